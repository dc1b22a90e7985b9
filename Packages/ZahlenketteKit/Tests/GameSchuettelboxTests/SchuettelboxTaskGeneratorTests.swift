import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameSchuettelbox

@Suite struct SchuettelboxTaskGeneratorTests {
    private let config = ShippedContent.game(.schuettelbox)

    private func planned(_ number: Int, _ step: DifficultyStep, index: Int = 0) -> PlannedTask {
        var generator = SplitMix64(seed: UInt64(number) &+ 31)
        let round = DeterministicID.roundID(using: &generator)
        return PlannedTask(
            id: DeterministicID.taskID(roundID: round, index: index), skill: .decompose, number: number, step: step,
            reason: .focus)
    }

    /// The distractors a profile prefers for `answer` within 1…`whole` (docs/games.md#options).
    private func preferred(_ step: DifficultyStep, answer: Int, whole: Int) -> Set<Int> {
        let all = Set(1...whole).subtracting([answer])
        switch step {
        case .step1: return all.filter { abs($0 - answer) >= 2 }
        case .step2: return all.intersection([answer - 2, answer - 1, answer + 1, answer + 2])
        case .step3:
            var set: Set<Int> = [answer - 2, answer - 1, answer + 1, answer + 2]
            if answer == 6 { set.insert(9) }
            if answer == 9 { set.insert(6) }
            return all.intersection(set)
        }
    }

    @Test func theModuleOffersWholesFromTwoToFiveOrTen() throws {
        let config = try #require(config)
        let game = SchuettelboxGame()
        #expect(game.id == .schuettelbox)
        #expect(game.validNumbers(config: config, step: .step1, level: .littleOnes, range: .r1to10) == [2, 3, 4, 5])
        #expect(game.validNumbers(config: config, step: .step3, level: .vorschule, range: .r1to20) == Array(2...10))
        #expect(game.validNumbers(config: config, step: .step2, level: .vorschule, range: .r1to5) == Array(2...5))
    }

