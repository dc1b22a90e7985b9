import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameHoerHin

@Suite struct HoerHinTaskGeneratorTests {
    private let config = ShippedContent.game(.hoerHin)

    private func planned(_ number: Int, _ step: DifficultyStep) -> PlannedTask {
        var generator = SplitMix64(seed: UInt64(number))
        let id = DeterministicID.roundID(using: &generator)
        return PlannedTask(id: id, skill: .name, number: number, step: step, reason: .focus)
    }

    @Test func everyStepLevelRangeAndSeedOffersTheAnswerWithinTheRange() throws {
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                for step in DifficultyStep.allCases {
                    for number in range.numbers {
                        for seed in UInt64(0)..<500 {
                            var generator = SplitMix64(seed: seed &* 31 &+ UInt64(number))
                            let task = HoerHinTaskGenerator.makeTask(
                                for: planned(number, step), config: try #require(config), level: level, range: range,
                                voiceEnabled: true,
                                recentCorrectSlots: [], using: &generator)
                            #expect(task.number == number)
                            #expect(task.options.answer == number)
                            #expect(!task.options.numbers.contains(0))
                            #expect(task.options.numbers.allSatisfy { range.numbers.contains($0) })
                            #expect(Set(task.options.numbers).count == task.options.numbers.count)
                        }
                    }
                }
            }
        }
    }

    @Test func stepThreeAlwaysOffersTheTeenPartnerInRange() throws {
        // littleOnes reach 1 to 10 at most, where only 10's partner 20 is out of range.
        for (level, range) in [(Level.littleOnes, RangeStage.r1to10), (.vorschule, .r1to20)] {
            for number in range.numbers {
                guard let partner = GermanNumberWords.teenPartner(of: number), range.numbers.contains(partner) else {
                    continue
                }
                for seed in UInt64(0)..<20 {
                    var generator = SplitMix64(seed: seed)
                    let task = HoerHinTaskGenerator.makeTask(
                        for: planned(number, .step3), config: try #require(config), level: level, range: range,
                        voiceEnabled: true, recentCorrectSlots: [], using: &generator)
                    #expect(task.options.numbers.contains(partner), "\(number) needs \(partner)")
                }
            }
        }
    }

    @Test func aNumberOutsideTheRangeCreditsTheNearestValidOne() throws {
        var generator = SplitMix64(seed: 1)
        let task = HoerHinTaskGenerator.makeTask(
            for: planned(14, .step1), config: try #require(config), level: .littleOnes, range: .r1to5,
            voiceEnabled: true, recentCorrectSlots: [],
            using: &generator)
        #expect(task.number == 5)
    }

    @Test func withoutVoiceOnlyRecognizeIsCredited() throws {
        var generator = SplitMix64(seed: 1)
        let plannedTask = planned(7, .step2)
        let silent = HoerHinRules(config: try #require(config), voiceEnabled: false)
        let task = silent.makeTask(
            for: plannedTask, index: 0, level: .vorschule, range: .r1to10, recentCorrectSlots: [], using: &generator)
        #expect(task.stimulusFallback)
        #expect(silent.credits(for: task, planned: plannedTask).skill == .recognize)
        #expect(silent.credits(for: task, planned: plannedTask).secondarySkill == nil)
        let spoken = HoerHinRules(config: try #require(config), voiceEnabled: true)
        #expect(spoken.credits(for: task, planned: plannedTask).skill == .recognize)
    }

    @Test func theRabbitAsksInQuestionFormAndHintsWithTheStructure() throws {
        let rules = HoerHinRules(config: try #require(config), voiceEnabled: true)
        let task = HoerHinTask(
            number: 14, options: AnswerOptions(numbers: [4, 14, 13], correctIndex: 1), stimulusFallback: false)
        #expect(rules.prompt(for: task).map(\.rawValue) == ["prompt.hoer_hin.find", "num.14.q"])
        #expect(rules.hintLine(.h1, for: task).map(\.rawValue) == ["prompt.hoer_hin.hint1", "num.14"])
        #expect(rules.hintLine(.h2, for: task).map(\.rawValue) == ["num.14.parts"])
        #expect(rules.hintLine(.solution, for: task).map(\.rawValue) == ["prompt.common.this_is", "num.14"])
    }
}
