import Testing
import ZKCore
import ZKGameKit
import ZKScene

@testable import ZahlenketteDesktopCore

struct StrokeCaptureTests {
    private let pad = A11yID.gameElement(.nachspuren, "canvas")

    @Test func aDragOnADrawableElementBecomesOneStrokeWithItsTimes() throws {
        var capture = StrokeCapture()
        capture.begin(on: pad, at: Point(x: 10, y: 10), time: 5)
        capture.move(to: Point(x: 20, y: 12), time: 5.02)
        capture.move(to: Point(x: 20, y: 12), time: 5.03)
        capture.move(to: Point(x: 40, y: 15), time: 5.05)
        let ended = capture.end(at: Point(x: 60, y: 20), time: 5.1)
        let (id, stroke) = try #require(ended)
        #expect(id == pad)
        #expect(stroke.points == [Point(x: 10, y: 10), Point(x: 20, y: 12), Point(x: 40, y: 15), Point(x: 60, y: 20)])
        #expect(abs(stroke.duration - 0.1) < 1e-9)
        #expect(!capture.isActive)
        let again = capture.end(at: .zero, time: 6)
        #expect(again == nil)
    }

    @Test func movesWithoutATouchDownAreNotCollected() {
        var capture = StrokeCapture()
        capture.move(to: Point(x: 5, y: 5), time: 1)
        #expect(capture.samples.isEmpty && capture.liveInk(color: Color(hex: 0), width: 4) == nil)
        capture.begin(on: pad, at: Point(x: 0, y: 0), time: 2)
        capture.move(to: Point(x: 30, y: 0), time: 2.1)
        #expect(capture.liveInk(color: Color(hex: 0), width: 4) != nil)
    }
}
