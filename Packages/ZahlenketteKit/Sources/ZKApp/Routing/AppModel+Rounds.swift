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
        case (.leaveRound, .game(let container)?):
            return inChild(time: time) { rounds.leave(container, $0) }
        case (.startAbenteuerStop, .abenteuer(let shown)?):
            return inChild(time: time) { rounds.startStop(on: shown, &$0, time: time) }
        case (.roundEvent, _), (.leaveRound, _), (.startAbenteuerStop, _):
            return AppOutput()
        }
    }
}
