import ZKContent
import ZKCore
import ZKGameKit

/// Pure task generation for Wie viele? (docs/games.md#wie-viele).
public enum WieVieleTaskGenerator {
    /// The configured numbers, limited to what the step's pictures can show: littleOnes see only
    /// dice at step 2, so 1 to 6.
    public static func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    {
        let displays = self.displays(config: config, step: step, level: level)
        return config.validNumbers(level: level, range: range).filter { number in
            displays.contains { $0.canShow(number) }
        }
    }

    static func displays(config: GameConfig, step: DifficultyStep, level: Level) -> [WieVieleDisplay] {
        let configured = config.step(step)?.displays?[level] ?? []
        let mapped = configured.compactMap(WieVieleDisplay.init(content:))
        return mapped.isEmpty ? [.field] : mapped
    }

    public static func makeTask(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout some RandomNumberGenerator
    ) -> WieVieleTask {
        let valid = validNumbers(config: config, step: planned.step, level: level, range: range)
        let number = ValidNumbers.nearest(to: planned.number, in: valid)
        let usable = displays(config: config, step: planned.step, level: level).filter { $0.canShow(number) }
        let display = generator.pick(from: usable) ?? .field
        let asset = generator.pick(from: config.countingObjects ?? []) ?? ""
        let layoutSeed = generator.next()
        let options = OptionGenerator.options(
            answer: number, tiles: TileSpec(config: config, task: planned, level: level),
            rangeMax: range.maxNumber, recentCorrectSlots: recentCorrectSlots, using: &generator)
        return WieVieleTask(
            number: number, display: display, objectAsset: asset, layoutSeed: layoutSeed, options: options)
    }
}
