import Foundation
import ZKCore

@testable import ZahlenketteDesktopCore

/// The repository's `Resources/` folder, found from this file: the content the app's fixtures load.
enum RepositoryResources {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ZahlenketteDesktopCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Desktop
        .deletingLastPathComponent()
        .appendingPathComponent("Resources")

    /// The app's options with the repository's resources, a fixed seed and a fresh data folder.
    static func options(seed: UInt64 = 19) -> AppLauncher.Options {
        AppLauncher.Options(
            dataDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("zk-desktop-\(UUID())"),
            resources: folder, voiceAvailable: true, seed: seed)
    }

    /// S-07 in the middle of a round of `game`, as `--screen S07 --fixture <game>` photographs it.
    @MainActor
    static func game(_ game: String) -> AppScreen {
        AppLauncher.fixtureScreen(.gameContainer, fixture: ScreenFixture(name: game), options: options())
    }

    /// Lets the script's time pass until `id` is on screen and enabled (a task that opens after its
    /// question), at most `seconds`.
    @MainActor
    static func wait(for id: A11yID, in runner: ScriptRunner, seconds: Double = 20) {
        for _ in 0..<Int(seconds * 10) {
            if let element = runner.scene?.element(id), element.isEnabled { return }
            _ = runner.apply(.wait(0.1))
        }
    }

    /// Presses Tab until the ring stands on `id`, at most thirty times.
    @MainActor
    static func tab(to id: A11yID, in runner: ScriptRunner) {
        for _ in 0..<30 where runner.focus.focused != id { _ = runner.apply(.key(.tab)) }
    }
}
