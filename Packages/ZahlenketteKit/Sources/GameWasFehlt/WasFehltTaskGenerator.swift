import ZKCore
import ZKGameKit

/// Pure task generation for Was fehlt? (games.md 11.4).
public enum WasFehltTaskGenerator {
    /// The beads that keep their numeral on the whole chain at step 3.
    public static let landmarks = [1, 5, 10, 15, 20]
    /// Beads shown at step 1 and step 2.
    static let stepOneWindow = 3
    static let stepTwoWindow = 5

    public static func validNumbers(step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        ValidNumbers.standard(range)
    }

    /// The highest landmark below `number`, where the voice starts counting at H2 on step 3.
    public static func landmark(below number: Int) -> Int? {
        landmarks.last { $0 < number }
    }

    public static func makeTask(
        for planned: PlannedTask, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout some RandomNumberGenerator
    ) -> WasFehltTask {
        let maximum = range.maxNumber
        let number = ValidNumbers.nearest(
            to: planned.number, in: validNumbers(step: planned.step, level: level, range: range))
        let window: ClosedRange<Int>
        switch planned.step {
        case .step1:
            // Gap in the middle, the window shifted at the ends of the chain.
            let start = min(max(1, number - 1), max(1, maximum - stepOneWindow + 1))
            window = start...min(maximum, start + stepOneWindow - 1)
        case .step2:
            let lowest = max(1, number - stepTwoWindow + 1)
            let highest = max(lowest, min(number, maximum - stepTwoWindow + 1))
            let start = lowest + generator.nextIndex(below: highest - lowest + 1)
            window = start...min(maximum, start + stepTwoWindow - 1)
        case .step3:
            window = 1...maximum
        }
        let labelled = planned.step == .step3 ? landmarks.filter { window.contains($0) } : Array(window)
        let options = OptionGenerator.options(
            answer: number, step: planned.step, level: level, rangeMax: maximum,
            recentCorrectSlots: recentCorrectSlots, using: &generator)
        return WasFehltTask(
            number: number, window: window, labelledBeads: labelled.filter { $0 != number }, options: options)
    }
}
