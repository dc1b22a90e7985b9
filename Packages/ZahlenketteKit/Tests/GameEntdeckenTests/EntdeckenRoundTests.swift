import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameEntdecken

@Suite struct EntdeckenRoundTests {
    @Test func tilesEnableOnlyAfterTheChildCountedAlong() throws {
        var generator = SplitMix64(seed: 3)
        let id = DeterministicID.roundID(using: &generator)
        let plan = RoundPlan(
            id: id, gameID: .entdecken, step: .step1, level: .littleOnes, range: .r1to5,
            tasks: [
                PlannedTask(
                    id: DeterministicID.taskID(roundID: id, index: 0), skill: .name, number: 4, step: .step1,
                    reason: .focus)
            ],
            abenteuerID: nil, seed: 9, isReentry: false, mode: .standard, context: .single)
        var round = RoundController(
            plan: plan, rules: EntdeckenRules(config: try #require(ShippedContent.game(.entdecken))),
            includeDemo: false, voiceEnabled: true)
        _ = round.start(now: 0)
        _ = round.voiceFinished(now: 1)
        _ = round.voiceFinished(now: 2)
        #expect(round.phase == .activity)
        #expect(round.commit(4, now: 2.5).isEmpty)
        #expect(round.tracker.attempts == 0)
        for _ in 1..<4 { #expect(round.apply(PlayInput(activityStep: true), now: 5).isEmpty) }
        #expect(
            round.apply(PlayInput(activityStep: true), now: 6) == [.speak([.number(4), .prompt(.entdecken, "which")])])
        _ = round.voiceFinished(now: 7)
        #expect(round.phase == .answering)
        #expect(round.commit(4, now: 8).contains(.playEffect(.effect("correct"))))
    }
}
