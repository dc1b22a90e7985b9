import Foundation
import Testing
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import ZKApp

/// Issue 19, clear without sound: what the voice says has a picture too, and a sound device that
/// is missing or fails counts as the voice switched off.
@MainActor @Suite struct SilentPlayJourneyTests {
    private let bubble = A11yID.gameElement(.hoerHin, "bubble")

    private func startHoerHin(_ app: AppHarness) {
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
    }

    /// The opacities of the groups the answer tiles are drawn in, and their frames.
    private func tiles(_ scene: Scene) -> [(opacity: Double, frame: Rect)] {
        func collect(_ nodes: [Node]) -> [(opacity: Double, frame: Rect)] {
            nodes.flatMap { node -> [(opacity: Double, frame: Rect)] in
                if let interaction = node.interaction, interaction.id.element == "answer",
                    case .group(let group) = node.shape
                {
                    return [(group.opacity, interaction.hitRegion)]
                }
                if case .group(let group) = node.shape { return collect(group.children) }
                return []
            }
        }
        return collect(scene.nodes)
    }

    @Test func theSpeakerShowsWhileTheVoiceSpeaks() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        startHoerHin(app)
        func accentRings() -> Int {
            var count = 0
            func visit(_ nodes: [Node]) {
                for node in nodes {
                    if case .ring(_, _, _, let color, _) = node.shape, color == Palette.accent { count += 1 }
                    if case .group(let group) = node.shape { visit(group.children) }
                }
            }
            visit(app.scene.nodes.filter { $0.interaction?.id == .speaker })
            return count
        }
        _ = app.model.tick(time: 0.05, voicePlaying: true)
        #expect(accentRings() == 1)
        _ = app.model.tick(time: 0.1, voicePlaying: false)
        #expect(accentRings() == 0)
    }

    @Test func answersLookWaitingUntilTheyTakeTapsAndHopWhenTapped() throws {
        let app = try AppHarness(voice: false)
        app.createFirstProfile()
        startHoerHin(app)
        // Without voice the title and the prompt take a silent second each: the tiles wait meanwhile.
        let waiting = tiles(app.scene)
        #expect(!waiting.isEmpty)
        #expect(waiting.allSatisfy { $0.opacity < 1 })
        let first = try #require(app.scene.focusOrder.first { $0.id.element == "answer" })
        let rest = first.hitRegion
        app.tap(first.id)
        #expect(app.events(named: "task").isEmpty, "a tap before the answers enable only bounces")
        app.wait(0.2)
        let hopped = try #require(app.scene.element(first.id)?.hitRegion)
        #expect(hopped.minY < rest.minY)
        app.wait(0.3)
        #expect(app.scene.element(first.id)?.hitRegion == rest)
        // Once the answers take taps, the answer is drawn in full.
        for _ in 0..<50 where app.journey.correctIntent == nil { app.wait(0.1) }
        guard case .input(.tap(let answer))? = app.journey.correctIntent else {
            Issue.record("no answer to tap")
            return
        }
        let drawn = tiles(app.scene).first { $0.frame == app.scene.element(answer)?.hitRegion }
        #expect(drawn?.opacity == 1)
    }

    @Test func withoutASoundDeviceHoerHinShowsTheQuantityInItsBubble() throws {
        let app = try AppHarness(voice: false)
        app.createFirstProfile()
        startHoerHin(app)
        for _ in 0..<50 where app.journey.correctIntent == nil { app.wait(0.1) }
        #expect(app.scene.element(bubble) != nil)
    }

    @Test func aDeviceThatFailsTurnsEveryNextRoundToItsPicture() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        startHoerHin(app)
        for _ in 0..<50 where app.journey.correctIntent == nil { app.wait(0.1) }
        #expect(app.scene.element(bubble) == nil, "with a voice the bubble only shows sound waves")
        app.model.voiceAvailable = false
        app.playRound()
        app.tap(.roundEndContinue)
        for _ in 0..<50 where app.journey.correctIntent == nil { app.wait(0.1) }
        #expect(app.scene.element(bubble) != nil)
    }
}
