import ZKContent
import ZKCore
import ZKGameKit

/// What Wie viele? says and credits (docs/games.md#wie-viele): count 1.0 and recognize 0.5 on n.
public struct WieVieleRules: RoundRules {
    public let gameID = GameID.wieViele
    public let introLine: AudioID? = nil
    public let config: GameConfig

    public init(config: GameConfig) {
        self.config = config
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> WieVieleTask {
        WieVieleTaskGenerator.makeTask(
            for: planned, config: config, level: level, range: range, recentCorrectSlots: recentCorrectSlots,
            using: &generator)
    }

    public func prompt(for task: WieVieleTask) -> [AudioID] { [.prompt(.wieViele, "ask")] }

    /// H1 asks to count again, H2 regroups into the field, S counts aloud to n.
    public func hintLine(_ rung: HintRung, for task: WieVieleTask) -> [AudioID] {
        switch rung {
        case .none: []
        case .h1: [.prompt(.wieViele, "hint1")]
        case .h2: [.prompt(.wieViele, "hint2")]
        case .solution: (1...max(1, task.number)).map(AudioID.number) + theseAre(task.number)
        }
    }

    public func credits(for task: WieVieleTask, planned: PlannedTask) -> TaskCredits {
        config.credits(on: task.number)
    }

    /// "Das sind …" + the number, or the single line "Das ist eins." (docs/games.md#audio).
    private func theseAre(_ number: Int) -> [AudioID] {
        number == 1 ? [.common("just_one")] : [.common("these_are"), .number(number)]
    }
}
