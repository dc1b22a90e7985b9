import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameZahlenmonster

@Suite struct ZahlenmonsterTaskGeneratorTests {
    private let config = ShippedContent.game(.zahlenmonster)

    private func planned(_ number: Int, _ step: DifficultyStep) -> PlannedTask {
        var generator = SplitMix64(seed: UInt64(number) &+ 57)
        return PlannedTask(
            id: DeterministicID.roundID(using: &generator), skill: .count, number: number, step: step, reason: .focus)
    }

    @Test func everyLevelRangeStepAndSeedFillsTheJarAndDrawsThePlateTheStepSays() throws {
        let config = try #require(config)
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                let jar = min(range.maxNumber + 3, 20)
                for step in DifficultyStep.allCases {
                    for number in range.numbers {
                        var seeds: Set<UInt64> = []
                        for seed in UInt64(0)..<500 {
                            var generator = SplitMix64(seed: seed &* 17 &+ UInt64(number))
                            let task = ZahlenmonsterTaskGenerator.makeTask(
                                for: planned(number, step), config: config, level: level, range: range,
                                using: &generator)
                            #expect(task.number == number && task.cookieCount == jar)
                            #expect(task.places == (jar <= 10 ? 10 : 20) && task.number <= task.places)
                            #expect(task.countsAloud == (step == .step1))
                            #expect(task.signOnly == (step == .step3))
                            switch step {
                            case .step1: #expect(task.plate == .dottedField)
                            case .step2: #expect(task.plate == .outlineField)
                            case .step3: #expect(task.plate == .plain)
                            }
                            seeds.insert(task.scatterSeed)
                        }
                        // Each seed scatters the plain plate its own way.
                        #expect(seeds.count == 500)
                    }
                }
            }
        }
    }

    @Test func theJarHoldsThreeMoreThanTheRangeButNeverMoreThanTwenty() throws {
        let config = try #require(config)
        #expect(ZahlenmonsterTaskGenerator.cookieCount(config: config, range: .r1to5) == 8)
        #expect(ZahlenmonsterTaskGenerator.cookieCount(config: config, range: .r1to10) == 13)
        #expect(ZahlenmonsterTaskGenerator.cookieCount(config: config, range: .r1to20) == 20)
    }

    @Test func theLinesFollowTheRealCount() throws {
        let rules = ZahlenmonsterRules(config: try #require(config))
        let task = ZahlenmonsterTask(
            number: 4, cookieCount: 13, plate: .outlineField, countsAloud: false, scatterSeed: 1)
        #expect(rules.prompt(for: task) == [.prompt(.zahlenmonster, "give"), .number(4)])
        #expect(rules.hintLine(.h1, for: task, after: 3) == [.prompt(.zahlenmonster, "more")])
        #expect(rules.hintLine(.h1, for: task, after: 6) == [.prompt(.zahlenmonster, "too_many")])
        #expect(
            rules.hintLine(.h2, for: task, after: 2) == [.number(1), .number(2), .prompt(.zahlenmonster, "more")])
        #expect(
            rules.hintLine(.solution, for: task, after: 5) == [
                .prompt(.zahlenmonster, "too_many"), .number(1), .number(2), .number(3), .number(4),
            ])
        #expect(rules.successLine(for: task) == [.number(4), .prompt(.zahlenmonster, "yum")])
        let signOnly = ZahlenmonsterTask(number: 4, cookieCount: 13, plate: .plain, countsAloud: false, scatterSeed: 1)
        #expect(rules.prompt(for: signOnly) == [.prompt(.zahlenmonster, "give_sign")])
    }
}
