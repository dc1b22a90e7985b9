import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GamePunktZuPunkt

@Suite struct PunktZuPunktPlannerTests {
    private let config = ShippedContent.game(.punktZuPunkt)
    private let pictures = ShippedContent.catalog.dotPictures

    @Test func theContentHasEightPicturesOfEachSize() {
        for size in [5, 10, 20] {
            #expect(pictures.filter { $0.dots.count == size }.count == 8)
        }
    }

    @Test func everyRoundIsOnePictureOfRangeMaxDotsWithEveryPlannedTaskScoringItsOwnDot() throws {
        let config = try #require(config)
        for level in Level.allCases {
            for range in RangeStage.allCases where range >= level.rangeFloor && range <= level.rangeCap {
                let valid = PunktZuPunktGame().validNumbers(config: config, step: .step1, level: level, range: range)
                #expect(valid == Array(2...range.maxNumber))
                for step in DifficultyStep.allCases {
                    for seed in UInt64(0)..<500 {
                        var generator = SplitMix64(seed: seed &* 7 &+ UInt64(range.maxNumber))
                        // The engine's 4 or 6 numbers from 2…D, repeats allowed.
                        let numbers = (0..<level.tasksPerRound).map { _ in 2 + generator.nextIndex(below: valid.count) }
                        let plan = GameTestKit.plan(
                            .punktZuPunkt, numbers: numbers, step: step, level: level, range: range, seed: seed)
                        let completed = Array(pictures.map(\.id).prefix(Int(seed % 25)))
                        let picture = PunktZuPunktPlanner.picture(
                            dotCount: range.maxNumber, among: pictures, completed: completed)
                        let tasks = PunktZuPunktPlanner.tasks(for: plan, picture: picture, config: config)
                        #expect(picture.dots.count == range.maxNumber && picture.id != "ring")
                        #expect(tasks.map(\.task.target) == Array(2...range.maxNumber))
                        let scored = tasks.compactMap(\.plannedIndex)
                        #expect(scored.sorted() == Array(plan.tasks.indices))
                        #expect(tasks.allSatisfy { $0.task.picture == picture })
                        // Distinct planned numbers score their own dots; repeats move to free ones.
                        if Set(numbers).count == numbers.count {
                            #expect(
                                tasks.allSatisfy {
                                    $0.plannedIndex.map { numbers[$0] } ?? $0.task.target == $0.task.target
                                })
                        }
                    }
                }
            }
        }
    }

    @Test func theStepsNumberTheDotsAsTheContentSays() throws {
        let config = try #require(config)
        let picture = PunktZuPunktPlanner.picture(dotCount: 20, among: pictures, completed: [])
        let labels = { (step: DifficultyStep) in
            PunktZuPunktPlanner.task(2, picture: picture, step: step, config: config)
        }
        #expect(labels(.step1).labeled == Set(1...20) && labels(.step1).nextDotScale == 1.3)
        #expect(labels(.step2).labeled == Set(1...20) && labels(.step2).nextDotScale == 1)
        #expect(labels(.step3).labeled == [1, 5, 10, 15, 20])
    }

    @Test func thePictureIsTheFirstUnfinishedOneOfItsSizeElseTheLeastRecentlyFinished() {
        let tens = pictures.filter { $0.dots.count == 10 }.map(\.id)
        #expect(PunktZuPunktPlanner.picture(dotCount: 10, among: pictures, completed: []).id == tens[0])
        #expect(PunktZuPunktPlanner.picture(dotCount: 10, among: pictures, completed: [tens[0], "haus"]).id == tens[1])
        // All eight finished: the one finished longest ago comes back.
        let order = [tens[3], tens[0]] + tens.filter { $0 != tens[3] && $0 != tens[0] }
        #expect(PunktZuPunktPlanner.picture(dotCount: 10, among: pictures, completed: ["haus"] + order).id == tens[3])
    }

    @Test func theSavedStateKeepsTheFinishingOrderAndSurvivesDamage() {
        let json = PunktZuPunktSavedState.json(["stern", "haus"])
        #expect(json == #"{"completedPictureIDs":["stern","haus"]}"#)
        #expect(PunktZuPunktSavedState.completedPictureIDs(fromJSON: json) == ["stern", "haus"])
        #expect(PunktZuPunktSavedState.completedPictureIDs(fromJSON: "{broken").isEmpty)
        #expect(PunktZuPunktSavedState.completedPictureIDs(fromJSON: nil).isEmpty)
        #expect(PunktZuPunktSavedState.json([]) == nil)
    }
}
