import ZKCore
import ZKGameKit

/// Pure task generation for Hör hin (games.md 11.3).
public enum HoerHinTaskGenerator {
    /// Every number of the range can be asked for.
    public static func validNumbers(step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        ValidNumbers.standard(range)
    }

    public static func makeTask(
        for planned: PlannedTask, level: Level, range: RangeStage, voiceEnabled: Bool, recentCorrectSlots: [Int],
        using generator: inout some RandomNumberGenerator
    ) -> HoerHinTask {
        let valid = validNumbers(step: planned.step, level: level, range: range)
        let number = ValidNumbers.nearest(to: planned.number, in: valid)
        // At step 3 the teen partner is always a tile when it is in range (games.md 11.3).
        let partner = planned.step == .step3 ? GermanNumberWords.teenPartner(of: number) : nil
        let options = OptionGenerator.options(
            answer: number, step: planned.step, level: level, rangeMax: range.maxNumber,
            required: partner.map { [$0] } ?? [], recentCorrectSlots: recentCorrectSlots, using: &generator)
        return HoerHinTask(number: number, options: options, stimulusFallback: !voiceEnabled)
    }
}
