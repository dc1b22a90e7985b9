/// The success-rate controller's mode (engine 9.7).
public enum ControllerMode: String, CaseIterable, Codable, Sendable {
    case neutral
    case easing
    case challenging
}
