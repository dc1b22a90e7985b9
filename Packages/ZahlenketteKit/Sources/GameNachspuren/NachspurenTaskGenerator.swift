import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

/// Pure task generation for Nachspuren (docs/games.md#nachspuren): the planned numeral, its Ziffern
/// and their strokes from the content's templates, and the step's corridor and guides.
public enum NachspurenTaskGenerator {
    public static func validNumbers(config: GameConfig, level: Level, range: RangeStage) -> [Int] {
        config.validNumbers(level: level, range: range)
    }

    /// The Ziffern of `number`, left to right.
    static func digits(of number: Int) -> [Int] {
        String(max(0, number)).compactMap { $0.wholeNumberValue }
    }

    public static func makeTask(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage,
        templates: [Int: NumeralTemplate]
    ) -> NachspurenTask {
        let valid = validNumbers(config: config, level: level, range: range)
        let number = ValidNumbers.nearest(to: planned.number, in: valid.isEmpty ? [1] : valid)
        let digits = digits(of: number)
        let strokes = digits.enumerated().flatMap { index, digit in
            (templates[digit]?.strokes ?? []).map { stroke in
                TemplateStroke(digit: index, points: stroke.points.map { Point(x: $0.x, y: $0.y) })
            }
        }
        let step = config.step(planned.step)
        return NachspurenTask(
            number: number, digits: digits, strokes: strokes,
            corridor: step?.corridorWidth ?? standardCorridor(planned.step), guides: Set(step?.guides ?? []))
    }

    /// 28 / 20 / 16 % of the glyph height (docs/games.md#nachspuren), should the content lack the
    /// field.
    static func standardCorridor(_ step: DifficultyStep) -> Double {
        switch step {
        case .step1: 0.28
        case .step2: 0.2
        case .step3: 0.16
        }
    }
}
