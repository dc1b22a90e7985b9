import ZKCore
import ZKGameKit

/// Pure task generation for Entdecken's Zähl mit (games.md 11.1); the steps vary only the
/// distractors.
public enum EntdeckenTaskGenerator {
    public static func validNumbers(step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        ValidNumbers.standard(range)
    }

    public static func makeTask(
        for planned: PlannedTask, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout some RandomNumberGenerator
    ) -> EntdeckenTask {
        let number = ValidNumbers.nearest(
            to: planned.number, in: validNumbers(step: planned.step, level: level, range: range))
        let options = OptionGenerator.options(
            answer: number, step: planned.step, level: level, rangeMax: range.maxNumber,
            recentCorrectSlots: recentCorrectSlots, using: &generator)
        return EntdeckenTask(number: number, options: options)
    }
}
