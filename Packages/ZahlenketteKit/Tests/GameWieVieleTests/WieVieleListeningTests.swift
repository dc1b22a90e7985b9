import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameWieViele

/// Wie viele?'s picture for a listener (docs/usability.md#the-counting-picture, D-1219): the screen
/// reader hears every item once, grouped as the picture groups them, and never the number.
@Suite struct WieVieleListeningTests {
    private let size = Size(width: 1024, height: 768)

    private func task(_ number: Int, _ display: WieVieleDisplay, object: String = "obj_ente") -> WieVieleTask {
        WieVieleTask(
            number: number, display: display, objectAsset: object, layoutSeed: 5,
            options: AnswerOptions(numbers: [number], correctIndex: 0))
    }

    /// The picture's label on the screen of a round of `numbers` at `step`, at its first task, and the
    /// images the picture draws.
    private func picture(_ numbers: [Int], step: DifficultyStep) throws -> (label: String, images: [String]) {
        let round = WieVieleGame().makeRound(
            plan: GameTestKit.plan(.wieViele, numbers: numbers, step: step, level: .vorschule),
            setup: try GameTestKit.setup(.wieViele))
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        let scene = GameTestKit.scene(round, size: size, time: time)
        func find(_ nodes: [Node]) -> Node? {
            for node in nodes {
                if node.interaction?.id == .gameElement(.wieViele, "quantity") { return node }
                if case .group(let group) = node.shape, let found = find(group.children) { return found }
            }
            return nil
        }
        let picture = try #require(find(scene.nodes))
        func images(_ node: Node) -> [String] {
            switch node.shape {
            case .image(let name, _): [name]
            case .group(let group): group.children.flatMap(images)
            default: []
            }
        }
        return (try #require(picture.interaction?.label), images(picture))
    }

    @Test func theFieldIsHeardInRowsOfFiveAndTheTotalIsNeverSaid() throws {
        let (label, images) = try picture([7], step: .step1)
        #expect(images.count == 7 && Set(images).count == 1)
        let name = try #require(ShippedContent.catalog.strings.lookup(CountingLabel.objectNameKey(images[0])))
        let five = Array(repeating: name, count: 5).joined(separator: ", ")
        #expect(label == "Zum Zählen: \(five); \(name), \(name).")
        expectNoNumber(in: label)
    }

    @Test func everyPictureNamesEachOfItsItemsOnceInThePicturesGroups() {
        let duck = "game.a11y.object.obj_ente"
        let dot = "game.a11y.item.dot"
        let finger = "game.a11y.item.finger"
        let bead = "game.a11y.item.bead"
        func counts(_ groups: [[String]]) -> [Int] { groups.map(\.count) }
        // Scattered ducks are one heap until they glide into rows at H2.
        #expect(
            WieVieleRules.listeningGroups(task(13, .scattered), structured: false) == [
                Array(repeating: duck, count: 13)
            ])
        #expect(counts(WieVieleRules.listeningGroups(task(13, .scattered), structured: true)) == [5, 5, 3])
        // A dice face is one group of dots; two hands are a hand each; the ten-stick has its fives.
        #expect(WieVieleRules.listeningGroups(task(4, .dice), structured: false) == [Array(repeating: dot, count: 4)])
        #expect(
            WieVieleRules.listeningGroups(task(7, .fingers), structured: false) == [
                Array(repeating: finger, count: 5), Array(repeating: finger, count: 2),
            ])
        #expect(
            WieVieleRules.listeningGroups(task(13, .tenStickAndFingers), structured: false) == [
                Array(repeating: bead, count: 5), Array(repeating: bead, count: 5), Array(repeating: finger, count: 3),
            ])
        // From H2 on, dice, fingers and the ten-stick make way for a Zwanzigerfeld's dots.
        #expect(
            WieVieleRules.listeningGroups(task(6, .dice), structured: true) == [
                Array(repeating: dot, count: 5), [dot],
            ])
        // Every display and number: as many items as the task's number, never more than five to a
        // group where the picture has fives.
        for display in WieVieleDisplay.allCases {
            for number in 1...20 where display.canShow(number) {
                for structured in [false, true] {
                    let groups = WieVieleRules.listeningGroups(task(number, display), structured: structured)
                    #expect(groups.joined().count == number, "\(display) \(number)")
                    if structured { #expect(groups.allSatisfy { $0.count <= 5 }, "\(display) \(number)") }
                }
            }
        }
    }

    @Test func atStepThreeTheScatteredObjectsAreHeardAsOneHeap() throws {
        let (label, images) = try picture([9], step: .step3)
        #expect(images.count == 9)
        let name = try #require(ShippedContent.catalog.strings.lookup(CountingLabel.objectNameKey(images[0])))
        #expect(label == "Zum Zählen: " + Array(repeating: name, count: 9).joined(separator: ", ") + ".")
        expectNoNumber(in: label)
    }

    @Test func everyCountingObjectHasANameInGermanAndEnglish() throws {
        let config = try #require(ShippedContent.game(.wieViele))
        let strings = ShippedContent.catalog.strings
        let objects = config.countingObjects ?? []
        #expect(!objects.isEmpty)
        for object in objects {
            let key = CountingLabel.objectNameKey(object)
            #expect(Set(strings.languages(for: key)).isSuperset(of: ["de", "en"]), "\(object): \(key)")
        }
    }

    /// Neither a digit nor a German number word from eins to zwanzig.
    private func expectNoNumber(in label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!label.contains { $0.isNumber }, "\(label)", sourceLocation: sourceLocation)
        let words = Set(label.lowercased().split { !$0.isLetter }.map(String.init))
        for number in 1...20 {
            let word = ShippedContent.catalog.strings.text("number.\(number).word").lowercased()
            #expect(!words.contains(word), "\(label) says \(word)", sourceLocation: sourceLocation)
        }
    }
}
