import ZKCore

/// The planner's expectation of a task's first try, corrected by how the child's recent tasks came
/// out against what was expected of them: normal tasks by the mean difference (D-0120), scaffolded
/// ones by the ratio of failures (D-0139).
public struct RoundPredictor: Sendable {
    let plainBias: Double
    /// Scaffolded tasks fail this many times as often as the assumed lift predicts.
    let scaffoldedFailureRatio: Double

    static let neutral = RoundPredictor(plainBias: 0, scaffoldedFailureRatio: 1)

    init(plainBias: Double, scaffoldedFailureRatio: Double) {
        self.plainBias = plainBias
        self.scaffoldedFailureRatio = scaffoldedFailureRatio
    }

    public init(controller: ControllerState) {
        plainBias = controller.predictionBias(scaffolded: false)
        scaffoldedFailureRatio = controller.scaffoldedFailureRatio()
    }

    /// The corrected expectation of a task whose cell is expected at `chance` when shown normally.
    public func expected(_ chance: Double, scaffolded: Bool) -> Double {
        let value =
            scaffolded
            ? 1 - (1 - SuccessPrediction.scaffolded(chance)) * scaffoldedFailureRatio : chance + plainBias
        return min(1, max(0, value))
    }
}
