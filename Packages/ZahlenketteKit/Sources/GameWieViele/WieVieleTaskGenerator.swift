import ZKCore
import ZKGameKit

/// Pure task generation for Wie viele? (games.md 11.2).
public enum WieVieleTaskGenerator {
    /// The highest number a dice face shows.
    static let diceMaximum = 6
    /// The highest number two hands show.
    static let fingersMaximum = 10

    /// At step 2 the littleOnes see dice only, so only 1 to 6 can be shown; otherwise the range.
    public static func validNumbers(step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        if step == .step2, level == .littleOnes {
            return Array(1...min(diceMaximum, range.maxNumber))
        }
        return ValidNumbers.standard(range)
    }

    /// The step-2 pictures that can show `number` for `level`.
    static func structuredDisplays(for number: Int, level: Level) -> [WieVieleDisplay] {
        guard level == .vorschule else { return [.dice] }
        var displays: [WieVieleDisplay] = []
        if number <= diceMaximum { displays.append(.dice) }
        if number <= fingersMaximum { displays.append(.fingers) }
        if number > fingersMaximum { displays.append(.tenStickAndFingers) }
        return displays
    }

    public static func makeTask(
        for planned: PlannedTask, level: Level, range: RangeStage, objectAssets: [String], recentCorrectSlots: [Int],
        using generator: inout some RandomNumberGenerator
    ) -> WieVieleTask {
        let valid = validNumbers(step: planned.step, level: level, range: range)
        let number = ValidNumbers.nearest(to: planned.number, in: valid)
        let display: WieVieleDisplay
        switch planned.step {
        case .step1: display = .field
        case .step2: display = generator.pick(from: structuredDisplays(for: number, level: level)) ?? .dice
        case .step3: display = .scattered
        }
        let asset = generator.pick(from: objectAssets) ?? ""
        let layoutSeed = generator.next()
        let options = OptionGenerator.options(
            answer: number, step: planned.step, level: level, rangeMax: range.maxNumber,
            recentCorrectSlots: recentCorrectSlots, using: &generator)
        return WieVieleTask(
            number: number, display: display, objectAsset: asset, layoutSeed: layoutSeed, options: options)
    }
}
