/// The result of applying one task outcome (docs/engine.md#what-it-knows, spec 9.10).
public struct LearnerUpdate: Hashable, Codable, Sendable {
    /// The snapshot after the task; the app persists its changed parts.
    public var snapshot: LearnerSnapshot
    /// Cells changed by the task's credits, with their status transitions.
    public var changedCells: [CellChange]
    public var stepChange: StepChange?
    public var controllerMode: ControllerMode
    public var rangeEvent: RangeEvent?
    public var reentryRoundsLeft: Int
    /// Damaged inputs that were clamped or ignored.
    public var issues: [EngineIssue]

    public init(
        snapshot: LearnerSnapshot, changedCells: [CellChange], stepChange: StepChange?,
        controllerMode: ControllerMode, rangeEvent: RangeEvent?, reentryRoundsLeft: Int, issues: [EngineIssue]
    ) {
        self.snapshot = snapshot
        self.changedCells = changedCells
        self.stepChange = stepChange
        self.controllerMode = controllerMode
        self.rangeEvent = rangeEvent
        self.reentryRoundsLeft = reentryRoundsLeft
        self.issues = issues
    }
}
