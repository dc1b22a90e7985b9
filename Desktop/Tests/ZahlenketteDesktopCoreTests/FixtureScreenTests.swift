import Foundation
import Testing
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

/// A screen opened on a fixture shows the moment the fixture played up to, not time 0.
@MainActor struct FixtureScreenTests {
    private let resources = RepositoryResources.folder

    @Test func aGameFixtureIsDrawnAtTheMomentItReachedSoBlitzblicksFlashShows() throws {
        let options = AppLauncher.Options(
            dataDirectory: FileManager.default.temporaryDirectory, resources: resources, voiceAvailable: true)
        let app = AppLauncher.fixtureScreen(
            .gameContainer, fixture: ScreenFixture(name: "blitzblick", step: .step1), options: options)
        #expect(app.timeOffset > 3, "two tasks were answered first")
        // Three seconds after the second answer the third task's flash (0.5 s cue, 1.5 s) is on.
        let window = A11yID.gameElement(.blitzblick, "window")
        let scene = app.scene(size: Size(width: 1024, height: 768), time: 0)
        #expect(scene.element(window)?.label.hasPrefix("Zum Zählen: Punkt") == true)
        // The host's clock runs on from there: a second later the cloud covers it.
        _ = app.tick(time: 1)
        #expect(
            app.scene(size: Size(width: 1024, height: 768), time: 1).element(window)?.label
                == "Eine Wolke: Wie viele waren es?")
    }

    /// `--step 3` photographs step 3: the child has practised the game and knows its numbers, so the
    /// engine shows the step's own form (four answer tiles for a Vorschule child), not the easiest
    /// one it gives numbers a child has not met (two or three tiles, D-1212).
    @Test(arguments: [GameID.wasFehlt, .wieViele])
    func aStepFixtureShowsThatStepsOwnFormNotTheEasiestOne(game: GameID) throws {
        let options = AppLauncher.Options(
            dataDirectory: FileManager.default.temporaryDirectory, resources: resources, voiceAvailable: true)
        let app = AppLauncher.fixtureScreen(
            .gameContainer, fixture: ScreenFixture(name: game.rawValue, step: .step3), options: options)
        let scene = app.scene(size: Size(width: 1024, height: 768), time: 0)
        let tiles = scene.elements.filter { $0.id.screen == .gameContainer && $0.id.element == "answer" }
        #expect(tiles.count == 4)
    }
}
