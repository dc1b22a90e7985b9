import ZKCore

/// The planner's expectation of a task's first try, corrected by how the child's tasks came out
/// against what was expected of them (`PredictionCalibration`, about the last 60 tasks): normal tasks
/// by the mean difference, apart for tasks on numbers the child knows now and on numbers it is
/// learning (D-0120, D-0189, docs/engine.md#known-now); scaffolded ones by the ratio of failures
/// when the easiest form helped less than assumed (D-0139, D-0140).
public struct RoundPredictor: Sendable {
    let plainBias: Double
    /// The same over tasks predicted at `knownNow` or above (docs/engine.md#known-now).
    let knownBias: Double
    /// Scaffolded tasks fail this many times as often as the assumed lift predicts; never below 1.
    let scaffoldedFailureRatio: Double

    static let neutral = RoundPredictor(plainBias: 0, scaffoldedFailureRatio: 1)

    init(plainBias: Double, knownBias: Double? = nil, scaffoldedFailureRatio: Double) {
        self.plainBias = plainBias
        self.knownBias = knownBias ?? plainBias
        self.scaffoldedFailureRatio = scaffoldedFailureRatio
    }

    /// The planner leans on the easiest form less when it helped this child less than assumed, and
    /// never more when it helped more (D-0140): what beats the assumption there is mostly the guess
    /// among step one's few tiles, and planning on it would fill rounds with numbers the child does
    /// not know yet, shown so that a guess often lands — success that is forgotten.
    public init(controller: ControllerState) {
        plainBias = controller.calibration.bias(known: false)
        knownBias = controller.calibration.bias(known: true)
        scaffoldedFailureRatio = max(1, controller.calibration.scaffoldedFailureRatio())
    }

    /// Whether the child knows `cell` now (docs/engine.md#known-now): a practised cell whose faded,
    /// corrected first-try expectation in the normal form reaches `knownNow`.
    public func knowsNow(_ cell: CellState, on today: LocalDate) -> Bool {
        guard cell.status != .new else { return false }
        return expected(SuccessPrediction.firstTry(cell, on: today), scaffolded: false) >= EngineConstants.knownNow
    }

    /// The corrected expectation of a task whose cell is expected at `chance` when shown normally.
    public func expected(_ chance: Double, scaffolded: Bool) -> Double {
        let value =
            scaffolded
            ? 1 - (1 - SuccessPrediction.scaffolded(chance)) * scaffoldedFailureRatio
            : chance + (chance >= EngineConstants.knownNow ? knownBias : plainBias)
        return min(1, max(0, value))
    }
}
