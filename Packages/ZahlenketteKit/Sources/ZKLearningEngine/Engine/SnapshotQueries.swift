import ZKCore

extension LearnerSnapshot {
    /// The mean mastery of `skill` over its applicable cells in the current stage (9.6, 9.16.2).
    public func meanMastery(of skill: Skill) -> Double {
        let cells = ApplicableCells.cells(skills: [skill], level: level, stage: range.effectiveStage)
        guard !cells.isEmpty else { return 0 }
        return cells.reduce(0) { $0 + cell($1).mastery } / Double(cells.count)
    }

    /// The step `game` plays at now: its stored step, or the starting step of 9.6.
    public func currentStep(of game: GameID, skill: Skill) -> DifficultyStep {
        if let step = games[game]?.step { return step }
        return DifficultyStepper.startingStep(meanMastery: meanMastery(of: skill))
    }

    /// The highest number with a practised (not new) cell of `skill`, or 0.
    public func highestPractised(_ skill: Skill) -> Int {
        var highest = 0
        for (key, cell) in cells where key.skill == skill && cell.status != .new && key.number > highest {
            highest = key.number
        }
        return highest
    }
}
