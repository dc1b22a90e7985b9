import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameMehrOderWeniger

@Suite struct MehrOderWenigerTaskGeneratorTests {
    private let config = ShippedContent.game(.mehrWeniger)

    private func planned(_ number: Int, _ step: DifficultyStep) -> PlannedTask {
        var generator = SplitMix64(seed: UInt64(number) &+ 77)
        return PlannedTask(
            id: DeterministicID.roundID(using: &generator), skill: .compare, number: number, step: step,
            reason: .focus)
    }

    private func task(
        _ number: Int, _ step: DifficultyStep, level: Level = .vorschule, range: RangeStage = .r1to20,
        voice: Bool = true, seed: UInt64
    ) throws -> MehrOderWenigerTask {
        var generator = SplitMix64(seed: seed)
        return MehrOderWenigerTaskGenerator.makeTask(
            for: planned(number, step), config: try #require(config), level: level, range: range, voiceEnabled: voice,
            recentTargets: [], using: &generator)
    }

    /// The smallest |n − m| a step must keep for n in `pool` (docs/games.md#mehr-oder-weniger):
    /// step 1 three, or two when no partner is three away; steps 2 and 3 one, at most two.
    private func allowed(_ step: DifficultyStep, n: Int, pool: [Int]) -> ClosedRange<Int> {
        guard step == .step1 else { return 1...2 }
        let others = pool.filter { $0 != n }.map { abs($0 - n) }
        if others.contains(where: { $0 >= 3 }) { return 3...19 }
        return others.contains(where: { $0 >= 2 }) ? 2...19 : 1...19
    }

    @Test func everyStepLevelRangeAndSeedKeepsTheDifferenceTheRangeAndTheQuestion() throws {
        let config = try #require(config)
        let animals = try #require(config.figureAssetNames)
        let objects = try #require(config.countingObjects)
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                let valid = MehrOderWenigerGame().validNumbers(
                    config: config, step: .step1, level: level, range: range)
                #expect(valid == config.validNumbers(level: level, range: range))
                for step in DifficultyStep.allCases {
                    for number in valid {
                        let differences = allowed(step, n: number, pool: valid)
                        for seed in UInt64(0)..<500 {
                            let task = try task(number, step, level: level, range: range, seed: seed &* 613 &+ 5)
                            let m = task.partner
                            #expect(task.number == number && m != number && valid.contains(m))
                            #expect(differences.contains(abs(number - m)), "\(level) \(step) n=\(number) m=\(m)")
                            #expect(Set([task.upper.count, task.lower.count]) == [number, m])
                            let target = task.set(task.target).count
                            let other = task.set(task.target.other).count
                            #expect(task.question == .more ? target > other : target < other)
                            if level == .littleOnes || step == .step1 { #expect(task.question == .more) }
                            #expect(task.scattered == (step == .step3))
                            #expect(task.upper.animal != task.lower.animal)
                            for set in [task.upper, task.lower] {
                                let index = try #require(animals.firstIndex(of: set.animal))
                                #expect(set.object == objects[index], "each animal has its own things")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func stepOneUsesTwoWhenNoPartnerIsThreeAway() throws {
        // In 1 to 5 the middle number 3 has no partner three away; 1 and 5 are two away.
        for seed in UInt64(0)..<500 {
            let task = try task(3, .step1, range: .r1to5, seed: seed)
            #expect([1, 5].contains(task.partner))
        }
    }

    @Test func theVorschuleIsAskedMehrAndWenigerAboutEquallyOftenFromStepTwo() throws {
        for step in [DifficultyStep.step2, .step3] {
            var less = 0
            for seed in UInt64(0)..<500 {
                if try task(9, step, seed: seed &+ 4000).question == .less { less += 1 }
                #expect(try task(6, step, level: .littleOnes, range: .r1to10, seed: seed).question == .more)
                #expect(try task(9, step, voice: false, seed: seed).question == .more, "without voice only mehr")
            }
            #expect((200...300).contains(less), "\(less) of 500")
        }
    }

    @Test func theTargetSideNeverRepeatsThreeTimesInARow() throws {
        let rules = MehrOderWenigerRules(config: try #require(config), voiceEnabled: true)
        var upper = 0
        var lower = 0
        for level in Level.allCases {
            for step in DifficultyStep.allCases {
                for seed in UInt64(0)..<500 {
                    let plan = GameTestKit.plan(
                        .mehrWeniger, numbers: [3, 7, 2, 9, 5, 8, 4, 6], step: step, level: level, seed: seed)
                    var generator = SplitMix64(seed: plan.seed)
                    let sides = rules.makeTasks(for: plan, using: &generator).map(\.task.target)
                    for index in 2..<sides.count {
                        #expect(!(sides[index] == sides[index - 1] && sides[index] == sides[index - 2]), "\(sides)")
                    }
                    upper += sides.filter { $0 == .upper }.count
                    lower += sides.filter { $0 == .lower }.count
                }
            }
        }
        #expect(abs(upper - lower) < (upper + lower) / 10, "both sides are asked: \(upper) / \(lower)")
    }

    @Test func theTaskCreditsCompareOnBothNumbersAndCountOnN() throws {
        let rules = MehrOderWenigerRules(config: try #require(config), voiceEnabled: true)
        let task = try task(7, .step2, seed: 3)
        let credits = rules.credits(for: task, planned: planned(7, .step2))
        #expect(credits.skill == .compare && credits.number == 7 && credits.partnerNumber == task.partner)
        #expect(credits.secondarySkill == .count && credits.secondaryNumber == 7)
    }

    @Test func theLinesAskRepeatPairAndNameBothCounts() throws {
        let rules = MehrOderWenigerRules(config: try #require(config), voiceEnabled: true)
        let set = { (count: Int) in
            MehrOderWenigerSet(count: count, animal: "obj_hase", object: "obj_karotte", layoutSeed: 1)
        }
        let less = MehrOderWenigerTask(
            number: 6, partner: 8, question: .less, target: .lower, scattered: false, upper: set(8), lower: set(6))
        #expect(rules.prompt(for: less).map(\.rawValue) == ["prompt.mehr_weniger.less"])
        #expect(rules.hintLine(.h1, for: less) == rules.prompt(for: less))
        #expect(rules.hintLine(.h2, for: less).map(\.rawValue) == ["prompt.mehr_weniger.hint2"])
        #expect(
            rules.hintLine(.solution, for: less).map(\.rawValue) == [
                "num.8", "num.6", "prompt.mehr_weniger.less_here",
            ])
        #expect(rules.successLine(for: less).map(\.rawValue) == ["num.6"])
        #expect(rules.recordedNumber(of: .upper, for: less) == 8)
        let more = MehrOderWenigerTask(
            number: 6, partner: 8, question: .more, target: .upper, scattered: false, upper: set(8), lower: set(6))
        #expect(rules.hintLine(.solution, for: more).last?.rawValue == "prompt.mehr_weniger.more_here")
    }
}
