internal import CSDL2
import ZKApp
import ZKCore
import ZKDesignSystem
import ZKScene
import ZahlenketteDesktopCore

/// Drawing on drawable elements (D-0630): a press on one collects the pointer's path until the
/// lift and sends it as one stroke (a Nachspuren stroke, the sideways drag that shakes the
/// Schüttelbox), drawn under the finger meanwhile; the activation key held on a focused one is a
/// press until the key goes up (the keyboard pen, WindowHost+Keys). Other elements keep press, tap
/// and drag.
extension WindowHost {
    /// Starts a stroke when the pointer went down on a drawable element.
    func beginStroke(on element: ResolvedElement, at windowPoint: Point) -> Bool {
        guard element.role == .drawable else { return false }
        capture.begin(on: element.id, at: layoutPoint(windowPoint), time: time)
        return true
    }

    /// Ends the stroke under way, if any, and sends it.
    func endStroke(at windowPoint: Point) -> Bool {
        guard let (id, stroke) = capture.end(at: layoutPoint(windowPoint), time: time) else { return false }
        respond(screen.handle(.input(.stroke(id, stroke)), time: time))
        return true
    }

    /// The pointer moved with the button down: a stroke draws, a sideways drag scrolls.
    func pointerMoved(_ windowPoint: Point) -> Outcome {
        let drew = strokeMoved(windowPoint)
        let scrolled = scrollMoved(windowPoint)
        return drew == .redraw || scrolled == .redraw ? .redraw : .none
    }

    /// Pointer motion while a stroke is under way.
    func strokeEvent(_ event: SDL_Event) -> Outcome {
        switch event.type {
        case SDL_MOUSEMOTION.rawValue where event.motion.which != zk_touch_mouse_id():
            return pointerMoved(Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_FINGERMOTION.rawValue:
            let size = metrics.points
            return pointerMoved(
                Point(x: Double(event.tfinger.x) * size.width, y: Double(event.tfinger.y) * size.height))
        default:
            return .none
        }
    }

    /// The pointer moved (window points): it draws when a stroke is under way.
    func strokeMoved(_ windowPoint: Point) -> Outcome {
        guard capture.isActive else { return .none }
        capture.move(to: layoutPoint(windowPoint), time: time)
        return .redraw
    }

    /// The scene with the stroke under way drawn on top.
    func withLiveInk(_ scene: Scene) -> Scene {
        guard let ink = capture.liveInk(color: Palette.ink, width: 6) else { return scene }
        return scene.adding([ink])
    }

    private func layoutPoint(_ windowPoint: Point) -> Point {
        Layout.viewport(for: metrics.points).layoutPoint(windowPoint)
    }
}
