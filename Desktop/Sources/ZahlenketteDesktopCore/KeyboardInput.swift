import ZKApp
import ZKCore
import ZKGameKit
import ZKScene

/// What one key press means on the scene shown (issue 19), shared by the window and `--script` so
/// both play the same: a key is a touch without a position.
public enum KeyPlan: Equatable, Sendable {
    /// Press `id` now and release it when the key goes up; then tap it unless the release did
    /// something or `tapAfterRelease` is false (a drawable element takes the press alone). Held on
    /// the house, the press fills the hold ring and leaves the round after a second.
    case hold(A11yID, tapAfterRelease: Bool)
    /// Send this intent (a scroll of the focused pond, a step of Wie viele?'s marker).
    case send(AppIntent)
    /// Move or hide the focus ring.
    case focus(KeyAction)
    case toggleFullscreen
    case quit
    /// Nothing to do; the sentence says why (a script reports it).
    case nothing(String)
}

public enum KeyboardInput {
    /// The plan for `key` with `focused` holding the ring on `scene`.
    public static func plan(_ key: HostKey, focused: A11yID?, in scene: Scene) -> KeyPlan {
        let action = InputMapping.action(for: key)
        switch action {
        case .activate:
            guard let focused else { return .nothing("nothing has the keyboard focus.") }
            guard let element = scene.element(focused), element.role.isActionable, element.isEnabled else {
                return .nothing("the focused element cannot be activated now.")
            }
            return .hold(focused, tapAfterRelease: element.role != .drawable)
        case .escape:
            // The screen's way back, held like the activation key (the round's house).
            guard let back = scene.keyboard.escape, let element = scene.element(back), element.isEnabled else {
                return .focus(.escape)
            }
            return .hold(back, tapAfterRelease: element.role != .drawable)
        case .focusMove(let direction) where direction == .left || direction == .right:
            if let scroll = ScrollInput.key(key, focused: focused, in: scene) { return .send(scroll) }
            if let focused, scene.element(focused)?.adjustsWithArrows == true {
                return .send(.input(.adjust(focused, by: direction == .right ? 1 : -1)))
            }
            return .focus(action)
        case .toggleFullscreen:
            return .toggleFullscreen
        case .quit:
            return .quit
        case .developerPanel:
            return .send(.toggleDeveloperPanel)
        case .focusNext, .focusPrevious, .focusMove:
            return .focus(action)
        }
    }

    /// True for the keys whose first press after pointer play only shows the ring: the focus keys
    /// and the activation key (so no answer is given unseen). Escape, F11 and Ctrl+Q act at once.
    public static func showsRingFirst(_ key: HostKey) -> Bool {
        switch InputMapping.action(for: key) {
        case .focusNext, .focusPrevious, .focusMove, .activate: true
        case .escape, .toggleFullscreen, .developerPanel, .quit: false
        }
    }
}
