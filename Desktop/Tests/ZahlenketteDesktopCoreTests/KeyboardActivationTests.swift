import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

/// Space and Enter in a script activate the focused element as the window does: a press while the
/// key is down, its release, then a plain tap, also on an adjustable element (Zahlenmonster's plate
/// gives back its last cookie). The app hears where the focus went first.
@MainActor @Suite struct KeyboardActivationTests {
    @Test func theKeyboardActivatesAnAdjustableElementWithAPlainTap() throws {
        let start = RepositoryResources.game("zahlenmonster")
        var intents: [AppIntent] = []
        start.intentObserver = { intents.append($0) }
        let runner = ScriptRunner(options: RepositoryResources.options(), output: { _ in }, screenshot: { _, _ in nil })
        #expect(runner.run("", on: start) == .ok)
        let plate = A11yID.gameElement(.zahlenmonster, "plate")
        RepositoryResources.wait(for: plate, in: runner)
        let element = try #require(runner.scene?.element(plate))
        #expect(element.role == .adjustable)
        RepositoryResources.tab(to: plate, in: runner)
        #expect(runner.focus.focused == plate)
        intents = []
        #expect(runner.apply(.key(.space)) == nil)
        #expect(intents == [.press(plate), .release(plate), .tap(plate)])
        intents = []
        #expect(runner.apply(.tap(plate)) == nil)
        #expect(intents == [.tapAt(plate, element.hitRegion.center)])
    }
}
