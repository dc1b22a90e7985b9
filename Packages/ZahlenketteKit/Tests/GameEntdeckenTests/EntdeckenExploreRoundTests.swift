import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameEntdecken

@Suite struct EntdeckenExploreRoundTests {
    private func explore(
        range: RangeStage = .r1to20, level: Level = .vorschule, explored: Set<Int> = [], voice: Bool = true
    ) throws -> RoundDriver<EntdeckenExploreRules> {
        let config = try #require(ShippedContent.game(.entdecken))
        let saved = EntdeckenExploreRules(config: config, explored: explored)
            .savedState(of: EntdeckenExplorePlay(exploredNumbers: explored))
        let round = EntdeckenGame().makeRound(
            plan: GameTestKit.plan(.entdecken, numbers: [], level: level, range: range, mode: .freeExplore),
            setup: try GameTestKit.setup(.entdecken, voice: voice, savedState: saved))
        return try #require(round as? RoundDriver<EntdeckenExploreRules>)
    }

    @Test func aFreeExplorePlanOpensFreeExploreWithoutTasks() throws {
        let round = EntdeckenGame().makeRound(
            plan: GameTestKit.plan(.entdecken, numbers: [], mode: .freeExplore),
            setup: try GameTestKit.setup(.entdecken))
        #expect(round is RoundDriver<EntdeckenExploreRules>)
        #expect(round.taskCount == 0 && round.completedTasks == 0 && !round.isDemo)
    }

    @Test func tappingAPlaceShowsItsNumberAndSaysItWithItsParts() throws {
        let round = try explore()
        #expect(round.start(time: 0) == [.speak([.title(.entdecken), .prompt(.entdecken, "intro")])])
        #expect(round.phase == .answering)
        #expect(
            round.handle(.tap(EntdeckenExploreRules.placeID(7)), time: 1) == [.speak([.number(7), .numberParts(7)])])
        #expect(round.controller.play?.shownNumber == 7)
        #expect(round.handle(.tap(EntdeckenExploreRules.placeID(3)), time: 2) == [.speak([.number(3)])])
        let scene = GameTestKit.scene(round, size: Size(width: 1024, height: 768), time: 2)
        #expect(scene.texts.map(\.string) == ["3"])
        #expect(scene.element(EntdeckenExploreRules.placeID(3))?.label == "Zahl drei")
        #expect(round.controller.play?.exploredNumbers == [3, 7])
    }

    @Test func freeExploreNeverEmitsAnEventAndNeverFinishes() throws {
        let round = try explore()
        var effects = round.start(time: 0)
        for (index, number) in (1...20).enumerated() {
            effects += round.handle(.tap(EntdeckenExploreRules.placeID(number)), time: Double(index))
            effects += round.tick(time: Double(index) + 0.5)
            effects += round.voiceFinished(time: Double(index) + 0.7)
        }
        effects += round.handle(.tap(.answer(3)), time: 30)
        effects += round.handle(.tap(.speaker), time: 31)
        effects += round.tick(time: 100)
        #expect(GameTestKit.events(effects).isEmpty)
        #expect(round.phase == .answering && round.completedTasks == 0)
        #expect(round.controller.play?.exploredNumbers == Set(1...20))
    }

    @Test func exploredNumbersSurviveAsJSONAndDamagedStateStartsEmpty() throws {
        let round = try explore(explored: [2])
        _ = round.handle(.tap(EntdeckenExploreRules.placeID(12)), time: 1)
        #expect(round.savedState == #"{"exploredNumbers":[2,12]}"#)
        let restored = EntdeckenExploreRules.exploredNumbers(fromJSON: round.savedState)
        #expect(restored == [2, 12])
        #expect(try explore(explored: restored).started.controller.play?.exploredNumbers == [2, 12])
        #expect(EntdeckenExploreRules.exploredNumbers(fromJSON: "{oops").isEmpty)
        #expect(EntdeckenExploreRules.exploredNumbers(fromJSON: nil).isEmpty)
        // A littleOnes range of 1 to 10 keeps only what it can show.
        #expect(
            try explore(range: .r1to10, level: .littleOnes, explored: [4, 15]).started.controller.play?.exploredNumbers
                == [4])
    }

    @Test func exploredPlacesSparkle() throws {
        let round = try explore(explored: [5])
        let scene = GameTestKit.scene(round, size: Size(width: 1024, height: 768), time: 0)
        let sparkles = scene.nodes.flatMap { node -> [Node] in
            guard case .group(let group) = node.shape else { return [] }
            return group.children.filter {
                if case .ring(_, _, _, let color, _) = $0.shape { return color == Palette.accent }
                if case .group(let inner) = $0.shape { return inner.children.contains { $0.shape.isAccentRing } }
                return false
            }
        }
        #expect(sparkles.count == 1)
    }

    @Test func everyPlaceIsAChildTargetAtEveryStandardSize() throws {
        for (level, range) in [(Level.littleOnes, RangeStage.r1to5), (.littleOnes, .r1to10), (.vorschule, .r1to20)] {
            let round = try explore(range: range, level: level, explored: [1, 2])
            #expect(GameTestKit.audit(round, time: 0).isEmpty, "\(range) before a tap")
            for number in [4, 9, range.maxNumber] {
                _ = round.handle(.tap(EntdeckenExploreRules.placeID(number)), time: 1)
                #expect(GameTestKit.audit(round, time: 1).isEmpty, "\(range) showing \(number)")
                for size in LayoutAudit.standardSizes {
                    let scene = GameTestKit.scene(round, size: size, time: 1)
                    #expect(scene.elements.filter { $0.id.element == "entdecken" }.count == range.maxNumber)
                }
            }
        }
    }

    @Test func freeExploreLooksAsItsGoldenSays() throws {
        let round = try explore(explored: [3, 7])
        _ = round.handle(.tap(EntdeckenExploreRules.placeID(8)), time: 1)
        let scene = GameTestKit.scene(round, size: Size(width: 1024, height: 768), time: 1)
        GameTestKit.checkGolden(scene, named: "entdecken-explore-1024x768")
        for size in [Size(width: 375, height: 375), Size(width: 667, height: 375), Size(width: 375, height: 667)] {
            GameTestKit.checkGolden(
                GameTestKit.scene(round, size: size, time: 1),
                named: "entdecken-explore-\(Int(size.width))x\(Int(size.height))")
        }
    }
}

extension Shape {
    fileprivate var isAccentRing: Bool {
        if case .ring(_, _, _, let color, _) = self { return color == Palette.accent }
        return false
    }
}

extension RoundDriver {
    /// The round after its start, when free play has opened.
    fileprivate var started: RoundDriver {
        _ = start(time: 0)
        return self
    }
}
