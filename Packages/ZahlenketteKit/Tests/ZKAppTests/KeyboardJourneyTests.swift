import Foundation
import Testing
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import ZKApp

/// Issue 19, keyboard and switch play through the app shell: where a new task puts the focus,
/// leaving a round by a held key, and what Escape means.
@MainActor @Suite struct KeyboardJourneyTests {
    /// A first round of Hör hin, its demo done, waiting until the first scored task takes answers.
    private func inRound() throws -> AppHarness {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.solve()
        app.wait(2)
        for _ in 0..<50 where app.journey.correctIntent == nil || app.journey.isDemoTaskOpen { app.wait(0.1) }
        return app
    }

    /// The answer tiles on screen, left to right.
    private func answers(_ scene: Scene) -> [A11yID] {
        scene.focusOrder.filter { $0.id.element == "answer" }.map(\.id)
    }

    @Test func eachTaskNamesItsFirstAnswerAsWhereTheFocusStarts() throws {
        let app = try inRound()
        let first = app.scene
        #expect(first.keyboard.focusStart == answers(first).first)
        #expect(first.keyboard.escape == .gameHome)
        let context = try #require(first.keyboard.context)
        app.solve()
        app.wait(2)
        let next = app.scene
        // A new task is a new context, even when a tile with the same numeral is shown again.
        #expect(next.keyboard.context != context)
        #expect(next.keyboard.focusStart == answers(next).first)
    }

    @Test func aKeyHeldOnTheHouseFillsTheRingAndLeavesAfterOneSecond() throws {
        let app = try inRound()
        app.send(.press(.gameHome))
        app.wait(0.5)
        #expect(houseRings(app.scene).contains { abs($0.sweep - 0.5) < 0.11 && $0.opacity == 1 })
        app.wait(0.6)
        #expect(app.screen == .home)
        #expect(app.events(named: "round-end").isEmpty)
    }

    @Test func aShortTapOnTheHouseShowsTheHoldRingBrieflyAndSaysItOnce() throws {
        let app = try inRound()
        #expect(houseRings(app.scene).isEmpty)
        app.clearLog()
        // A key's (or finger's) short touch: press, release, then the tap that follows the lift.
        app.send(.press(.gameHome))
        app.send(.release(.gameHome))
        app.send(.tap(.gameHome))
        #expect(app.audio.filter { $0 == .prompt(.common("press_home")) }.count == 1)
        app.wait(0.5)
        let rings = houseRings(app.scene)
        #expect(rings.contains { $0.sweep == 1 && $0.opacity < 0.5 }, "the faint track")
        #expect(rings.contains { $0.sweep > 0.3 && $0.sweep < 0.7 }, "filling as a hold would")
        app.wait(1.2)
        #expect(houseRings(app.scene).isEmpty)
        #expect(app.screen == .gameContainer)
    }

    @Test func thePauseCoverPutsTheFocusOnItsPlayButton() throws {
        let app = try inRound()
        app.send(.suspend)
        app.wait(5)
        app.send(.activate)
        #expect(app.scene.keyboard.focusStart == GameContainerScreen.continueID)
        #expect(app.scene.keyboard.escape == nil)
    }

    /// The rings drawn on the house, with the opacity of the group that holds them.
    private func houseRings(_ scene: Scene) -> [(sweep: Double, opacity: Double)] {
        guard let house = scene.element(.gameHome) else { return [] }
        func collect(_ nodes: [Node], opacity: Double) -> [(sweep: Double, opacity: Double)] {
            nodes.flatMap { node -> [(sweep: Double, opacity: Double)] in
                switch node.shape {
                case .ring(let center, _, _, _, let sweep) where house.frame.contains(center):
                    return [(sweep, opacity)]
                case .group(let group):
                    return collect(group.children, opacity: opacity * group.opacity)
                default:
                    return []
                }
            }
        }
        return collect(scene.nodes, opacity: 1)
    }
}
