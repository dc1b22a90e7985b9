import ZKContent
import ZKCore
import ZKGameKit

/// What Memory says, judges and credits (docs/games.md#memory): one board per round, one task per
/// pair, the child chooses the order; recognize 1.0 and subitize 0.5, both on the pair's n.
public struct MemoryRules: RoundRules {
    public let gameID = GameID.memory
    /// "Finde zwei Karten, die zusammenpassen!" is the board's prompt, so the speaker replays it.
    public let introLine: AudioID? = nil
    public let flow = RoundFlow.anyOrder
    public let config: GameConfig

    public init(config: GameConfig) {
        self.config = config
    }

    /// A mismatch turns back after this long (content constant `mismatchSeconds`).
    var mismatchSeconds: Double { config.constant("mismatchSeconds", default: 1.5) }
    /// At H1 the first card of a mismatch stays up this much longer (`hintExtraSeconds`).
    var hintExtraSeconds: Double { config.constant("hintExtraSeconds", default: 1) }

    public func makeTasks(for plan: RoundPlan, using generator: inout SplitMix64) -> [RoundTask<MemoryTask>] {
        MemoryBoardGenerator.makeBoard(for: plan, config: config, using: &generator).enumerated().map {
            RoundTask(task: $1, plannedIndex: $0)
        }
    }

    /// Only the demo asks for a single pair: its board is that one pair.
    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> MemoryTask {
        MemoryBoardGenerator.makePair(for: planned, config: config, level: level, range: range, using: &generator)
    }

    public func answer(of task: MemoryTask) -> CardPair {
        CardPair(first: task.numeralCard, second: task.quantityCard)
    }

    /// A turn of the pair's two cards matches. A mismatch counts against n only when its first card
    /// was n and both of n's cards had been seen in earlier turns (D-0675); otherwise it is no
    /// attempt at all.
    public func judge(_ answer: CardPair, for task: MemoryTask, play: MemoryPlay) -> Judgement<MemoryPlay> {
        if task.cards == [answer.first, answer.second] { return .correct }
        guard task.cards.contains(answer.first), task.cards.isSubset(of: play.seen) else { return .ignored }
        return .wrong
    }

    /// A mismatch is logged as the number of the card taken for the partner.
    public func recordedNumber(of answer: CardPair, for task: MemoryTask) -> Int? {
        task.boardNumbers.indices.contains(answer.second) ? task.boardNumbers[answer.second] : nil
    }

    public func play(for task: MemoryTask, among tasks: [MemoryTask], continuing previous: MemoryPlay?) -> MemoryPlay {
        previous ?? MemoryPlay()
    }

    public func prompt(for task: MemoryTask) -> [AudioID] { [.prompt(.memory, "intro")] }

    /// H1 asks where the partner was; H2 lets the partner glow without a line; S turns the partner.
    public func hintLine(_ rung: HintRung, for task: MemoryTask) -> [AudioID] {
        switch rung {
        case .none, .h2: []
        case .h1: [.prompt(.memory, "hint1")]
        case .solution: [.prompt(.memory, "solution")]
        }
    }

    /// Flips are silent; a match says its number.
    public func successLine(for task: MemoryTask) -> [AudioID] { [.number(task.number)] }

    public func credits(for task: MemoryTask, planned: PlannedTask) -> TaskCredits {
        config.credits(on: task.number)
    }
}
