import ZKContent
import ZKCore
import ZKGameKit

/// Pure task generation for Zahlenmonster (docs/games.md#zahlenmonster).
public enum ZahlenmonsterTaskGenerator {
    public static func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    {
        config.validNumbers(level: level, range: range)
    }

    /// min(rangeMax + 3, 20): a few more cookies than the largest number, so the jar never tells.
    public static func cookieCount(config: GameConfig, range: RangeStage) -> Int {
        let extra = Int(config.constant("extraCookies", default: 3))
        let maximum = Int(config.constant("maximumCookies", default: 20))
        return max(1, min(range.maxNumber + extra, maximum, 20))
    }

    public static func makeTask(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage,
        using generator: inout some RandomNumberGenerator
    ) -> ZahlenmonsterTask {
        let cookies = cookieCount(config: config, range: range)
        let valid = validNumbers(config: config, step: planned.step, level: level, range: range)
        let number = min(cookies, ValidNumbers.nearest(to: planned.number, in: valid))
        let stepConfig = config.step(planned.step)
        let plate = stepConfig?.plate ?? standardPlate(planned.step)
        return ZahlenmonsterTask(
            number: number, cookieCount: cookies, plate: plate,
            countsAloud: stepConfig?.countsAloud ?? (planned.step == .step1), scatterSeed: generator.next())
    }

    /// Dotted field, outlines, plain plate by step (docs/games.md#zahlenmonster), should the
    /// content lack it.
    static func standardPlate(_ step: DifficultyStep) -> PlateStyle {
        switch step {
        case .step1: .dottedField
        case .step2: .outlineField
        case .step3: .plain
        }
    }
}
