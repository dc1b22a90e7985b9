import Foundation
import TestSupport
import Testing
import ZKContent
import ZKScene

@testable import GameNachspuren

/// Synthetic strokes against the shipped templates, in a 200 pt glyph at (100, 100).
@Suite struct TraceCheckerTests {
    private let height = 200.0
    private let rules = TraceRules()

    private func template(_ digit: Int, stroke: Int = 0) throws -> TemplateStroke {
        let numeral = try #require(ShippedContent.catalog.numeral(digit))
        let points = try #require(numeral.strokes.dropFirst(stroke).first).points.map { Point(x: $0.x, y: $0.y) }
        return TemplateStroke(digit: 0, points: points)
    }

    private func inLayout(_ units: [Point]) -> [Point] {
        let width = ShippedContent.catalog.numeralAspectRatio * height
        return units.map { Point(x: 100 + $0.x * width, y: 100 + $0.y * height) }
    }

    /// The template's path in layout points, sampled every 4 pt as a finger would draw it.
    private func drawn(_ digit: Int, stroke: Int = 0) throws -> [Point] {
        let path = TracePath(inLayout(try template(digit, stroke: stroke).points))
        let count = Int(path.length / 4) + 1
        return (0...count).map { path.point(at: path.length * Double($0) / Double(count)) }
    }

    private func verdict(
        _ points: [Point], digit: Int, stroke: Int = 0, corridor: Double = 0.16
    ) throws -> StrokeVerdict {
        let template = try template(digit, stroke: stroke)
        return TraceChecker.verdict(
            points, template: TracePath(inLayout(template.points)), mirrored: TracePath(inLayout(template.mirrored)),
            corridor: corridor * height, rules: rules)
    }

    /// Every point moved sideways to the right of the direction of travel by `offset` points.
    private func shifted(_ points: [Point], by offset: Double) -> [Point] {
        points.enumerated().map { index, point in
            let a = points[max(0, index - 1)]
            let b = points[min(points.count - 1, index + 1)]
            let length = max(0.001, a.distance(to: b))
            return Point(x: point.x - (b.y - a.y) / length * offset, y: point.y + (b.x - a.x) / length * offset)
        }
    }

    @Test func everyStrokeOfEveryZifferDrawnOnItsTemplateIsAccepted() throws {
        for digit in 0...9 {
            let strokes = try #require(ShippedContent.catalog.numeral(digit)).strokes.count
            for stroke in 0..<strokes {
                #expect(
                    try verdict(drawn(digit, stroke: stroke), digit: digit, stroke: stroke) == .accepted,
                    "\(digit)/\(stroke)")
            }
        }
    }

    @Test func aStrokeOffByALittleStaysInTheCorridorAndOneOffByMoreLeavesIt() throws {
        // Step 3's corridor is 16 % of 200 pt: 16 pt either side.
        let line = try drawn(2)
        #expect(try verdict(shifted(line, by: 10), digit: 2) == .accepted)
        #expect(try verdict(shifted(line, by: 24), digit: 2) == .rejected(.leftCorridor))
        // Step 1's 28 % corridor takes the same stroke.
        #expect(try verdict(shifted(line, by: 24), digit: 2, corridor: 0.28) == .accepted)
    }

    @Test func aWobblyHandStillTracesTheNumeral() throws {
        let wobbly = try drawn(5).enumerated().map { index, point in
            Point(x: point.x + 3 * sin(Double(index) * 1.7), y: point.y + 3 * cos(Double(index) * 2.3))
        }
        #expect(try verdict(wobbly, digit: 5) == .accepted)
    }

    @Test func aReversedStrokeIsRejectedAsReversed() throws {
        for digit in [1, 2, 3, 6, 7, 9] {
            #expect(try verdict(drawn(digit).reversed(), digit: digit) == .rejected(.reversed), "\(digit)")
        }
        // The 0 ends where it starts: drawn the other way round it leaves the corridor at once.
        #expect(try verdict(drawn(0).reversed(), digit: 0) == .rejected(.reversed))
    }

    @Test func aStrokeUnderFifteenPointsIsTooShort() throws {
        let start = try #require(try drawn(1).first)
        #expect(try verdict([start, Point(x: start.x + 8, y: start.y - 5)], digit: 1) == .tooShort)
    }

    @Test func aStrokeStartingFarFromTheDotIsRejected() throws {
        let line = try drawn(4)
        // The first 40 pt (ten points 4 pt apart) are left out: the stroke begins 40 pt from the dot.
        #expect(try verdict(Array(line.dropFirst(10)), digit: 4) == .rejected(.farFromStart))
        #expect(try verdict(Array(line.dropFirst(5)), digit: 4) == .accepted)
        let offset = line.map { Point(x: $0.x + 35, y: $0.y) }
        #expect(try verdict(offset, digit: 4, corridor: 0.5) == .rejected(.farFromStart))
    }

    @Test func goingBackMoreThanFifteenPercentIsABacktrack() throws {
        let path = TracePath(try drawn(7))
        let walk = { (stops: [Double]) -> [Point] in
            var points: [Point] = []
            for (from, to) in zip(stops, stops.dropFirst()) {
                let steps = max(1, Int(abs(to - from) * path.length / 4))
                points += (0..<steps).map {
                    path.point(at: path.length * (from + (to - from) * Double($0) / Double(steps)))
                }
            }
            return points + [path.point(at: path.length)]
        }
        #expect(try verdict(walk([0, 0.6, 0.35, 1]), digit: 7) == .rejected(.backtracked))
        #expect(try verdict(walk([0, 0.6, 0.52, 1]), digit: 7) == .accepted)
    }

    @Test func aStrokeThatStopsShortIsIncomplete() throws {
        let line = try drawn(3)
        #expect(try verdict(Array(line.prefix(line.count * 7 / 10)), digit: 3) == .rejected(.incomplete))
        #expect(try verdict(Array(line.prefix(line.count * 9 / 10)), digit: 3) == .accepted)
    }

    @Test func aMirroredZifferIsRecognisedAsMirrored() throws {
        let mirrored = TracePath(inLayout(try template(3).mirrored))
        let points = (0...60).map { mirrored.point(at: mirrored.length * Double($0) / 60) }
        #expect(try verdict(points, digit: 3) == .rejected(.mirrored))
    }

    @Test func theEightIsReadInWritingOrderThroughItsCrossing() throws {
        let checker = TraceChecker(
            path: TracePath(inLayout(try template(8).points)), corridor: 0.16 * height, rules: rules)
        let measure = checker.measure(try drawn(8))
        #expect(measure.backtrack == 0 && measure.coverage > 0.98 && measure.deviation < 1)
    }
}
