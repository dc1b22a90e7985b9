import ZKContent
import ZKCore
import ZKGameKit

/// Pure task generation for Froschsprung (docs/games.md#froschsprung).
public enum FroschsprungTaskGenerator {
    public static func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    {
        config.validNumbers(level: level, range: range)
    }

    /// How far the step-3 start stone lies from the target when the content says nothing:
    /// littleOnes 1–2, vorschule 1–3 (docs/games.md#froschsprung).
    static func standardOffset(_ level: Level) -> NumberRange {
        NumberRange(min: 1, max: level == .littleOnes ? 2 : 3)
    }

    public static func makeTask(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage,
        using generator: inout some RandomNumberGenerator
    ) -> FroschsprungTask {
        let stones = range.maxNumber
        let number = ValidNumbers.nearest(
            to: planned.number, in: validNumbers(config: config, step: planned.step, level: level, range: range))
        let stepConfig = config.step(planned.step)
        let start: Int
        switch stepConfig?.frogStart ?? .bank {
        case .bank:
            start = 0
        case .nearTarget:
            start = startStone(
                near: number, offsets: stepConfig?.frogStartOffset?[level] ?? standardOffset(level), stones: stones,
                using: &generator)
        }
        // Step 1 numbers every stone, steps 2 and 3 only the landmarks; the frog's stone always
        // shows its numeral so the child can count on from it.
        let configured = stepConfig?.labeledNumbers ?? Array(1...stones)
        var labelled = Set(configured.filter { (1...stones).contains($0) })
        if start > 0 { labelled.insert(start) }
        return FroschsprungTask(number: number, start: start, stoneCount: stones, labelledStones: labelled)
    }

    /// A stone a = n ± offset within the pond, drawn evenly from every such stone (D-0654); the bank
    /// only if the pond has no other stone at all.
    static func startStone(
        near number: Int, offsets: NumberRange, stones: Int, using generator: inout some RandomNumberGenerator
    ) -> Int {
        let low = max(1, offsets.min)
        let high = max(low, offsets.max)
        let candidates = (low...high).flatMap { [number - $0, number + $0] }.filter { (1...stones).contains($0) }
        guard !candidates.isEmpty else { return 0 }
        return candidates[generator.nextIndex(below: candidates.count)]
    }
}
