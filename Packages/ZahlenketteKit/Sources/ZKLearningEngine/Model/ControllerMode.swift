/// The success-rate controller's mode (docs/engine.md#learning-from-a-task, spec 9.7).
public enum ControllerMode: String, CaseIterable, Codable, Sendable {
    case neutral
    case easing
    case challenging
}
