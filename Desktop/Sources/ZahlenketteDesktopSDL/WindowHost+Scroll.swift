internal import CSDL2
import ZKScene
import ZahlenketteDesktopCore

/// Scrolling in the window (D-0651): the wheel over a scrollable element, a sideways drag that
/// starts on one (also on a stone lying on the pond), and the arrows while it has the focus
/// (`ScrollInput`). A press that scrolled ends without a tap or a drop.
extension WindowHost {
    func wheel(_ event: SDL_MouseWheelEvent) -> Outcome {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        let flip: Double = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let (scene, viewport, _) = currentScene()
        let point = viewport.layoutPoint(Point(x: Double(x), y: Double(y)))
        guard
            let intent = ScrollInput.wheel(
                dx: Double(event.x) * flip, dy: Double(event.y) * flip, at: point, in: scene)
        else { return .none }
        respond(screen.handle(intent, time: time))
        return .redraw
    }

    /// A press at `windowPoint` may become a sideways drag.
    func beginScrollDrag(at windowPoint: Point) {
        let (scene, viewport) = sceneOnScreen()
        scrollDrag = ScrollDrag(pressAt: viewport.layoutPoint(windowPoint), in: scene)
    }

    /// The pointer moved with the button (or finger) down.
    func scrollMoved(_ windowPoint: Point) -> Outcome {
        guard var drag = scrollDrag else { return .none }
        let intent = drag.move(to: layoutViewport.layoutPoint(windowPoint))
        scrollDrag = drag
        guard let intent else { return .none }
        respond(screen.handle(intent, time: time))
        return .redraw
    }

    /// Ends the press; true when it scrolled, so the release is neither a tap nor a drop.
    func endScrollDrag() -> Bool {
        defer { scrollDrag = nil }
        guard let drag = scrollDrag, drag.isScrolling else { return false }
        if let down = pressed {
            pressed = nil
            // Only a held element heard a press; nothing else is waiting for its release.
            if pressedHolds { respond(screen.handle(.release(down), time: time)) }
            pressedHolds = false
        }
        return true
    }
}
