import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameNachspuren

/// Rounds of Nachspuren laid out at 1024 x 768, and the strokes a child draws on them.
enum NachspurenTestKit {
    static let size = Size(width: 1024, height: 768)
    static let canvas = NachspurenRules.canvasID

    static func round(
        _ numbers: [Int], step: DifficultyStep = .step2, level: Level = .vorschule, demo: Bool = false,
        voice: Bool = true, seed: UInt64 = 11, leftHanded: Bool = false
    ) throws -> RoundDriver<NachspurenRules> {
        let base = try GameTestKit.setup(.nachspuren, voice: voice, demo: demo)
        let setup = RoundSetup(
            config: base.config, strings: base.strings, voiceEnabled: base.voiceEnabled, includeDemo: base.includeDemo,
            reduceMotion: base.reduceMotion, savedState: base.savedState, content: base.content, leftHanded: leftHanded)
        let round = NachspurenGame().makeRound(
            plan: GameTestKit.plan(.nachspuren, numbers: numbers, step: step, level: level, range: .r1to20, seed: seed),
            setup: setup)
        let driver = try #require(round as? RoundDriver<NachspurenRules>)
        driver.layout(in: GameTestKit.playfieldFrame(size))
        return driver
    }

    /// Starts the round and lets it settle on its first task.
    static func started(_ round: RoundDriver<NachspurenRules>, _ time: inout Double) -> [RoundEffect] {
        round.start(time: time) + GameTestKit.settle(round, at: &time)
    }

    /// The open stroke traced along its template, ending at `time`.
    static func traced(_ round: RoundDriver<NachspurenRules>, at time: Double) throws -> TracedStroke {
        _ = round.tick(time: time)
        return try #require(round.stroke(on: canvas))
    }

    /// Traces every open stroke until the task completes; returns the effects.
    static func traceAll(_ round: RoundDriver<NachspurenRules>, _ time: inout Double) throws -> [RoundEffect] {
        var effects: [RoundEffect] = []
        for _ in 0..<8 {
            time += 1
            effects += round.handle(.stroke(canvas, try traced(round, at: time)), time: time)
            if !GameTestKit.results(effects).isEmpty { break }
        }
        return effects
    }

    /// Circles filled with `color` in a scene (the green dot, the fingertip, the pen, red beads).
    static func circles(_ scene: Scene, filled color: Color) -> Int {
        count(scene.nodes) {
            if case .circle(_, _, let fill, _) = $0.shape { return fill == color }
            return false
        }
    }

    /// Blue Lochperlen in a scene.
    static func blueBeads(_ scene: Scene) -> Int {
        count(scene.nodes) {
            if case .ring(_, _, _, let color, _) = $0.shape { return color == Palette.beadBlue }
            return false
        }
    }

    private static func count(_ nodes: [Node], where matches: (Node) -> Bool) -> Int {
        nodes.reduce(0) { total, node in
            var inner = 0
            if case .group(let group) = node.shape { inner = count(group.children, where: matches) }
            return total + inner + (matches(node) ? 1 : 0)
        }
    }
}

extension TracedStroke {
    /// The same points from the last to the first, at the same times.
    var reversedForTest: TracedStroke {
        TracedStroke(zip(samples.reversed(), samples).map { TracedStroke.Sample($0.0.point, at: $0.1.time) })
    }
}
