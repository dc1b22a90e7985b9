import Foundation
import Testing
import ZKCore

@Suite struct IdentifierTests {
    @Test func theTwelveShippedGamesKeepTheirStableRawValues() {
        let twelve: [GameID] = [
            .entdecken, .wieViele, .hoerHin, .wasFehlt, .blitzblick, .mehrWeniger, .nachspuren, .schuettelbox,
            .froschsprung, .zahlenmonster, .memory, .punktZuPunkt,
        ]
        #expect(
            twelve.map(\.rawValue) == [
                "entdecken", "wie_viele", "hoer_hin", "was_fehlt", "blitzblick", "mehr_weniger", "nachspuren",
                "schuettelbox", "froschsprung", "zahlenmonster", "memory", "punkt_zu_punkt",
            ])
    }

    @Test func eightSkillsInTheirPersistedSpelling() {
        #expect(
            Skill.allCases.map(\.rawValue) == [
                "count", "subitize", "recognize", "name", "order", "compare", "decompose", "write",
            ])
        #expect(Skill.allCases.sorted() == Skill.allCases)
    }

    @Test func levelsSetRoundLengthStartAndCap() {
        #expect(Level.littleOnes.tasksPerRound == 4)
        #expect(Level.vorschule.tasksPerRound == 6)
        #expect(Level.littleOnes.startingRange == .r1to5)
        #expect(Level.vorschule.startingRange == .r1to10)
        #expect(Level.littleOnes.clamp(.r1to20) == .r1to10)
        #expect(Level.vorschule.clamp(.r1to5) == .r1to10)
        #expect(Level.vorschule.clamp(.r1to20) == .r1to20)
    }

    @Test func rangeStagesCoverTheirNumbersAndChain() {
        #expect(RangeStage.r1to5.numbers == 1...5)
        #expect(RangeStage.r1to20.maxNumber == 20)
        #expect(RangeStage.r1to5.next == .r1to10)
        #expect(RangeStage.r1to20.next == nil)
        #expect(RangeStage.r1to5.previous == nil)
        #expect(RangeStage.smallest(containing: 7) == .r1to10)
        #expect(RangeStage.smallest(containing: 0) == nil)
        #expect(RangeStage.r1to5 < RangeStage.r1to20)
    }

    @Test func stepsMoveOneAtATimeAndStopAtTheEnds() {
        #expect(DifficultyStep.step1.next == .step2)
        #expect(DifficultyStep.step3.next == nil)
        #expect(DifficultyStep.step1.previous == nil)
        #expect(DifficultyStep.step2.labelKey == "game.step.mittel")
    }

    @Test func selectionReasonsMapOntoThreeBuckets() {
        let buckets = SelectionReason.allCases.map { "\($0.rawValue)=\($0.bucket.rawValue)" }
        #expect(
            buckets == [
                "focus=focus", "review=review", "maintenance=review", "stretchNumber=stretch", "stretchStep=stretch",
                "fallback=focus",
            ])
    }

    @Test func rewardsUseTheFixedEconomyNumbers() {
        #expect(StarReason.taskSolved.fixedAmount == 1)
        #expect(StarReason.roundCompleted.fixedAmount == 2)
        #expect(StarReason.abenteuerCompleted.fixedAmount == 5)
        #expect(StarReason.decorationPurchased.fixedAmount == nil)
        #expect(DecorationSize.allCases.map(\.price) == [10, 25, 60])
        #expect(DecorationSize.allCases.map(\.maxCopies) == [4, 2, 1])
        #expect(DecorationSize.large.footprint == (2, 2))
        // One of each item of the 16/12/8 catalog costs 940 stars (docs/rewards.md#shop-shop-s-12).
        #expect(
            16 * DecorationSize.small.price + 12 * DecorationSize.medium.price + 8 * DecorationSize.large.price == 940)
    }

    @Test func audioIDsFollowTheGrammarAndTheirBuilders() {
        #expect(AudioID.number(7).rawValue == "num.7")
        #expect(AudioID.numberQuestion(14).rawValue == "num.14.q")
        #expect(AudioID.numberParts(17).rawValue == "num.17.parts")
        #expect(AudioID.numberAfter(6).rawValue == "num.6.after")
        #expect(AudioID.prompt(.hoerHin, "find").rawValue == "prompt.hoer_hin.find")
        #expect(AudioID.common("round_end").rawValue == "prompt.common.round_end")
        #expect(AudioID.title(.wieViele).rawValue == "title.wie_viele")
        #expect(AudioID.split(whole: 7, part: 3).rawValue == "split.7.3")
        #expect(AudioID.friendHello(7).rawValue == "friend.7.hello")
        #expect(AudioID.effect("correct").isVoice == false)
        #expect(AudioID.music("garden").isVoice == false)
        #expect(AudioID.number(3).isVoice)
        #expect(AudioID(rawValue: "num.7") != nil)
        for bad in ["", "num", "Num.7", "num..7", "num.7.", "num.7 ", "num.sieben-7"] {
            #expect(AudioID(rawValue: bad) == nil, "\(bad) must be rejected")
        }
    }

    @Test func plannedTaskBucketAlwaysFollowsItsReason() throws {
        let id = try #require(UUID(uuidString: "00000000-0000-4000-8000-000000000001"))
        let task = PlannedTask(id: id, skill: .count, number: 7, step: .step3, reason: .stretchStep)
        #expect(task.bucket == .stretch)
    }

    @Test func roundPlanSurvivesJSONWithItsAbenteuerContext() throws {
        let id = try #require(UUID(uuidString: "00000000-0000-4000-8000-000000000010"))
        let plan = RoundPlan(
            id: id, gameID: .wasFehlt, step: .step2, level: .vorschule, range: .r1to10,
            tasks: [
                PlannedTask(
                    id: DeterministicID.taskID(roundID: id, index: 0), skill: .order, number: 7, step: .step2,
                    reason: .focus)
            ],
            abenteuerID: id, seed: 42, isReentry: false, mode: .standard, context: .abenteuer(roundIndex: 1))
        let data = try JSONEncoder().encode(plan)
        #expect(try JSONDecoder().decode(RoundPlan.self, from: data) == plan)
    }
}
