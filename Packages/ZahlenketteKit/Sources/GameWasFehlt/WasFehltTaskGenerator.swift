import ZKContent
import ZKCore
import ZKGameKit

/// Pure task generation for Was fehlt? (docs/games.md#was-fehlt).
public enum WasFehltTaskGenerator {
    public static func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    {
        config.validNumbers(level: level, range: range)
    }

    /// The highest labelled bead below `number`, where the voice starts counting at H2 when the
    /// whole chain shows.
    public static func landmark(below number: Int, labelled: [Int]) -> Int? {
        labelled.filter { $0 < number }.max()
    }

    public static func makeTask(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout some RandomNumberGenerator
    ) -> WasFehltTask {
        let maximum = range.maxNumber
        let stepConfig = config.step(planned.step)
        let number = ValidNumbers.nearest(
            to: planned.number, in: validNumbers(config: config, step: planned.step, level: level, range: range))
        let window: ClosedRange<Int>
        if let size = stepConfig?.beadWindow, size < maximum {
            let lowest = max(1, number - size + 1)
            // At least one bead before the gap (unless the gap is 1): the hints count up to it
            // (docs/games.md#was-fehlt: H1 pulses the bead before the gap; D-0687).
            let highest = max(lowest, min(number - 1, maximum - size + 1))
            let start: Int
            if stepConfig?.gapPosition == .middle {
                // Gap in the middle, the window shifted at the ends of the chain.
                start = min(max(lowest, number - size / 2), highest)
            } else {
                start = lowest + generator.nextIndex(below: highest - lowest + 1)
            }
            window = start...(start + size - 1)
        } else {
            window = 1...maximum
        }
        let labelled = (stepConfig?.labeledNumbers ?? Array(window)).filter { window.contains($0) && $0 != number }
        let options = OptionGenerator.options(
            answer: number, tiles: TileSpec(config: config, task: planned, level: level), rangeMax: maximum,
            recentCorrectSlots: recentCorrectSlots, using: &generator)
        return WasFehltTask(number: number, window: window, labelledBeads: labelled, options: options)
    }
}
