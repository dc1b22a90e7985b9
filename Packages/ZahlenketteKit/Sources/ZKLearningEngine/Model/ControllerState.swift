/// The controller's window and mode (docs/engine.md#learning-from-a-task, spec 9.7), with how the
/// child's tasks came out against what the planner expected of them (D-0120, D-0189).
public struct ControllerState: Hashable, Codable, Sendable {
    /// First-try flags of the last non-stretch tasks, oldest first, at most 20.
    public var window: [Bool]
    public var mode: ControllerMode
    /// Outcomes against expectations over the non-stretch tasks since the controller last started
    /// afresh; the planner corrects its expectations by it (docs/engine.md#known-now).
    public var calibration: PredictionCalibration

    public init(
        window: [Bool] = [], mode: ControllerMode = .neutral,
        calibration: PredictionCalibration = PredictionCalibration()
    ) {
        self.window = window
        self.mode = mode
        self.calibration = calibration
    }

    private enum CodingKeys: String, CodingKey {
        case window, mode, calibration
    }

    /// A state stored before the calibration existed decodes with an empty one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        window = try container.decode([Bool].self, forKey: .window)
        mode = try container.decode(ControllerMode.self, forKey: .mode)
        calibration =
            try container.decodeIfPresent(PredictionCalibration.self, forKey: .calibration) ?? PredictionCalibration()
    }
}
