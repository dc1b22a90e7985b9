import Foundation
import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

/// The child's world opens on the `two-children` fixture as the first child reaches it (issue 14),
/// and `--reduce-motion` reaches the app.
@MainActor struct WorldFixtureTests {
    private let resources = RepositoryResources.folder

    private func options(reduceMotion: Bool = false) -> AppLauncher.Options {
        AppLauncher.Options(
            dataDirectory: FileManager.default.temporaryDirectory, resources: resources, voiceAvailable: true,
            reduceMotion: reduceMotion)
    }

    @Test func theFixtureGardenIsFullAndEveryWorldScreenOpens() throws {
        for (key, screen) in [("S11", "S11"), ("S12", "S12"), ("S13", "S13"), ("S14", "S14"), ("S27", "S27")] {
            guard
                case .success(let made) = AppLauncher.open(
                    key, fixture: ScreenFixture(name: "two-children"), options: options())
            else {
                Issue.record("\(key) did not open")
                continue
            }
            #expect(made.name == screen)
        }
        let garden = AppLauncher.worldScreen(.garden, fixture: ScreenFixture(), options: options())
        let scene = garden.scene(size: Size(width: 1024, height: 768), time: 0)
        let beds = scene.elements.filter { $0.id.element == "decorationSlot" }
        #expect(beds.count == 24)
        #expect(beds.allSatisfy { !$0.label.hasPrefix("Freies Beet") })
    }

    @Test func theNoticesFixtureOpensS23WithANoticeOfEveryKindInTheChildrensWorld() throws {
        func dismissButtons(_ fixture: String) throws -> Int {
            let screen = AppLauncher.fixtureScreen(.data, fixture: ScreenFixture(name: fixture), options: options())
            #expect(screen.name == "S23")
            // Tall enough that the page does not scroll: every notice's button is on screen.
            return screen.scene(size: Size(width: 1024, height: 4000), time: 0).elements
                .filter { $0.id.element == "dismissNotice" }.count
        }
        #expect(try dismissButtons("two-children") == 0)
        let notices = AppLauncher.fixtureScreen(.data, fixture: ScreenFixture(name: "notices"), options: options())
        let store = try #require(notices.model).environment.store
        let kept = try store.maintenance.notices()
        #expect(kept.count > 5 && Set(kept.map(\.kind)).count == kept.count)
        let shown = try dismissButtons("notices")
        #expect(shown == kept.count, "\(shown) of \(kept.count)")
        #expect(try store.profiles.profiles().count == 2)
    }

    @Test func reduceMotionIsAFlagOfEveryModeAndReachesTheApp() throws {
        #expect(HostArguments.reducesMotion(["--reduce-motion", "--screen", "S27"]))
        #expect(!HostArguments.reducesMotion(["--screen", "S27"]))
        #expect(
            HostArguments.parse(["--reduce-motion", "--screenshot", "a.png", "--screen", "S27"])
                == .success(
                    .screenshot(
                        output: "a.png", screen: "S27", size: HostArguments.defaultSize, fixture: ScreenFixture())))
        let calm = AppLauncher.fixtureScreen(.home, fixture: ScreenFixture(), options: options(reduceMotion: true))
        #expect(try #require(calm.model).reduceMotion)
        let lively = AppLauncher.fixtureScreen(.home, fixture: ScreenFixture(), options: options())
        #expect(try !#require(lively.model).reduceMotion)
    }
}
