import ZKContent
import ZKCore
import ZKGameKit

/// Pure task generation for Entdecken's Zähl mit (docs/games.md#entdecken); the steps vary only the
/// distractors.
public enum EntdeckenTaskGenerator {
    public static func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    {
        config.validNumbers(level: level, range: range)
    }

    public static func makeTask(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout some RandomNumberGenerator
    ) -> EntdeckenTask {
        let number = ValidNumbers.nearest(
            to: planned.number, in: validNumbers(config: config, step: planned.step, level: level, range: range))
        let options = OptionGenerator.options(
            answer: number, tiles: TileSpec(config: config, task: planned, level: level),
            rangeMax: range.maxNumber, recentCorrectSlots: recentCorrectSlots, using: &generator)
        return EntdeckenTask(number: number, options: options)
    }
}
