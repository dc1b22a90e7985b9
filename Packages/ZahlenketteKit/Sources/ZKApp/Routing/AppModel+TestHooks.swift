import ZKCore
import ZKGameKit

/// Hooks for journeys: `solve`, `answer-wrong` and `play-round`.
extension AppModel {
    /// The intent that answers the open task correctly (or advances its activity), if any.
    public var correctIntent: AppIntent? {
        guard screen == .gameContainer, active?.suspendedAt == nil, let intent = active?.round.correctIntent else {
            return nil
        }
        return AppModel.appIntent(intent)
    }

    /// True while the unscored demo task of a first round is open.
    public var isDemoTaskOpen: Bool { active?.round.isDemo ?? false }

    /// An intent that answers the open task wrongly, if any.
    public var wrongIntent: AppIntent? {
        guard screen == .gameContainer, active?.suspendedAt == nil, let intent = active?.round.wrongIntent else {
            return nil
        }
        return AppModel.appIntent(intent)
    }

    /// Plays the rest of the round correctly on a virtual clock from `time`, lines ending at once,
    /// until the round-end screen; returns what happened and the time it ended.
    public func playRemainingTasks(time: Double) -> (output: AppOutput, endTime: Double) {
        var output = AppOutput()
        var now = time
        var steps = 0
        while screen == .gameContainer, steps < AppModel.playRoundStepLimit {
            output.append(tick(time: now, voicePlaying: false))
            if let intent = correctIntent { output.append(handle(intent, time: now)) }
            now += 0.25
            steps += 1
        }
        return (output, now)
    }

    /// A round of eight tasks with every hint takes far less than this many quarter seconds.
    static let playRoundStepLimit = 2000

    static func appIntent(_ intent: GameIntent) -> AppIntent {
        switch intent {
        case .tap(let id): .tap(id)
        case .tapAt(let id, let point): .tapAt(id, point)
        case .drag(let from, let to): .drag(from: from, to: to)
        case .trace(let id): .trace(id)
        case .shake: .shake
        }
    }
}
