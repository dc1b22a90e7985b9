import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameMehrOderWeniger

/// Mehr oder weniger's cards for a listener (docs/usability.md#the-counting-picture, D-1221): each
/// card names its things once, in the field's fives or as one heap, so the two sets can be counted
/// and compared by ear; neither card says how many.
@Suite struct MehrOderWenigerListeningTests {
    @Test func eachCardNamesItsThingsOnceAndNeverItsNumber() throws {
        for (step, seed) in [(DifficultyStep.step1, UInt64(11)), (.step2, 12), (.step3, 13)] {
            for number in [3, 8, 14] {
                let round = try #require(
                    MehrOderWenigerGame().makeRound(
                        plan: GameTestKit.plan(
                            .mehrWeniger, numbers: [number], step: step, level: .vorschule, range: .r1to20, seed: seed),
                        setup: try GameTestKit.setup(.mehrWeniger)) as? RoundDriver<MehrOderWenigerRules>)
                var time = 0.0
                _ = round.start(time: time)
                GameTestKit.settle(round, at: &time)
                let task = try #require(round.view(at: time)?.task)
                let scene = GameTestKit.scene(round, size: Size(width: 1024, height: 768), time: time)
                for side in ComparisonSide.allCases {
                    let label = try #require(scene.element(MehrOderWenigerRules.setID(side))?.label)
                    let set = task.set(side)
                    let name = CountingLabels.name(CountingLabel.objectNameKey(set.object))
                    let prefix =
                        side == .upper ? "Das Tier oben und seine Sachen. " : "Das Tier unten und seine Sachen. "
                    #expect(label.hasPrefix(prefix), "\(label)")
                    let groups = try #require(CountingLabels.groups(String(label.dropFirst(prefix.count))))
                    #expect(groups.joined().count == set.count && Set(groups.joined()) == [name], "\(label)")
                    if !task.scattered { #expect(groups.allSatisfy { $0.count <= 5 }, "\(label)") }
                    CountingLabels.expectNoNumber(in: label)
                }
            }
        }
    }

    @Test func everyThingToCompareHasANameInGermanAndEnglish() throws {
        let config = try #require(ShippedContent.game(.mehrWeniger))
        let objects = config.countingObjects ?? []
        #expect(!objects.isEmpty)
        for object in objects {
            let key = CountingLabel.objectNameKey(object)
            #expect(Set(ShippedContent.catalog.strings.languages(for: key)).isSuperset(of: ["de", "en"]), "\(key)")
        }
    }
}
