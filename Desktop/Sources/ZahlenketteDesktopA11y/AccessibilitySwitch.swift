internal import CAtkBridge

/// Whether the desktop starts its AT-SPI bridge (docs/usability.md#the-desktop-bridge, D-0415):
/// `ZK_ACCESSIBILITY=1` turns it on and `0` off; otherwise it follows the session's accessibility
/// bus (`org.a11y.Status`: `IsEnabled` or `ScreenReaderEnabled`), which Orca and the desktop's
/// accessibility settings turn on. Without a session bus nothing is asked.
public enum AccessibilitySwitch {
    public enum Choice: Equatable, Sendable {
        case on
        case off
        case askSession
    }

    /// What the environment asks for.
    public static func choice(environment: [String: String]) -> Choice {
        switch environment["ZK_ACCESSIBILITY"] {
        case "1", "on": .on
        case "0", "off": .off
        default: .askSession
        }
    }

    /// True when the bridge should run.
    public static func wanted(environment: [String: String]) -> Bool {
        switch choice(environment: environment) {
        case .on: true
        case .off: false
        case .askSession: zk_atk_session_wants_accessibility() != 0
        }
    }
}
