import ZKContent
import ZKCore
import ZKGameKit

/// Pure task generation for Hör hin (docs/games.md#hör-hin).
public enum HoerHinTaskGenerator {
    public static func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    {
        config.validNumbers(level: level, range: range)
    }

    public static func makeTask(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage, voiceEnabled: Bool,
        recentCorrectSlots: [Int], using generator: inout some RandomNumberGenerator
    ) -> HoerHinTask {
        let valid = validNumbers(config: config, step: planned.step, level: level, range: range)
        let number = ValidNumbers.nearest(to: planned.number, in: valid)
        // At step 3 the teen partner is always a tile when it is in range (docs/games.md#hör-hin).
        let partnerShown = config.step(planned.step)?.teenPartnerAlwaysShown ?? false
        let partner = partnerShown ? GermanNumberWords.teenPartner(of: number) : nil
        let options = OptionGenerator.options(
            answer: number, tiles: TileSpec(config: config, task: planned, level: level),
            rangeMax: range.maxNumber, required: partner.map { [$0] } ?? [], recentCorrectSlots: recentCorrectSlots,
            using: &generator)
        return HoerHinTask(number: number, options: options, stimulusFallback: !voiceEnabled)
    }
}
