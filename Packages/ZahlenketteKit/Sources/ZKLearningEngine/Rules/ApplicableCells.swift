import ZKCore

/// Which cells exist for a level and stage (docs/engine.md#what-it-knows, spec 9.4, spec 4.11).
public enum ApplicableCells {
    /// Decompose never applies to 1, to 6–20 at littleOnes, or to 11–20 at vorschule.
    public static func isApplicable(_ cell: CellKey, level: Level) -> Bool {
        guard EngineConstants.numberDomain.contains(cell.number) else { return false }
        guard cell.skill == .decompose else { return true }
        let highest =
            level == .littleOnes
            ? EngineConstants.decomposeHighestLittleOnes : EngineConstants.decomposeHighestVorschule
        return (EngineConstants.decomposeLowest...highest).contains(cell.number)
    }

    /// The applicable cells of `skills` within `stage`, sorted by (number, skill).
    public static func cells(skills: Set<Skill>, level: Level, stage: RangeStage) -> [CellKey] {
        var result: [CellKey] = []
        for number in stage.numbers {
            for skill in Skill.allCases where skills.contains(skill) {
                let cell = CellKey(skill: skill, number: number)
                if isApplicable(cell, level: level) { result.append(cell) }
            }
        }
        return result
    }

    /// The trainable skills: primary skills of the games the profile can open (9.4).
    public static func trainableSkills(available: Set<GameID>, catalog: some GameCatalog) -> Set<Skill> {
        var skills: Set<Skill> = []
        for game in available {
            if let descriptor = catalog.descriptor(for: game) { skills.insert(descriptor.primarySkill) }
        }
        return skills
    }
}
