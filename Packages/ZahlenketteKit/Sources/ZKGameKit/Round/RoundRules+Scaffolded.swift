import ZKCore

/// How a scaffolded task reaches the child (D-0118, D-0125): the engine marks a task it wants
/// shown in its easiest form, and every game built on `RoundController` shows it at step one —
/// the fewest tiles, the plainest picture, the far distractors — without knowing the flag.
extension RoundRules {
    /// Makes the task the child sees for `planned`. A scaffolded task above step one is made from
    /// a copy of the plan's task at step one, kept only when it credits the same number and skill
    /// as the task at its planned step (D-0126); otherwise, and for every other task, the task is
    /// made exactly as planned. The generator ends where the kept task's own draws leave it, so a
    /// fallback draws what an unscaffolded task would (D-0127).
    public func presentedTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> Task {
        guard planned.scaffolded, planned.step > .step1 else {
            return makeTask(
                for: planned, index: index, level: level, range: range, recentCorrectSlots: recentCorrectSlots,
                using: &generator)
        }
        let easiest = PlannedTask(
            id: planned.id, skill: planned.skill, number: planned.number, step: .step1, reason: planned.reason,
            scaffolded: planned.scaffolded)
        var easiestGenerator = generator
        let eased = makeTask(
            for: easiest, index: index, level: level, range: range, recentCorrectSlots: recentCorrectSlots,
            using: &easiestGenerator)
        var plannedGenerator = generator
        let atStep = makeTask(
            for: planned, index: index, level: level, range: range, recentCorrectSlots: recentCorrectSlots,
            using: &plannedGenerator)
        // Both credits are read with the plan's own task, as the controller reads them (D-0126).
        let easedCredits = credits(for: eased, planned: planned)
        let plannedCredits = credits(for: atStep, planned: planned)
        guard
            easedCredits.number == plannedCredits.number, easedCredits.partnerNumber == plannedCredits.partnerNumber,
            easedCredits.skill == plannedCredits.skill
        else {
            generator = plannedGenerator
            return atStep
        }
        generator = easiestGenerator
        return eased
    }
}
