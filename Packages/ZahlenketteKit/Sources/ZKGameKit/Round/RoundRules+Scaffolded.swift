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
        presentedTask(for: planned, using: &generator) { form, formGenerator in
            makeTask(
                for: form, index: index, level: level, range: range, recentCorrectSlots: recentCorrectSlots,
                using: &formGenerator)
        }
    }

    /// The same rule for a game that builds its round's tasks itself (Schüttelbox keeps each split
    /// once a round, D-0688): `make` builds a task for a planned task and a generator, and is asked
    /// for the step-one form and the planned one; the kept form's generator goes on.
    public func presentedTask(
        for planned: PlannedTask, using generator: inout SplitMix64,
        making make: (PlannedTask, inout SplitMix64) -> Task
    ) -> Task {
        guard planned.scaffolded, planned.step > .step1 else { return make(planned, &generator) }
        var easiestGenerator = generator
        let eased = make(planned.atEasiestStep, &easiestGenerator)
        var plannedGenerator = generator
        let atStep = make(planned, &plannedGenerator)
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
