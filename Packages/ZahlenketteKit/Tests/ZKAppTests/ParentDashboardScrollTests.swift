import Testing
import ZKCore
import ZKScene

@testable import ZKApp

/// The dashboard measures its cards once per window size, display mode and language (D-0058): a
/// parent who scrolls to the end still reaches the last row after the window changed.
@Suite @MainActor struct ParentDashboardScrollTests {
    @Test func scrollingToTheEndReachesTheLastRowAtEveryWindowSize() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        let help = try #require(ParentDashboardScreen.rowID("help"))
        let content = A11yID(.parentDashboard, "content")
        for size in [Size(width: 1024, height: 768), Size(width: 400, height: 700), Size(width: 1280, height: 520)] {
            app.size = size
            app.send(.input(.scroll(content, delta: -100_000)))
            let top = app.scene
            #expect(top.hitTest(top.element(help)?.hitRegion.center ?? Point(x: -1, y: -1))?.id != help, "\(size)")
            for _ in 0..<3 { app.send(.input(.scroll(content, delta: 100_000))) }
            let end = app.scene
            #expect(end.hitTest(end.element(help)?.hitRegion.center ?? Point(x: -1, y: -1))?.id == help, "\(size)")
        }
    }
}
