import ZKContent
import ZKCore
import ZKGameKit

/// What Was fehlt? says and credits (docs/games.md#was-fehlt): order 1.0 and recognize 0.5 on the
/// missing n.
public struct WasFehltRules: RoundRules {
    public let gameID = GameID.wasFehlt
    public let introLine: AudioID? = nil

    public let config: GameConfig

    public init(config: GameConfig) {
        self.config = config
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> WasFehltTask {
        WasFehltTaskGenerator.makeTask(
            for: planned, config: config, level: level, range: range, recentCorrectSlots: recentCorrectSlots,
            using: &generator)
    }

    public func prompt(for task: WasFehltTask) -> [AudioID] { [.prompt(.wasFehlt, "ask")] }

    /// H1 names the bead before the gap, H2 counts up to the gap, S says the successor line.
    public func hintLine(_ rung: HintRung, for task: WasFehltTask) -> [AudioID] {
        let n = task.number
        switch rung {
        case .none:
            return []
        case .h1:
            return n == 1 ? [.prompt(.wasFehlt, "first")] : [.number(n - 1), .prompt(.wasFehlt, "next")]
        case .h2:
            guard n > 1 else { return [.prompt(.wasFehlt, "first")] }
            // When only some beads carry numerals, counting starts at the nearest one below the gap.
            let landmarks = task.labelledBeads.count + 1 < task.window.count ? task.labelledBeads : []
            let start = WasFehltTaskGenerator.landmark(below: n, labelled: landmarks) ?? task.window.lowerBound
            return (start..<n).map(AudioID.number) + [.prompt(.wasFehlt, "next")]
        case .solution:
            return n >= 2 ? [.numberAfter(n)] : [.common("this_is"), .number(n)]
        }
    }

    public func credits(for task: WasFehltTask, planned: PlannedTask) -> TaskCredits {
        config.credits(on: task.number)
    }
}
