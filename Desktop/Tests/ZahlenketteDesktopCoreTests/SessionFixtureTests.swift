import Foundation
import Testing
import ZKCore

@testable import ZahlenketteDesktopCore

/// Issue 15: `--screen S16`, `S17` and `S26` on the two-children fixture open the screen itself,
/// reached the way a family reaches it.
@MainActor struct SessionFixtureTests {
    @Test(arguments: [ScreenID.timesUp, .parentalGate, .breakNudge])
    func theSessionScreensOpenOnTheFixture(_ target: ScreenID) throws {
        let options = AppLauncher.Options(
            dataDirectory: FileManager.default.temporaryDirectory, resources: RepositoryResources.folder,
            voiceAvailable: true)
        let app = AppLauncher.fixtureScreen(target, fixture: ScreenFixture(name: "two-children"), options: options)
        #expect(try #require(app.model).screen == target)
    }
}
