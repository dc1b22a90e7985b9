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

    /// Hands what the child's play asked for to the round flow, with the round or trail shown.
    func playStep(_ effect: PlayEffect, time: Double) -> AppOutput {
        switch (effect, state.childPlace) {
        case (.chooseGame(let game), _):
            return inChild(time: time) { rounds.choose(game, &$0, time: time) }
        case (.startRound(let game, let mode), _):
            return inChild(time: time) { rounds.start(game, mode: mode, &$0, time: time) }
        case (.roundEvent(let event), .game(let container)?):
            return inChild(time: time) { rounds.commit(event, in: container, &$0, time: time) }
        case (.leaveRound, let place):
            if case .game(let container)? = place, let session = state.session {
                rounds.keepState(of: container, session)
            }
            return open(.home, saying: nil)
        case (.startAbenteuerStop, .abenteuer(let shown)?):
            return inChild(time: time) { rounds.startStop(on: shown, &$0, time: time) }
        case (.roundEvent, _), (.startAbenteuerStop, _):
            return AppOutput()
        }
    }

    /// The games the child may not open now (docs/store.md#products-and-storekit-2): premium games without premium.
    func lockedGames() -> Set<GameID> {
        Set(environment.registry.availableGameIDs.filter { environment.subscriptions.decision(for: $0) == .askParent })
    }

    /// What S-05 shows of today's Abenteuer.
    func abenteuerProgress(of profile: ChildProfile) -> AbenteuerProgress {
        AbenteuerProgress(rounds.todaysAbenteuer(of: profile))
    }
}
