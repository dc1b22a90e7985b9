import ZKContent
import ZKCore
import ZKGameKit

/// Pure board generation for Memory (docs/games.md#memory): one pair per planned task, all numbers
/// distinct, the cards shuffled by the round's seed.
public enum MemoryBoardGenerator {
    /// The configured numbers the step's quantity pictures can show.
    public static func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    {
        config.validNumbers(level: level, range: range).filter {
            !displays(for: $0, config: config, step: step, level: level).isEmpty
        }
    }

    /// The pictures a quantity card of `number` may use: the step's displays that can show it; at a
    /// step with `scatteredUpTo`, scattered dots exactly for the numbers up to that limit.
    static func displays(for number: Int, config: GameConfig, step: DifficultyStep, level: Level) -> [MemoryDisplay] {
        let stepConfig = config.step(step)
        let configured = stepConfig?.displays?[level] ?? [.zwanzigerfeld]
        // One index loop instead of map, filter and contains: a debug build makes each of those
        // generic calls per picture, for every number of every board (D-0057).
        var showable: [MemoryDisplay] = []
        var hasScattered = false
        var index = 0
        while index < configured.count {
            let display = MemoryDisplay(content: configured[index])
            if display.canShow(number) {
                showable.append(display)
                if display == .scattered { hasScattered = true }
            }
            index += 1
        }
        guard let limit = stepConfig?.scatteredUpTo?[level] else { return showable }
        if number <= limit, hasScattered { return [.scattered] }
        return showable.filter { $0 != .scattered }
    }

    /// The pictures the quantity card of a planned pair may use. A scaffolded pair shows step one's
    /// structured picture (the Zwanzigerfeld) on a board of any step, when step one can show its
    /// number; the board, its pairs and the credited number stay as planned (D-0688).
    static func quantityDisplays(
        for number: Int, planned: PlannedTask, config: GameConfig, level: Level
    ) -> [MemoryDisplay] {
        let easiest = displays(for: number, config: config, step: planned.formStep, level: level)
        return easiest.isEmpty ? displays(for: number, config: config, step: planned.step, level: level) : easiest
    }

    /// The round's board: pair i stands for planned task i. A number the plan repeats (or one the
    /// step cannot show) becomes the nearest valid number not yet on the board.
    public static func makeBoard(
        for plan: RoundPlan, config: GameConfig, using generator: inout some RandomNumberGenerator
    ) -> [MemoryTask] {
        let valid = validNumbers(config: config, step: plan.step, level: plan.level, range: plan.range)
        var used: [Int] = []
        for planned in plan.tasks {
            let free = valid.filter { !used.contains($0) }
            used.append(ValidNumbers.nearest(to: planned.number, in: free.isEmpty ? valid : free))
        }
        let places = generator.shuffled(Array(0..<(2 * used.count)))
        var boardNumbers = Array(repeating: 0, count: places.count)
        for (pair, number) in used.enumerated() {
            boardNumbers[places[2 * pair]] = number
            boardNumbers[places[2 * pair + 1]] = number
        }
        return zip(plan.tasks, used).enumerated().map { pair, entry in
            let options = quantityDisplays(for: entry.1, planned: entry.0, config: config, level: plan.level)
            return MemoryTask(
                number: entry.1, display: generator.pick(from: options) ?? .field, numeralCard: places[2 * pair],
                quantityCard: places[2 * pair + 1], boardNumbers: boardNumbers, layoutSeed: generator.next())
        }
    }

    /// A board of one pair (the demo of a profile's first round).
    public static func makePair(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage,
        using generator: inout some RandomNumberGenerator
    ) -> MemoryTask {
        let valid = validNumbers(config: config, step: planned.step, level: level, range: range)
        let number = ValidNumbers.nearest(to: planned.number, in: valid)
        let numeralFirst = generator.nextIndex(below: 2) == 0
        let options = quantityDisplays(for: number, planned: planned, config: config, level: level)
        return MemoryTask(
            number: number, display: generator.pick(from: options) ?? .field, numeralCard: numeralFirst ? 0 : 1,
            quantityCard: numeralFirst ? 1 : 0, boardNumbers: [number, number], layoutSeed: generator.next())
    }
}
