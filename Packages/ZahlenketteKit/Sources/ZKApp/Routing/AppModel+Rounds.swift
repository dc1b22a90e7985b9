import ZKCore
import ZKGameKit
import ZKPersistence

/// Rounds, their commits and the daily Abenteuer: `RoundFlow` plays them on the child's session
/// (docs/app.md#flows); this builds the flow from the model's layout and switches.
extension AppModel {
    var rounds: RoundFlow {
        RoundFlow(
            environment: environment, coordinator: coordinator, askParentLines: askParentLines, viewport: viewport,
            voiceEnabled: voiceEnabled, reduceMotion: reduceMotion)
    }

    /// The games the child may not open now (engine 17.1): premium games without premium.
    func lockedGames() -> Set<GameID> {
        Set(environment.registry.availableGameIDs.filter { environment.subscriptions.decision(for: $0) == .askParent })
    }

    /// What S-05 shows of today's Abenteuer.
    func abenteuerProgress(of profile: ChildProfile) -> AbenteuerProgress {
        AbenteuerProgress(rounds.todaysAbenteuer(of: profile))
    }
}
