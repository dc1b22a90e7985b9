internal import CSDL2
import Foundation
import ZKApp
import ZKCore
import ZKDesignSystem
import ZKScene
import ZahlenketteDesktopA11y
import ZahlenketteDesktopCore

/// The window's side of the AT-SPI bridge (docs/usability.md#the-desktop-bridge): started after the
/// first frame when assistive technology listens, it mirrors each frame's accessible tree and
/// plays a press from a screen reader as the Space key plays it on the element (D-0416).
extension WindowHost {
    /// Starts the bridge after the first frame, and again each time the window gets the focus
    /// back while it is off (a screen reader started after the app), if the environment or the
    /// session wants it (D-0415).
    func startAccessibilityIfWanted() {
        guard accessibility == nil, !accessibilityFailed else { return }
        guard AccessibilitySwitch.wanted(environment: ProcessInfo.processInfo.environment) else { return }
        // A press from a screen reader wakes the loop from its sleep in SDL_WaitEventTimeout.
        let wake: @convention(c) () -> Void = {
            var event = SDL_Event()
            event.type = SDL_USEREVENT.rawValue
            _ = SDL_PushEvent(&event)
        }
        guard
            let bridge = AccessibilityBridge.start(
                applicationName: "Zahlenkette", windowTitle: "Zahlenkette", wake: wake)
        else {
            accessibilityFailed = true
            HostLog.warn("the accessibility bridge could not reach the accessibility bus.")
            return
        }
        accessibility = bridge
        mirrorAccessibility()
    }

    /// Mirrors the frame on screen into the bridge, with the window's place and focus.
    func mirrorAccessibility() {
        guard let accessibility, let shownFrame else { return }
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let size = metrics.points
        accessibility.window(
            x: Int(x), y: Int(y), width: Int(size.width), height: Int(size.height), active: hasInputFocus)
        accessibility.mirror(
            AccessibleTree(scene: shownFrame.scene, focused: focus.focused), scale: shownFrame.viewport.scale)
    }

    /// Plays the presses assistive technology asked for (the bridge's thread answers its questions
    /// by itself). A press plays only while the screen reads as it did when the listener chose it;
    /// one chosen on a task or screen that has since moved on (the next task's tile has the same
    /// identifier) is dropped without a word: what replaced the screen is what the screen reader says
    /// next (D-1223). Returns true when the app must draw again.
    func serveAccessibility() -> Bool {
        guard let accessibility else { return false }
        var acted = false
        if let hold = accessibilityHold, time >= hold.releaseAt {
            accessibilityHold = nil
            _ = lift(hold.key)
            acted = true
        }
        while let press = accessibility.nextPress() {
            // The screen as it is now, after the app's tick: a round may have moved on since the frame.
            let shown = AccessibleTree(scene: currentScene().0, focused: focus.focused)
            guard press.applies(to: shown) else {
                HostLog.info("a screen reader's press on \(press.id.rawValue) came after the screen changed; dropped.")
                continue
            }
            accessiblePress(press.id, action: press.action)
            acted = true
        }
        while let id = accessibility.nextFocus() {
            accessibleFocus(id)
            acted = true
        }
        return acted
    }

    /// Assistive technology gave `id` the focus: the ring moves there as Tab would move it, and
    /// shows, so the keys go on from there.
    func accessibleFocus(_ id: A11yID) {
        let scene = sceneOnScreen().scene
        let order = FocusRing.order(scene)
        guard order.contains(where: { $0.id == id }) else { return }
        keyboardActive = true
        focus.sync(with: scene, showing: true)
        for _ in order where focus.focused != id { focus.apply(.focusNext, in: scene) }
        tellFocus()
    }

    /// A press from a screen reader: what Space does on the element (docs/app.md#keyboard-and-switch),
    /// a press and a release, then a tap unless the release acted; the round's house is held for
    /// its hold time first, as a held key would hold it.
    func accessiblePress(_ id: A11yID, action: AccessibleAction) {
        guard keyHold == nil else { return }
        let shown = screen.name
        keyHold = KeyHold(id: id, key: .space, tapAfterRelease: action != .pressWithoutTap, screenName: shown)
        respond(screen.handle(.press(id), time: time))
        if action == .hold, screen.name == shown {
            accessibilityHold = (.space, time + Motion.holdToExit + 0.1)
            return
        }
        _ = lift(.space)
    }
}
