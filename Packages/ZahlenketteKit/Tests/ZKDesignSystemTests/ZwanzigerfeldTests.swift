import Testing
import ZKCore
import ZKScene

@testable import ZKDesignSystem

struct ZwanzigerfeldTests {
    /// Counts drawn beads by shape: solid red circles, blue rings, empty outlines.
    static func census(_ node: Node) -> (red: Int, lochperlen: Int, empty: Int) {
        var red = 0
        var rings = 0
        var empty = 0
        func visit(_ node: Node) {
            switch node.shape {
            case .circle(_, _, let fill, let stroke):
                if fill == Palette.beadRed { red += 1 }
                if fill == nil && stroke?.color == Palette.outline { empty += 1 }
            case .ring(_, let outer, let inner, let color, _) where color == Palette.beadBlue:
                #expect(abs(inner * 2 - outer * 2 * 0.4) < 1e-9)
                rings += 1
            case .group(let group): group.children.forEach(visit)
            default: break
            }
        }
        visit(node)
        return (red, rings, empty)
    }

    @Test func thirteenFillsRowOneAndThreeOfRowTwo() {
        let census = ZwanzigerfeldTests.census(Zwanzigerfeld(filled: 13).node())
        #expect(census.red == 8)
        #expect(census.lochperlen == 5)
        #expect(census.empty == 7)
    }

    @Test func wideLayoutHasGroupAndRowGaps() {
        let field = Zwanzigerfeld(filled: 20, beadDiameter: 40)
        let d = 40.0
        let inGroup = field.center(of: 2).x - field.center(of: 1).x - d
        let groupGap = field.center(of: 6).x - field.center(of: 5).x - d
        let rowGap = field.center(of: 11).y - field.center(of: 1).y - d
        #expect(groupGap >= 0.4 * d)
        #expect(groupGap > inGroup)
        #expect(rowGap >= 0.6 * d)
        #expect(field.center(of: 11).x == field.center(of: 1).x)
    }

    @Test func compactLayoutIsFiveColumnsByFourRows() {
        let field = Zwanzigerfeld(filled: 20, arrangement: .compact, beadDiameter: 30)
        let xs = Set((1...20).map { field.center(of: $0).x })
        let ys = (1...20).map { field.center(of: $0).y }
        #expect(xs.count == 5)
        #expect(Set(ys).count == 4)
        #expect(field.center(of: 6).x == field.center(of: 1).x)
        #expect(ys[5] - ys[0] - 30 >= 0.6 * 30)
        #expect(ys[10] - ys[5] > ys[5] - ys[0])
    }

    @Test func narrowFramesChooseTheCompactLayout() {
        #expect(Zwanzigerfeld.fitting(filled: 5, in: Rect(x: 0, y: 0, width: 200, height: 300)).arrangement == .compact)
        #expect(Zwanzigerfeld.fitting(filled: 5, in: Rect(x: 0, y: 0, width: 900, height: 200)).arrangement == .wide)
        let fitted = Zwanzigerfeld.fitting(filled: 5, in: Rect(x: 10, y: 10, width: 343, height: 200))
        #expect(Rect(x: 10, y: 10, width: 343, height: 200).contains(Rect(origin: fitted.origin, size: fitted.size)))
    }

    @Test func beadChainFollowsTheFiveCodingWithGapsAndSockets() {
        let chain = BeadChain(count: 20, sockets: [7], beadDiameter: 20)
        let census = ZwanzigerfeldTests.census(chain.node())
        #expect(census.red == 10)
        #expect(census.lochperlen == 9)
        let gap = chain.center(of: 6).x - chain.center(of: 5).x
        let step = chain.center(of: 5).x - chain.center(of: 4).x
        #expect(gap - step >= 0.4 * 20 - step + 20 - 1e-9)
        let wrapped = BeadChain.fitting(in: Rect(x: 0, y: 0, width: 343, height: 120))
        #expect(wrapped.wrapsAtTen)
        #expect(wrapped.center(of: 11).x == wrapped.center(of: 1).x)
    }
}
