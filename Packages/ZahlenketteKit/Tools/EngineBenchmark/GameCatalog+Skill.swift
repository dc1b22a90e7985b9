import ZKCore
import ZKLearningEngine

extension GameCatalog {
    /// The skill a task of `game` trains and is credited to (its primary skill,
    /// docs/engine.md#what-it-knows); counting for a game the catalog does not know.
    func skill(of game: GameID) -> Skill {
        descriptor(for: game)?.primarySkill ?? .count
    }
}
