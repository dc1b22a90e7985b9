import ZKCore

/// How many tasks each slot gets before spare slots move (engine 9.9.1, 9.15).
struct SlotQuotas: Hashable, Sendable {
    var review: Int
    var maintenance: Int
    var stretch: Int

    /// The quotas of a round of `count` tasks; the sum never exceeds `count`.
    static func make(
        count: Int, level: Level, mode: ControllerMode, isReentry: Bool, stretchDue: Bool
    ) -> SlotQuotas {
        if isReentry {
            return SlotQuotas(review: count / 2, maintenance: count - count / 2, stretch: 0)
        }
        let review = level == .littleOnes ? EngineConstants.reviewSlotsLittleOnes : EngineConstants.reviewSlotsVorschule
        let maintenance: Int
        switch mode {
        case .neutral:
            maintenance =
                level == .littleOnes ? EngineConstants.maintenanceNeutralLittleOnes : EngineConstants.maintenanceNeutral
        case .easing:
            maintenance =
                level == .littleOnes ? EngineConstants.maintenanceEasingLittleOnes : EngineConstants.maintenanceEasing
        case .challenging: maintenance = EngineConstants.maintenanceChallenging
        }
        let stretch = stretchDue && count >= EngineConstants.stretchMinimumRound ? 1 : 0
        var quotas = SlotQuotas(review: min(review, count), maintenance: maintenance, stretch: stretch)
        while quotas.review + quotas.maintenance + quotas.stretch > count {
            if quotas.maintenance > 0 {
                quotas.maintenance -= 1
            } else if quotas.review > 0 {
                quotas.review -= 1
            } else {
                quotas.stretch = 0
            }
        }
        return quotas
    }

    /// The 10 % rule: stretchTasksCompleted < ⌊0.10·(countedTasks + n)⌋.
    static func isStretchDue(_ counters: StretchCounters, roundLength: Int) -> Bool {
        let allowance = Int((EngineConstants.stretchShare * Double(counters.countedTasks + roundLength)).rounded(.down))
        return counters.stretchTasksCompleted < allowance
    }
}
