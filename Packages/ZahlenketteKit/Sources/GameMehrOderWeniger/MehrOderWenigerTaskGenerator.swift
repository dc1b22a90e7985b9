import ZKContent
import ZKCore
import ZKGameKit

/// Pure task generation for Mehr oder weniger (docs/games.md#mehr-oder-weniger).
public enum MehrOderWenigerTaskGenerator {
    /// Every configured number of the level and range: each has a partner.
    public static func validNumbers(config: GameConfig, level: Level, range: RangeStage) -> [Int] {
        config.validNumbers(level: level, range: range)
    }

    /// The differences |n − m| a step allows (content; docs/games.md#mehr-oder-weniger: step 1 at
    /// least 3, steps 2 and 3 one or two).
    static func differences(config: GameConfig, step: DifficultyStep) -> ClosedRange<Int> {
        config.step(step)?.difference?.closedRange ?? (step == .step1 ? 3...19 : 1...2)
    }

    /// A partner m ≠ n from `pool` at an allowed distance. When none is that far (step 1 in a small
    /// range), the step's fallback minimum (2) applies; failing that, any other number.
    static func partner(
        of number: Int, pool: [Int], config: GameConfig, step: DifficultyStep,
        using generator: inout some RandomNumberGenerator
    ) -> Int {
        let others = pool.filter { $0 != number }
        let wanted = differences(config: config, step: step)
        var candidates = others.filter { wanted.contains(abs($0 - number)) }
        if candidates.isEmpty, let fallback = config.step(step)?.fallbackMinDifference, fallback <= wanted.upperBound {
            candidates = others.filter { (fallback...wanted.upperBound).contains(abs($0 - number)) }
        }
        if candidates.isEmpty { candidates = others }
        return generator.pick(from: candidates) ?? (number > 1 ? number - 1 : number + 1)
    }

    /// The questions of the step and level: "mehr" only at step 1 and for the littleOnes, and
    /// without voice, where "weniger" could not be asked (D-0610).
    static func questions(
        config: GameConfig, step: DifficultyStep, level: Level, voiceEnabled: Bool
    )
        -> [CompareQuestion]
    {
        let configured = config.step(step)?.questions?[level] ?? [.more]
        return voiceEnabled && !configured.isEmpty ? configured : [.more]
    }

    /// The target side: seeded, but never a third time in a row on the same side.
    static func target(
        recentTargets: [ComparisonSide], using generator: inout some RandomNumberGenerator
    )
        -> ComparisonSide
    {
        let lastTwo = recentTargets.suffix(2)
        if lastTwo.count == 2, let last = lastTwo.last, lastTwo.allSatisfy({ $0 == last }) { return last.other }
        return generator.pick(from: ComparisonSide.allCases) ?? .upper
    }

    public static func makeTask(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage, voiceEnabled: Bool,
        recentTargets: [ComparisonSide], using generator: inout some RandomNumberGenerator
    ) -> MehrOderWenigerTask {
        let valid = validNumbers(config: config, level: level, range: range)
        let number = ValidNumbers.nearest(to: planned.number, in: valid)
        let partner = partner(of: number, pool: valid, config: config, step: planned.step, using: &generator)
        let question =
            generator.pick(
                from: questions(config: config, step: planned.step, level: level, voiceEnabled: voiceEnabled))
            ?? .more
        let target = target(recentTargets: recentTargets, using: &generator)
        let targetCount = question == .more ? max(number, partner) : min(number, partner)
        let otherCount = targetCount == number ? partner : number
        // Two different animals, each with its own things (the content lists them side by side).
        let animals = config.figureAssetNames ?? []
        let objects = config.countingObjects ?? []
        let pair = Array(generator.shuffled(Array(animals.indices)).prefix(2))
        func set(_ count: Int, _ which: Int) -> MehrOderWenigerSet {
            let index = pair.indices.contains(which) ? pair[which] : which
            return MehrOderWenigerSet(
                count: count, animal: animals.indices.contains(index) ? animals[index] : "",
                object: objects.isEmpty ? "" : objects[index % objects.count], layoutSeed: generator.next())
        }
        let upper = set(target == .upper ? targetCount : otherCount, 0)
        let lower = set(target == .lower ? targetCount : otherCount, 1)
        let displays = config.step(planned.step)?.displays?[level] ?? []
        return MehrOderWenigerTask(
            number: number, partner: partner, question: question, target: target,
            scattered: displays.contains(.scattered), upper: upper, lower: lower)
    }
}
