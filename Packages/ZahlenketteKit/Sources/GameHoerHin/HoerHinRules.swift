import ZKContent
import ZKCore
import ZKGameKit

/// What Hör hin says and credits (docs/games.md#hör-hin): name 1.0 and recognize 0.5 on n.
public struct HoerHinRules: RoundRules {
    public let gameID = GameID.hoerHin
    public let introLine: AudioID? = nil
    public let config: GameConfig
    public let voiceEnabled: Bool

    public init(config: GameConfig, voiceEnabled: Bool) {
        self.config = config
        self.voiceEnabled = voiceEnabled
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> HoerHinTask {
        HoerHinTaskGenerator.makeTask(
            for: planned, config: config, level: level, range: range, voiceEnabled: voiceEnabled,
            recentCorrectSlots: recentCorrectSlots, using: &generator)
    }

    /// "Wo ist die …" + the number in question intonation.
    public func prompt(for task: HoerHinTask) -> [AudioID] {
        [.prompt(.hoerHin, "find"), .numberQuestion(task.number)]
    }

    public func hintLine(_ rung: HintRung, for task: HoerHinTask) -> [AudioID] {
        switch rung {
        case .none: []
        case .h1: [.prompt(.hoerHin, "hint1"), .number(task.number)]
        case .h2: task.number > 5 ? [.numberParts(task.number)] : [.number(task.number)]
        case .solution: [.common("this_is"), .number(task.number)]
        }
    }

    public func credits(for task: HoerHinTask, planned: PlannedTask) -> TaskCredits {
        if task.stimulusFallback {
            return TaskCredits(number: task.number, skill: .recognize, secondarySkill: nil, secondaryNumber: nil)
        }
        return config.credits(on: task.number)
    }
}
