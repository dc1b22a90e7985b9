import ZKContent
import ZKCore
import ZKGameKit

/// What Mehr oder weniger says and credits (docs/games.md#mehr-oder-weniger): compare 1.0 on n and
/// on its partner m, count 0.5 on n. The answer is a side; a wrong side is logged as the count it
/// holds.
public struct MehrOderWenigerRules: RoundRules {
    public let gameID = GameID.mehrWeniger
    public let introLine: AudioID? = nil
    public let config: GameConfig
    /// Without voice only "Wo sind mehr?" is asked (D-0610).
    public let voiceEnabled: Bool

    public init(config: GameConfig, voiceEnabled: Bool) {
        self.config = config
        self.voiceEnabled = voiceEnabled
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> MehrOderWenigerTask {
        MehrOderWenigerTaskGenerator.makeTask(
            for: planned, config: config, level: level, range: range, voiceEnabled: voiceEnabled,
            recentTargets: recentCorrectSlots.map { $0 == 0 ? .upper : .lower }, using: &generator)
    }

    public func answer(of task: MehrOderWenigerTask) -> ComparisonSide { task.target }

    /// The target side as a slot (0 above, 1 below), so a round never asks for it three times running.
    public func correctSlot(of task: MehrOderWenigerTask) -> Int? { task.target == .upper ? 0 : 1 }

    /// A wrong tap is logged as the count of the set the child chose.
    public func recordedNumber(of answer: ComparisonSide, for task: MehrOderWenigerTask) -> Int? {
        task.set(answer).count
    }

    /// "Wo sind mehr?" or "Wo sind weniger?"
    public func prompt(for task: MehrOderWenigerTask) -> [AudioID] {
        [.prompt(.mehrWeniger, task.question == .more ? "more" : "less")]
    }

    /// H1 asks again, H2 "Welche bleiben übrig?", S names both counts, then "Hier sind mehr."
    public func hintLine(_ rung: HintRung, for task: MehrOderWenigerTask) -> [AudioID] {
        switch rung {
        case .none: []
        case .h1: prompt(for: task)
        case .h2: [.prompt(.mehrWeniger, "hint2")]
        case .solution:
            [.number(task.upper.count), .number(task.lower.count)]
                + [.prompt(.mehrWeniger, task.question == .more ? "more_here" : "less_here")]
        }
    }

    /// The chosen set's number (docs/games.md#feedback: `num.<n>` of what was found).
    public func successLine(for task: MehrOderWenigerTask) -> [AudioID] {
        [.number(task.set(task.target).count)]
    }

    public func credits(for task: MehrOderWenigerTask, planned: PlannedTask) -> TaskCredits {
        TaskCredits(
            number: task.number, partnerNumber: task.partner, skill: config.primarySkill,
            secondarySkill: config.secondarySkill, secondaryNumber: config.secondarySkill == nil ? nil : task.number)
    }
}
