/// Focus weights with the controller's factors and recent-cell damping (engine 9.9.3).
public enum FocusWeights {
    /// The weight of `cell` in `mode`; `isRecent` when the game's previous round used it. A learning
    /// cell weighs 1 + 2(1 − e) with e its first-try estimate (D-0113); the factors still read m.
    public static func weight(_ cell: CellState, mode: ControllerMode, isRecent: Bool) -> Double {
        var weight: Double
        switch cell.status {
        case .difficult:
            weight = EngineConstants.weightDifficult
            if mode == .easing { weight *= EngineConstants.easingDifficult }
            if mode == .challenging { weight *= EngineConstants.challengingDifficult }
        case .new:
            weight = EngineConstants.weightNew
            if mode == .easing { weight *= EngineConstants.easingNew }
            if mode == .challenging { weight *= EngineConstants.challengingNew }
        case .learning, .mastered:
            weight =
                EngineConstants.weightLearningBase + EngineConstants.weightLearningSlope * (1 - cell.successEstimate)
            if mode == .easing, cell.mastery >= EngineConstants.easingLearningFrom {
                weight *= EngineConstants.easingLearning
            }
            if mode == .challenging, cell.mastery >= EngineConstants.challengingLearningFrom {
                weight *= EngineConstants.challengingLearning
            }
        }
        if isRecent { weight *= EngineConstants.recentFactor }
        return weight
    }
}
