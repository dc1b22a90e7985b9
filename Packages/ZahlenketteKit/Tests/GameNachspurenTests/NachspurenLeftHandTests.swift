import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameNachspuren

/// Nachspuren for a left hand (docs/games.md#nachspuren): the guiding hand comes from the lower
/// left, the arrows sit to the right of the stroke and none lies under the hand while its finger is
/// on the green dot; the numerals, their stroke order and what is accepted stay the same.
@Suite struct NachspurenLeftHandTests {
    private let size = NachspurenTestKit.size
    private let canvas = NachspurenTestKit.canvas

    /// Every chevron's three points (a three-point open path in ink).
    private func chevrons(_ nodes: [Node]) -> [[Point]] {
        nodes.flatMap { node -> [[Point]] in
            switch node.shape {
            case .group(let group): return chevrons(group.children)
            case .path(let elements, nil, let stroke?) where stroke.color == Palette.ink && elements.count == 3:
                return [
                    elements.compactMap {
                        switch $0 {
                        case .move(let p), .line(let p): p
                        default: nil
                        }
                    }
                ]
            default: return []
            }
        }
    }

    /// The green dot's centre.
    private func dot(_ nodes: [Node]) -> (center: Point, radius: Double)? {
        for node in nodes {
            switch node.shape {
            case .circle(let center, let radius, let fill, _) where fill == Palette.correct: return (center, radius)
            case .group(let group): if let found = dot(group.children) { return found }
            default: break
            }
        }
        return nil
    }

    /// The lines drawn in skin colour: the guiding hand's arm, from the fingertip to the wrist.
    private func arms(_ nodes: [Node]) -> [(from: Point, to: Point)] {
        nodes.flatMap { node -> [(from: Point, to: Point)] in
            switch node.shape {
            case .group(let group): return arms(group.children)
            case .line(let from, let to, let stroke) where stroke.color == Palette.skin: return [(from, to)]
            default: return []
            }
        }
    }

    /// The answering scene of step 1 (arrows along the whole stroke) for `number`.
    private func answering(_ number: Int, leftHanded: Bool) throws -> Scene {
        let round = try NachspurenTestKit.round([number], step: .step1, leftHanded: leftHanded)
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        return GameTestKit.scene(round, size: size, time: time)
    }

    @Test func noArrowLiesUnderTheLeftHandWhileItsFingerIsOnTheDot() throws {
        for number in 0...9 {
            let scene = try answering(number, leftHanded: true)
            let start = try #require(dot(scene.nodes), "no green dot for \(number)")
            try #require(start.radius > 10, "the Ziffer is taller than 222 pt")
            let arrows = chevrons(scene.nodes)
            #expect(!arrows.isEmpty, "\(number) shows arrows")
            // Where a left hand lies: below the dot and to its left, half a Ziffer's height each way
            // (the dot's radius is 4.5 % of the height at this size).
            let reach = start.radius / 0.045 / 2
            for point in arrows.joined() {
                let underTheHand =
                    point.x < start.center.x - start.radius && point.x > start.center.x - reach
                    && point.y > start.center.y + start.radius && point.y < start.center.y + reach
                #expect(!underTheHand, "an arrow of \(number) at \(point) lies under a left hand")
            }
        }
        // For the right hand the 4's first stroke has its arrows down to the left of the dot.
        let right = try answering(4, leftHanded: false)
        let start = try #require(dot(right.nodes))
        #expect(
            chevrons(right.nodes).joined().contains { $0.x < start.center.x - start.radius && $0.y > start.center.y })
    }

    @Test func theGuidingHandComesFromTheSideOfTheWritingHand() throws {
        for leftHanded in [false, true] {
            let round = try NachspurenTestKit.round([1], step: .step1, leftHanded: leftHanded)
            var time = 0.0
            _ = round.start(time: time)
            for _ in 0..<3 where round.phase != .activity {
                time += 1
                _ = round.voiceFinished(time: time)
            }
            let arm = try #require(arms(GameTestKit.scene(round, size: size, time: time + 1).nodes).first)
            #expect(arm.to.y > arm.from.y, "the hand lies below the fingertip")
            #expect(leftHanded ? arm.to.x < arm.from.x : arm.to.x > arm.from.x)
        }
    }

    @Test func theNumeralsAndTheStrokesAcceptedAreTheSameForEitherHand() throws {
        for number in [4, 7] {
            let right = try NachspurenTestKit.round([number], step: .step2)
            let left = try NachspurenTestKit.round([number], step: .step2, leftHanded: true)
            var (rightTime, leftTime) = (0.0, 0.0)
            _ = NachspurenTestKit.started(right, &rightTime)
            _ = NachspurenTestKit.started(left, &leftTime)
            // The same template, stroke for stroke, in the same place: no Ziffer is mirrored.
            #expect(right.view(at: rightTime)?.task == left.view(at: leftTime)?.task)
            // The template's first stroke is taken by both; the second drawn backwards is refused by both.
            for backwards in [false, true] {
                rightTime += 1
                leftTime += 1
                let traced = try NachspurenTestKit.traced(right, at: rightTime)
                let stroke = backwards ? traced.reversedForTest : traced
                let a = right.handle(.stroke(canvas, stroke), time: rightTime)
                let b = left.handle(.stroke(canvas, stroke), time: leftTime)
                #expect(a == b, "\(number)")
                #expect(right.view(at: rightTime)?.play.done == left.view(at: leftTime)?.play.done)
                #expect(left.view(at: leftTime)?.play.done == 1, "\(number)")
            }
        }
    }
}
