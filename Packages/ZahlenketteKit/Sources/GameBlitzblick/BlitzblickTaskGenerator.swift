import ZKContent
import ZKCore
import ZKGameKit

/// Pure task generation for Blitzblick (docs/games.md#blitzblick).
public enum BlitzblickTaskGenerator {
    /// DR-26: scattered dots only up to 3 (littleOnes) or 4 (Vorschule), when content says nothing.
    static func standardScatteredUpTo(_ level: Level) -> Int { level == .littleOnes ? 3 : 4 }

    /// The configured numbers (littleOnes up to 10 by content) that a picture of the step can show.
    public static func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    {
        let displays = configuredDisplays(config: config, step: step, level: level)
        return config.validNumbers(level: level, range: range).filter { number in
            displays.contains { $0.canShow(number) }
        }
    }

    static func configuredDisplays(config: GameConfig, step: DifficultyStep, level: Level) -> [QuantityPicture] {
        let mapped = (config.step(step)?.displays?[level] ?? []).compactMap(QuantityPicture.init(content:))
        return mapped.isEmpty ? [.field] : mapped
    }

    /// The picture of `number`: scattered dots only up to the step's limit (DR-26), else the
    /// structured pictures that can show it, one by seed.
    static func display(
        for number: Int, config: GameConfig, step: DifficultyStep, level: Level,
        using generator: inout some RandomNumberGenerator
    ) -> QuantityPicture {
        let configured = configuredDisplays(config: config, step: step, level: level)
        let scatteredUpTo = config.step(step)?.scatteredUpTo?[level] ?? standardScatteredUpTo(level)
        if configured.contains(.scattered), number <= scatteredUpTo { return .scattered }
        let structured = configured.filter { $0 != .scattered && $0.canShow(number) }
        return generator.pick(from: structured) ?? .field
    }

    /// The flash of a step and level from content (the table of docs/games.md#blitzblick as the
    /// fallback).
    static func flash(config: GameConfig, step: DifficultyStep, level: Level) -> BlitzblickFlash {
        let table: [DifficultyStep: (Double, Double)] = [.step1: (2.0, 1.5), .step2: (1.5, 1.2), .step3: (1.2, 0.8)]
        let standard = table[step].map { level == .littleOnes ? $0.0 : $0.1 } ?? 1.5
        return BlitzblickFlash(
            cue: config.constant("blinkCueSeconds", default: 0.5),
            seconds: config.step(step)?.flashSeconds?[level] ?? standard,
            hintFactor: config.constant("hintFlashFactor", default: 2))
    }

    public static func makeTask(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout some RandomNumberGenerator
    ) -> BlitzblickTask {
        let valid = validNumbers(config: config, step: planned.step, level: level, range: range)
        let number = ValidNumbers.nearest(to: planned.number, in: valid)
        let display = display(for: number, config: config, step: planned.step, level: level, using: &generator)
        let layoutSeed = generator.next()
        let options = OptionGenerator.options(
            answer: number, tiles: TileSpec(config: config, task: planned, level: level),
            rangeMax: range.maxNumber, recentCorrectSlots: recentCorrectSlots, using: &generator)
        return BlitzblickTask(
            number: number, display: display, layoutSeed: layoutSeed,
            flash: flash(config: config, step: planned.step, level: level), options: options)
    }
}
