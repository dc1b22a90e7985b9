import Foundation
import Testing
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

/// `--screen S09` and `--screen S10` on the two-children fixture: today's Abenteuer in progress
/// (one stop done, the next one to tap), and its end with the first sticker (the third Abenteuer).
@MainActor struct AbenteuerFixtureTests {
    private let options = AppLauncher.Options(
        dataDirectory: FileManager.default.temporaryDirectory,
        resources: RepositoryResources.folder,
        voiceAvailable: true)

    private func scene(_ target: ScreenID) throws -> Scene {
        let app = AppLauncher.fixtureScreen(target, fixture: ScreenFixture(name: "two-children"), options: options)
        return app.scene(size: Size(width: 1024, height: 768), time: 0)
    }

    @Test func theTrailShowsTodaysAbenteuerInProgress() throws {
        let trail = try scene(.abenteuer)
        #expect(trail.element(.root(.abenteuer)) != nil)
        #expect(trail.element(A11yID(.abenteuer, "stop", "0"))?.role == .image)
        #expect(trail.element(A11yID(.abenteuer, "stop", "1"))?.role == .button)
        #expect(trail.element(A11yID(.abenteuer, "stop", "2"))?.role == .image)
    }

    @Test func theEndShowsTheFirstStickerOfTheThirdAbenteuer() throws {
        let end = try scene(.abenteuerComplete)
        #expect(end.element(A11yID(.abenteuerComplete, "stars"))?.label == "5 Sterne für dein Abenteuer")
        #expect(end.element(A11yID(.abenteuerComplete, "sticker"))?.label == "Neuer Sticker: Regenbogen")
    }
}
