import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameNachspuren

@Suite struct NachspurenTaskGeneratorTests {
    private let config = ShippedContent.game(.nachspuren)
    private let templates = ShippedContent.catalog.numerals

    private func rules() throws -> NachspurenRules {
        NachspurenRules(
            config: try #require(config), templates: templates,
            aspectRatio: ShippedContent.catalog.numeralAspectRatio)
    }

    @Test func theModuleOffersOneToTenOrTwentyInRoundsOfFour() throws {
        let config = try #require(config)
        let game = NachspurenGame()
        #expect(game.id == .nachspuren)
        #expect(game.validNumbers(config: config, step: .step1, level: .littleOnes, range: .r1to10) == Array(1...10))
        #expect(game.validNumbers(config: config, step: .step3, level: .vorschule, range: .r1to20) == Array(1...20))
        for level in Level.allCases {
            for step in DifficultyStep.allCases { #expect(config.tasksPerRound(step: step, level: level) == 4) }
        }
    }

    @Test func everyNumberStepAndSeedIsWrittenZifferByZifferInTheSchoolForm() throws {
        let rules = try rules()
        let corridors: [DifficultyStep: Double] = [.step1: 0.28, .step2: 0.2, .step3: 0.16]
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                for step in DifficultyStep.allCases {
                    for seed in UInt64(0)..<500 {
                        // A round of four over the range, in an order drawn from the seed.
                        var pick = SplitMix64(seed: seed)
                        let numbers = (0..<4).map { _ in 1 + pick.nextIndex(below: range.maxNumber) }
                        let plan = GameTestKit.plan(
                            .nachspuren, numbers: numbers, step: step, level: level, range: range, seed: seed)
                        var generator = SplitMix64(seed: plan.seed)
                        let tasks = rules.makeTasks(for: plan, using: &generator).map(\.task)
                        #expect(tasks.map(\.number) == numbers)
                        for task in tasks {
                            #expect(task.digits == String(task.number).compactMap(\.wholeNumberValue))
                            let expected = task.digits.flatMap { digit in
                                (templates[digit]?.strokes ?? []).map { $0.points.count }
                            }
                            #expect(task.strokes.map(\.points.count) == expected)
                            // Left to right: the strokes of the first Ziffer come first.
                            #expect(task.strokes.map(\.digit) == task.strokes.map(\.digit).sorted())
                            #expect(task.corridor == corridors[step])
                        }
                    }
                }
            }
        }
    }

    @Test func theStepsShowTheirGuides() throws {
        let rules = try rules()
        let guides = DifficultyStep.allCases.map { step -> Set<TraceGuide> in
            let plan = GameTestKit.plan(.nachspuren, numbers: [5], step: step)
            var generator = SplitMix64(seed: 1)
            return rules.makeTasks(for: plan, using: &generator)[0].task.guides
        }
        #expect(guides[0] == [.arrows, .ghostFinger, .startDot])
        #expect(guides[1] == [.startDot, .arrows])
        #expect(guides[2] == [.faintOutline])
    }

    @Test func theLinesSpeakEachZifferAndTheNumeralWithItsParts() throws {
        let rules = try rules()
        func task(_ number: Int) -> NachspurenTask {
            NachspurenTaskGenerator.makeTask(
                for: GameTestKit.plan(.nachspuren, numbers: [number]).tasks[0], config: rules.config,
                level: .vorschule, range: .r1to20, templates: templates)
        }
        #expect(rules.prompt(for: task(7)).map(\.rawValue) == ["prompt.nachspuren.trace", "num.7"])
        #expect(rules.successLine(for: task(4)).map(\.rawValue) == ["num.4"])
        #expect(rules.successLine(for: task(7)).map(\.rawValue) == ["num.7", "num.7.parts"])
        #expect(rules.successLine(for: task(14)).map(\.rawValue) == ["num.4", "num.14", "num.14.parts"])
        #expect(rules.successLine(for: task(20)).map(\.rawValue) == ["num.0", "num.20", "num.20.parts"])
        #expect(rules.hintLine(.h1, for: task(3)).map(\.rawValue) == ["prompt.nachspuren.start"])
        #expect(rules.hintLine(.h2, for: task(3)).map(\.rawValue) == ["prompt.nachspuren.with_me"])
        #expect(
            rules.hintLine(.solution, for: task(3)).map(\.rawValue) == [
                "prompt.common.this_is", "num.3", "prompt.nachspuren.with_me",
            ])
        let credits = rules.credits(for: task(9), planned: GameTestKit.plan(.nachspuren, numbers: [9]).tasks[0])
        #expect(credits.skill == .write && credits.secondarySkill == .recognize && credits.secondaryNumber == 9)
    }
}
