import ZKContent
import ZKCore
import ZKGameKit

/// What Zahlenmonster says, judges and credits (docs/games.md#zahlenmonster): count 1.0 and
/// recognize 0.5 on n. The answer is the number of cookies on the plate when the child taps the
/// monster's mouth; a wrong plate is logged as that count, so the parent area sees "one too many"
/// (D-0658).
public struct ZahlenmonsterRules: RoundRules {
    public typealias Play = ZahlenmonsterPlay

    public let gameID = GameID.zahlenmonster
    public let introLine: AudioID? = nil

    public let config: GameConfig

    /// Seconds per counted cookie at H2 and S, in step with the voice.
    static let countInterval = 0.7

    public init(config: GameConfig) {
        self.config = config
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> ZahlenmonsterTask {
        ZahlenmonsterTaskGenerator.makeTask(for: planned, config: config, level: level, range: range, using: &generator)
    }

    public func answer(of task: ZahlenmonsterTask) -> Int { task.number }

    /// The plate holds n: right. An empty plate is no attempt; any other count is a wrong one.
    public func judge(
        _ answer: Int, for task: ZahlenmonsterTask, play: ZahlenmonsterPlay
    ) -> Judgement<ZahlenmonsterPlay> {
        if answer <= 0 { return .ignored }
        return answer == task.number ? .correct : .wrong
    }

    public func play(
        for task: ZahlenmonsterTask, among tasks: [ZahlenmonsterTask], continuing previous: ZahlenmonsterPlay?
    ) -> ZahlenmonsterPlay {
        // Every task starts with an empty plate and a full jar.
        ZahlenmonsterPlay()
    }

    /// "Ich möchte Kekse! Gib mir …" + `num.<n>`; with the plain plate only the sign gives n.
    public func prompt(for task: ZahlenmonsterTask) -> [AudioID] {
        task.signOnly
            ? [.prompt(.zahlenmonster, "give_sign")] : [.prompt(.zahlenmonster, "give"), .number(task.number)]
    }

    /// Without a wrong plate (the demo): the prompt at H1 and H2, the count up to n at S.
    public func hintLine(_ rung: HintRung, for task: ZahlenmonsterTask) -> [AudioID] {
        switch rung {
        case .none: []
        case .h1, .h2: prompt(for: task)
        case .solution: ZahlenmonsterRules.count(to: task.number)
        }
    }

    /// After a wrong plate: "Noch mehr, bitte!" or "Oh, das sind zu viele!" by the real count; H2
    /// counts the plate first, S counts the corrected plate up to n (D-0659).
    public func hintLine(_ rung: HintRung, for task: ZahlenmonsterTask, after answer: Int) -> [AudioID] {
        let verdict = AudioID.prompt(.zahlenmonster, answer < task.number ? "more" : "too_many")
        switch rung {
        case .none: return []
        case .h1: return [verdict]
        case .h2: return ZahlenmonsterRules.count(to: answer) + [verdict]
        case .solution: return [verdict] + ZahlenmonsterRules.count(to: task.number)
        }
    }

    /// `num.<n>` and "Mmh, lecker!".
    public func successLine(for task: ZahlenmonsterTask) -> [AudioID] {
        [.number(task.number), .prompt(.zahlenmonster, "yum")]
    }

    /// The monster says the number and "Mmh, lecker!" before the next sign.
    public func correctFeedbackSeconds(for task: ZahlenmonsterTask) -> Double? { 2.5 }

    public func credits(for task: ZahlenmonsterTask, planned: PlannedTask) -> TaskCredits {
        config.credits(on: task.number)
    }

    /// `num.1` … `num.<k>`.
    static func count(to number: Int) -> [AudioID] {
        number >= 1 ? (1...min(20, number)).map(AudioID.number) : []
    }
}
