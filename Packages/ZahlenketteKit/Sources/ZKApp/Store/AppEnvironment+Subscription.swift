import ZKCore

extension AppEnvironment {
    /// The games the engine plans and credits with now (docs/engine.md#what-it-knows, 17.7): every registered game
    /// while premium applies to the child, else the free ones. During a lapse no free game credits
    /// a premium-only skill, so its mastery stays where it was (D-1005).
    var playableGames: Set<GameID> {
        subscriptions.availableGames.intersection(engine.catalog.games)
    }
}
