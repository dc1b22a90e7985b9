import ZKCore

/// How the game shows one task to a simulated child: the difficulty step, the number of answer tiles
/// on screen (the child's guess chance is one over it) and whether the task is scaffolded.
struct Presentation: Hashable, Sendable {
    let step: DifficultyStep
    let tiles: Int
    /// The easiest form (PlannedTask.scaffolded): the game's step one — its tiles, the structured
    /// display, counting along first. Learners answer it as a step-1 task with those tiles plus
    /// `LearnerConstants.scaffoldLift`.
    let scaffolded: Bool

    /// What the child sees of a scaffolded task, whatever the round's step: step one with the tiles
    /// the game shows for it (`TileCounts.scaffoldedTiles`), as the games present it
    /// (`RoundRules.presentedTask`, `TileSpec(config:task:level:)`).
    static func scaffold(tiles: Int) -> Presentation {
        Presentation(step: .step1, tiles: tiles, scaffolded: true)
    }

    /// The guess chance: one over the tiles on screen.
    var guess: Double { 1 / Double(max(tiles, 1)) }
}