    @Test func everyNumberStepLevelAndSeedSplitsTheWholeAndOffersTilesFromOneToTheWhole() throws {
        let config = try #require(config)
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                for step in DifficultyStep.allCases {
                    let spec = TileSpec(config: config, step: step, level: level)
                    for whole in SchuettelboxTaskGenerator.validNumbers(config: config, level: level, range: range) {
                        for seed in UInt64(0)..<500 {
                            var generator = SplitMix64(seed: seed &* 131 &+ UInt64(whole))
                            let task = SchuettelboxTaskGenerator.makeTask(
                                for: planned(whole, step), config: config, level: level, range: range, used: [],
                                recentCorrectSlots: [], using: &generator)
                            let tiles = task.options.numbers
                            let distractors = Set(tiles).subtracting([task.number])
                            #expect(task.whole == whole)
                            #expect((1...(whole - 1)).contains(task.visible))
                            #expect(task.options.answer == whole - task.visible)
                            #expect(tiles.allSatisfy { (1...whole).contains($0) })
                            #expect(Set(tiles).count == tiles.count)
                            #expect(tiles.count == min(spec.count, whole))
                            // The profile's own candidates come first; others only fill a shortfall.
                            let own = preferred(step, answer: task.number, whole: whole)
                            #expect(distractors.intersection(own).count == min(tiles.count - 1, own.count))
                            #expect(task.display == (step == .step3 ? .scattered : .structured))
                            #expect(task.showsOutlinePlaces == (step == .step1))
                            #expect(task.showsWholeNumeral == (step != .step3))
                        }
                    }
                }
            }
        }
    }

    @Test func noSplitRepeatsWithinARoundAndTheCorrectTileNeverSitsThreeTimesInARow() throws {
        let rules = SchuettelboxRules(config: try #require(config))
        for level in Level.allCases {
            let valid = level == .littleOnes ? Array(2...5) : Array(2...10)
            for step in DifficultyStep.allCases {
                for seed in UInt64(0)..<500 {
                    // Plans that repeat wholes, as the engine may when it practises one number.
                    var pick = SplitMix64(seed: seed &+ 7)
                    let numbers = (0..<(level == .littleOnes ? 4 : 6)).map { _ in
                        seed % 3 == 0 ? 2 : valid[pick.nextIndex(below: valid.count)]
                    }
                    let plan = GameTestKit.plan(
                        .schuettelbox, numbers: numbers, step: step, level: level,
                        range: level == .littleOnes ? .r1to5 : .r1to10, seed: seed)
                    var generator = SplitMix64(seed: plan.seed)
                    let tasks = rules.makeTasks(for: plan, using: &generator).map(\.task)
                    #expect(Set(tasks.map(\.split)).count == tasks.count, "seed \(seed): \(tasks.map(\.split))")
                    #expect(tasks.allSatisfy { valid.contains($0.whole) && (1..<$0.whole).contains($0.visible) })
                    let slots = tasks.map(\.options.correctIndex)
                    for index in slots.indices.dropFirst(2) {
                        #expect(!(slots[index] == slots[index - 1] && slots[index] == slots[index - 2]))
                    }
                }
            }
        }
    }

    @Test func aWholeWhoseSplitsAreUsedUpGivesWayToTheNearestWholeWithOneLeft() throws {
        let rules = SchuettelboxRules(config: try #require(config))
        let plan = GameTestKit.plan(.schuettelbox, numbers: [2, 2, 3, 3, 3], level: .vorschule, range: .r1to10)
        var generator = SplitMix64(seed: plan.seed)
        let wholes = rules.makeTasks(for: plan, using: &generator).map(\.task.whole)
        // 2 has one split (1 + 1), 3 has two: the second 2 becomes a 3, the last two 3s become 4s.
        #expect(wholes == [2, 3, 3, 4, 4])
        #expect(
            SchuettelboxTaskGenerator.wholeWithFreeSplit(
                near: 2, valid: [2, 3, 4], used: [.init(whole: 2, visible: 1)]) == 3)
        let threeUsed: Set<SchuettelboxSplit> = [.init(whole: 3, visible: 1), .init(whole: 3, visible: 2)]
        #expect(SchuettelboxTaskGenerator.wholeWithFreeSplit(near: 3, valid: [2, 3, 4], used: threeUsed) == 2)
        #expect(SchuettelboxTaskGenerator.wholeWithFreeSplit(near: 3, valid: [3], used: threeUsed) == 3)
    }

    @Test func theLinesNameTheWholeCountTheHiddenBeadsAndSayTheSplit() throws {
        let rules = SchuettelboxRules(config: try #require(config))
        let task = SchuettelboxTask(
            whole: 7, visible: 3, display: .structured, showsOutlinePlaces: true, showsWholeNumeral: true,
            layoutSeed: 1, options: AnswerOptions(numbers: [4, 1, 7], correctIndex: 0))
        #expect(
            rules.prompt(for: task).map(\.rawValue) == [
                "prompt.schuettelbox.total", "num.7", "prompt.schuettelbox.shake",
            ])
        #expect(rules.lineAfterActivity(for: task).map(\.rawValue) == ["prompt.schuettelbox.ask"])
        #expect(rules.replayLine(for: task, activityDone: true) == rules.lineAfterActivity(for: task))
        #expect(rules.replayLine(for: task, activityDone: false) == rules.prompt(for: task))
        #expect(rules.hintLine(.h1, for: task).map(\.rawValue) == ["prompt.schuettelbox.hint1", "num.7"])
        #expect(rules.hintLine(.h2, for: task).map(\.rawValue) == ["prompt.schuettelbox.hint2"])
        #expect(
            rules.hintLine(.solution, for: task).map(\.rawValue) == [
                "num.1", "num.2", "num.3", "num.4", "prompt.common.these_are", "num.4",
            ])
        #expect(rules.successLine(for: task).map(\.rawValue) == ["split.7.3"])
        #expect(rules.activitySteps(for: task, rung: .none) == 1)
        #expect(rules.activitySteps(for: task, rung: .h1) == 0)
        let one = SchuettelboxTask(
            whole: 5, visible: 4, display: .scattered, showsOutlinePlaces: false, showsWholeNumeral: false,
            layoutSeed: 1, options: AnswerOptions(numbers: [1, 5, 3], correctIndex: 0))
        #expect(rules.hintLine(.solution, for: one).map(\.rawValue) == ["num.1", "prompt.common.just_one"])
        let credits = rules.credits(for: task, planned: planned(7, .step1))
        #expect(credits.number == 7 && credits.skill == .decompose)
        #expect(credits.secondarySkill == .count && credits.secondaryNumber == 3)
    }
}
