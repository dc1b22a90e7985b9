import Foundation
import Testing
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKPersistence
import ZKScene

@testable import ZKApp

/// Wie viele? at step 3 through the app shell: a positional tap on the scattered objects marks
/// one and is never an attempt (D-0526); scaffolded tasks before it show step one's field.
@MainActor @Suite struct MarkingJourneyTests {
    private let quantity = A11yID.gameElement(.wieViele, "quantity")

    /// The object images inside the quantity element, in drawing order.
    private func objects(_ scene: Scene, in area: Rect) -> [Rect] {
        func collect(_ nodes: [Node]) -> [Rect] {
            nodes.flatMap { node -> [Rect] in
                switch node.shape {
                case .image(_, let frame): area.contains(frame.center) ? [frame] : []
                case .group(let group): collect(group.children)
                default: []
                }
            }
        }
        return collect(scene.nodes)
    }

    private func markRings(_ scene: Scene) -> Int {
        scene.nodes.filter {
            if case .ring(_, _, _, let color, _) = $0.shape { return color == Palette.accent }
            return false
        }.count
    }

    @Test func aTapAtAScatteredObjectMarksItAndTheTaskStillCountsOneAttempt() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .vorschule)
        let profile = try #require(try app.store.profiles.profiles().first)
        var progress = try app.store.progress.gameProgress(profileID: profile.id, gameID: .wieViele)
        progress.step = .step3
        progress.demoSeen = true
        try app.store.progress.saveGameProgress(progress)
        app.tap(.home(.play))
        app.tap(.gameTile(.wieViele))
        #expect(app.events(named: "round-start").first?.value("step") == "3")
        // A new profile's numbers are being learned: they come at step one, the ten-frame with
        // nothing to mark, each first meeting in the easiest form (D-0125, docs/engine.md#help). The
        // child plays on, round after round, until a number it knows comes at the game's step and
        // the objects scatter.
        var solved = 0
        var helped = 0
        for _ in 0..<40 {
            // A friend made on the way says hello first (S-27).
            for _ in 0..<20 where app.screen == .befriending { app.wait(0.5) }
            if app.scene.element(.roundEndContinue) != nil { app.tap(.roundEndContinue) }
            for _ in 0..<100 where app.journey.correctIntent == nil { app.wait(0.1) }
            if app.scene.element(quantity)?.role == .adjustable { break }
            app.solve()
            solved += 1
            if app.events(named: "task").last?.value("scaffolded") == "true" { helped += 1 }
            app.wait(2)
        }
        #expect(helped > 0)
        let element = try #require(app.scene.element(quantity))
        #expect(element.role == .adjustable)
        let first = try #require(objects(app.scene, in: element.hitRegion).first)
        app.send(.tapAt(quantity, first.center))
        #expect(markRings(app.scene) == 1)
        #expect(app.events(named: "task").count == solved)
        app.solve()
        #expect(app.events(named: "task").count == solved + 1)
        let task = try #require(app.events(named: "task").last)
        #expect(task.value("scaffolded") == "false")
        #expect(task.value("attempts") == "1")
        #expect(task.value("firstTry") == "true")
    }
}
