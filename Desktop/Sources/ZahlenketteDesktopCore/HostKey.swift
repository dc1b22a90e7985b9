/// Keys the host understands, by the names scripts use (`key tab`).
public enum HostKey: String, CaseIterable, Equatable, Sendable {
    case tab
    case shiftTab = "shift-tab"
    case left
    case right
    case up
    case down
    case space
    case enter
    case escape
    case f11
    case f12
    case ctrlQ = "ctrl-q"

    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }
}

/// What a key does in the host (switch and keyboard access: Tab and arrows move a visible focus
/// ring over every actionable element, Space and Enter activate it; issue 19).
public enum KeyAction: Equatable, Sendable {
    case focusNext
    case focusPrevious
    case focusMove(FocusDirection)
    /// Presses the focused element while the key is down (held 1 s on the house it leaves a round).
    case activate
    /// The screen's way back (`KeyboardHints.escape`), held like the activation key; where a screen
    /// names none, it hides the focus ring.
    case escape
    case toggleFullscreen
    /// The sandbox's developer panel, open or closed (`--store sandbox` only; D-1014).
    case developerPanel
    /// Quits like closing the window.
    case quit
}

public enum InputMapping {
    public static func action(for key: HostKey) -> KeyAction {
        switch key {
        case .tab: .focusNext
        case .shiftTab: .focusPrevious
        case .left: .focusMove(.left)
        case .right: .focusMove(.right)
        case .up: .focusMove(.up)
        case .down: .focusMove(.down)
        case .space, .enter: .activate
        case .escape: .escape
        case .f11: .toggleFullscreen
        case .f12: .developerPanel
        case .ctrlQ: .quit
        }
    }
}
