import ZKCore
import ZKGameKit

/// What journeys need to play the app like a child: headless tests, the desktop's `solve`,
/// `answer-wrong`, `trace` and `play-round`, its `--screen` fixtures, the monkey and the
/// benchmarks. It reads the running round's journey hooks (its `RoundJourneyHooks` conformance,
/// docs/adding-a-game.md) beside the app, so `AppModel` carries none: the product's own flow
/// never asks for them.
@MainActor
public struct AppJourney {
    public let model: AppModel

    public init(_ model: AppModel) {
        self.model = model
    }

    private var round: (any RoundJourneyHooks)? {
        guard case .child(_, .game(let container)) = model.state, container.active.suspendedAt == nil else {
            return nil
        }
        return container.active.round as? any RoundJourneyHooks
    }

    /// The intent that answers the open task correctly (or advances its activity), if any.
    public var correctIntent: AppIntent? {
        round?.correctIntent.map(AppIntent.input)
    }

    /// An intent that answers the open task wrongly, if any.
    public var wrongIntent: AppIntent? {
        round?.wrongIntent.map(AppIntent.input)
    }

    /// The stroke a child would draw on the drawable element `id` now (a numeral's open stroke,
    /// a sideways shake of the box), if the running game wants one there.
    public func stroke(on id: A11yID) -> TracedStroke? {
        round?.stroke(on: id)
    }

    /// True while the running round is a stop of today's Abenteuer (the monkey's guide, D-0767).
    public var isAbenteuerStopRunning: Bool {
        guard case .child(_, .game(let container)) = model.state else { return false }
        return container.active.abenteuer != nil
    }

    /// True while the unscored demo task of a first round is open.
    public var isDemoTaskOpen: Bool {
        guard case .child(_, .game(let container)) = model.state else { return false }
        return container.active.round.isDemo
    }

    /// Plays the rest of the round correctly on a virtual clock from `time`, lines ending at once,
    /// until the round's end (S-08, or an Abenteuer stop's trail or S-10), through the befriending
    /// celebrations that play first; returns what happened and the time it ended.
    public func playRemainingTasks(time: Double) -> (output: AppOutput, endTime: Double) {
        var output = AppOutput()
        var now = time
        var steps = 0
        while model.screen == .gameContainer || model.screen == .befriending, steps < AppJourney.playRoundStepLimit {
            output.append(model.tick(time: now, voicePlaying: false))
            if let intent = correctIntent { output.append(model.handle(intent, time: now)) }
            now += 0.25
            steps += 1
        }
        return (output, now)
    }

    /// A round of eight tasks with every hint takes far less than this many quarter seconds.
    static let playRoundStepLimit = 2000
}
