import Testing
import ZKGameKit
import ZKScene

@Suite struct ShakeDetectorTests {
    private let detector = ShakeDetector()

    /// A drag through the x positions `xs` at height 200, each leg drawn in 5 steps so the turns
    /// fall on the listed points; leg i takes `legs[i]` seconds (the last value repeats).
    private func zigzag(_ xs: [Double], legs: [Double], start: Double = 10) -> TracedStroke {
        var samples: [TracedStroke.Sample] = []
        var time = start
        for (index, (from, to)) in zip(xs, xs.dropFirst()).enumerated() {
            let seconds = legs[min(index, legs.count - 1)]
            for step in 0..<5 {
                samples.append(.init(Point(x: from + (to - from) * Double(step) / 5, y: 200), at: time))
                time += seconds / 5
            }
        }
        if let last = xs.last { samples.append(.init(Point(x: last, y: 200), at: time)) }
        return TracedStroke(samples)
    }

    private func zigzag(_ xs: [Double], legSeconds: Double) -> TracedStroke {
        zigzag(xs, legs: [legSeconds])
    }

    @Test func threeQuickSidewaysReversalsAreAShake() {
        let stroke = zigzag([300, 360, 300, 360, 300], legSeconds: 0.25)
        #expect(detector.turns(in: stroke).count == 3)
        #expect(detector.isShake(stroke))
    }

    @Test func twoReversalsAreNotEnough() {
        #expect(!detector.isShake(zigzag([300, 360, 300, 360], legSeconds: 0.25)))
    }

    @Test func swingsShorterThanFortyPointsDoNotTurn() {
        let small = zigzag([300, 335, 300, 335, 300, 335], legSeconds: 0.2)
        #expect(detector.turns(in: small).isEmpty)
        #expect(!detector.isShake(small))
        #expect(detector.isShake(zigzag([300, 340, 300, 340, 300], legSeconds: 0.2)))
    }

    @Test func reversalsSpreadOverMoreThanOneAndAHalfSecondsAreNoShake() {
        // Turns at 0.8, 1.6 and 2.4 s: the first and the third are 1.6 s apart.
        #expect(!detector.isShake(zigzag([300, 360, 300, 360, 300], legSeconds: 0.8)))
        // Two slow legs, then quick ones: the last three turns lie within the window.
        let slowStart = zigzag([300, 360, 300, 360, 300, 360, 300], legs: [1, 1, 0.3])
        #expect(detector.turns(in: slowStart).count == 5)
        #expect(detector.isShake(slowStart))
    }

    @Test func anUpAndDownDragIsNoShake() {
        let points = (0..<30).map { Point(x: 300, y: $0 % 2 == 0 ? 100 : 220) }
        #expect(!detector.isShake(TracedStroke(points: points, interval: 0.05)))
    }
}
