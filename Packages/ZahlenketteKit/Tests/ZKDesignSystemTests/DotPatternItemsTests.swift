import Testing
import ZKCore
import ZKScene

@testable import ZKDesignSystem

/// A game that points at the things of a quantity picture (a count-along, the fives outlined)
/// finds them where the picture draws them.
struct DotPatternItemsTests {
    private let frame = Rect(x: 40, y: 30, width: 600, height: 300)

    /// The circles and finger rectangles the picture draws, in scene coordinates.
    private func drawn(_ node: Node) -> [Rect] {
        switch node.shape {
        case .group(let group): group.children.flatMap(drawn)
        case .circle, .rect, .ring: [node.bounds]
        default: []
        }
    }

    @Test func everyPictureHasOneItemPerCountedThingInsideItsFrame() {
        for n in 1...6 { #expect(DotPattern(.dice(n), frame: frame).items().count == n) }
        for n in 0...10 { #expect(DotPattern(.fingers(n), frame: frame).items().count == n) }
        for n in 10...20 { #expect(DotPattern(.tenStickAndFingers(n), frame: frame).items().count == n) }
        for n in 1...20 {
            let items = DotPattern(.scattered(n, seed: 7), frame: frame).items()
            #expect(items.count == n)
            #expect(items.allSatisfy { frame.contains($0) })
        }
    }

    @Test func theItemsAreWhereThePictureDrawsThem() {
        for kind in [DotPattern.Kind.dice(5), .fingers(7), .tenStickAndFingers(13), .scattered(4, seed: 3)] {
            let pattern = DotPattern(kind, frame: frame)
            let shapes = drawn(pattern.node())
            for item in pattern.items() {
                #expect(
                    shapes.contains { abs($0.center.x - item.center.x) < 0.5 && abs($0.center.y - item.center.y) < 0.5 }
                )
            }
        }
    }

    @Test func theFivesAreTheFullHandsAndTheHalvesOfTheTenStick() {
        #expect(DotPattern(.dice(5), frame: frame).fives().isEmpty)
        #expect(DotPattern(.scattered(4, seed: 1), frame: frame).fives().isEmpty)
        #expect(DotPattern(.fingers(4), frame: frame).fives().isEmpty)
        #expect(DotPattern(.fingers(7), frame: frame).fives().count == 1)
        #expect(DotPattern(.fingers(10), frame: frame).fives().count == 2)
        let stick = DotPattern(.tenStickAndFingers(16), frame: frame)
        let fives = stick.fives()
        #expect(fives.count == 3)
        // Each half of the stick holds five beads, the full hand its five fingers.
        let items = stick.items()
        #expect(items.prefix(5).allSatisfy { fives[0].contains($0) })
        #expect(items[5..<10].allSatisfy { fives[1].contains($0) })
        #expect(items[10..<15].allSatisfy { fives[2].contains($0) })
    }
}
