/// The controller's window and mode (engine 9.7).
public struct ControllerState: Hashable, Codable, Sendable {
    /// First-try flags of the last non-stretch tasks, oldest first, at most 20.
    public var window: [Bool]
    public var mode: ControllerMode

    public init(window: [Bool] = [], mode: ControllerMode = .neutral) {
        self.window = window
        self.mode = mode
    }
}
