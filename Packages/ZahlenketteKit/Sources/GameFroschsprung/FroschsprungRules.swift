import ZKContent
import ZKCore
import ZKGameKit

/// What Froschsprung says, judges and credits (docs/games.md#froschsprung): order 1.0 and compare
/// 0.5 on n.
public struct FroschsprungRules: RoundRules {
    public typealias Play = FroschsprungPlay

    public let gameID = GameID.froschsprung
    public let introLine: AudioID? = .prompt(.froschsprung, "intro")

    public let config: GameConfig

    /// Seconds per landing of the correct jump, in step with the voice naming it (D-0656).
    static let landingSeconds = 0.8

    public init(config: GameConfig) {
        self.config = config
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> FroschsprungTask {
        FroschsprungTaskGenerator.makeTask(for: planned, config: config, level: level, range: range, using: &generator)
    }

    public func answer(of task: FroschsprungTask) -> Int { task.number }

    /// A tap on the target stone is right; a tap on the frog's own stone (or on the bank, should a
    /// host send one) is no attempt at all; any other stone is a wrong attempt.
    public func judge(_ answer: Int, for task: FroschsprungTask, play: FroschsprungPlay) -> Judgement<FroschsprungPlay>
    {
        if answer == task.number { return .correct }
        if answer == task.start || !task.stones.contains(answer) { return .ignored }
        return .wrong
    }

    public func play(
        for task: FroschsprungTask, among tasks: [FroschsprungTask], continuing previous: FroschsprungPlay?
    ) -> FroschsprungPlay {
        // Every task opens with the pond showing the frog.
        FroschsprungPlay()
    }

    /// "Spring auf die …" + `num.<n>`.
    public func prompt(for task: FroschsprungTask) -> [AudioID] {
        [.prompt(.froschsprung, "jump"), .number(task.number)]
    }

    /// H1 and H2 repeat the target while the picture helps (the fives pulse; every stone shows its
    /// numeral); S points at the stone: "Das ist die …" + `num.<n>`.
    public func hintLine(_ rung: HintRung, for task: FroschsprungTask) -> [AudioID] {
        switch rung {
        case .none: []
        case .h1, .h2: prompt(for: task)
        case .solution: [.common("this_is"), .number(task.number)]
        }
    }

    /// Each landing is named as the frog lands: "fünf, zehn, elf, zwölf, dreizehn".
    public func successLine(for task: FroschsprungTask) -> [AudioID] {
        task.landings.map(AudioID.number)
    }

    /// The frog needs a moment per landing before the next task.
    public func correctFeedbackSeconds(for task: FroschsprungTask) -> Double? {
        Double(task.landings.count) * FroschsprungRules.landingSeconds + 1
    }

    public func credits(for task: FroschsprungTask, planned: PlannedTask) -> TaskCredits {
        config.credits(on: task.number)
    }
}
