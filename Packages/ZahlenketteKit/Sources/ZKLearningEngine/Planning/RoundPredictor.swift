import ZKCore

/// The planner's expectation of a task's first try, corrected by how the child's recent tasks came
/// out against what was expected of them, separately for scaffolded and normal tasks (D-0120).
struct RoundPredictor: Sendable {
    let plainBias: Double
    let scaffoldedBias: Double

    static let neutral = RoundPredictor(plainBias: 0, scaffoldedBias: 0)

    init(plainBias: Double, scaffoldedBias: Double) {
        self.plainBias = plainBias
        self.scaffoldedBias = scaffoldedBias
    }

    init(controller: ControllerState) {
        plainBias = controller.predictionBias(scaffolded: false)
        scaffoldedBias = controller.predictionBias(scaffolded: true)
    }

    /// The corrected expectation of a task whose cell is expected at `chance` when shown normally.
    func expected(_ chance: Double, scaffolded: Bool) -> Double {
        let value =
            scaffolded ? SuccessPrediction.scaffolded(chance) + scaffoldedBias : chance + plainBias
        return min(1, max(0, value))
    }
}
