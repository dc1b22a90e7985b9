import Testing
import ZKApp
import ZKCore
import ZKGameKit
import ZKScene

@testable import ZahlenketteDesktopCore

/// `trace` draws what the game wants on an element, and the activation key presses a drawable
/// element (D-0638), on Nachspuren's canvas in the middle of a round.
@MainActor struct ScriptStrokeTests {
    static let canvas = A11yID.gameElement(.nachspuren, "canvas")

    /// The runner on a Nachspuren round, and what the app hears.
    private func nachspuren() -> (ScriptRunner, AppScreen, () -> [AppIntent]) {
        let start = RepositoryResources.game("nachspuren")
        var intents: [AppIntent] = []
        start.intentObserver = { intents.append($0) }
        let runner = ScriptRunner(options: RepositoryResources.options(), output: { _ in }, screenshot: { _, _ in nil })
        #expect(runner.run("", on: start) == .ok)
        RepositoryResources.wait(for: ScriptStrokeTests.canvas, in: runner)
        return (runner, start, { intents.filter { if case .focus = $0 { false } else { true } } })
    }

    @Test func traceDrawsTheStrokeTheGameWantsOrOneAcrossTheMiddle() throws {
        let (runner, app, intents) = nachspuren()
        let wanted = try #require(app.stroke(on: ScriptStrokeTests.canvas))
        #expect(runner.apply(.trace(ScriptStrokeTests.canvas)) == nil)
        #expect(intents() == [.input(.stroke(ScriptStrokeTests.canvas, wanted))])
        // The house wants no stroke: one across its middle.
        let house = try #require(runner.scene?.element(.gameHome)).hitRegion
        #expect(app.stroke(on: .gameHome) == nil)
        #expect(runner.apply(.trace(.gameHome)) == nil)
        guard case .input(.stroke(.gameHome, let across))? = intents().last else {
            Issue.record("expected a stroke across the house, got \(intents())")
            return
        }
        #expect(across.points.first == Point(x: house.minX, y: house.center.y))
        #expect(across.points.last == Point(x: house.maxX, y: house.center.y))
    }

    @Test func theActivationKeyPressesAndReleasesAFocusedDrawableElement() {
        let (runner, _, intents) = nachspuren()
        RepositoryResources.tab(to: ScriptStrokeTests.canvas, in: runner)
        #expect(runner.focus.focused == ScriptStrokeTests.canvas)
        let before = intents().count
        #expect(runner.apply(.key(.space)) == nil)
        // The drawable element takes no tap.
        #expect(
            Array(intents().dropFirst(before)) == [
                .press(ScriptStrokeTests.canvas), .release(ScriptStrokeTests.canvas),
            ])
    }
}
