import Foundation
import ZKAudio
import ZKCore
import ZKScene
import ZahlenketteDesktopCore

@testable import ZahlenketteDesktopSDL

/// The real app for the window's tests: the repository's resources and the fixtures `--screen`
/// photographs.
@MainActor
enum AppFixture {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ZahlenketteDesktopSDLTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Desktop
        .deletingLastPathComponent()
        .appendingPathComponent("Resources")

    static func options() -> AppLauncher.Options {
        AppLauncher.Options(
            dataDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("zk-window-\(UUID())"),
            resources: resources, voiceAvailable: true, seed: 19)
    }

    /// S-07 in the middle of a round of `game`, as `--screen S07 --fixture <game>` photographs it.
    static func game(_ game: String) throws -> AppScreen {
        try AppLauncher.open("S07", fixture: ScreenFixture(name: game), options: options()).get()
    }

    /// Lets the app's time pass until `ready` holds for its scene at `size` (a task that opens
    /// after its question), at most `seconds`; the window's clock then starts there.
    static func advance(
        _ app: AppScreen, size: Size = Size(width: 1024, height: 768), seconds: Double = 20,
        until ready: (Scene) -> Bool
    ) {
        var time = 0.0
        while time < seconds, !ready(app.scene(size: Layout.viewport(for: size).layoutSize, time: time)) {
            time += 0.1
            _ = app.tick(time: time)
        }
        app.timeOffset += time
    }

    /// A silent window of `size` points showing `screen`, its output lines dropped.
    static func window(_ screen: AppScreen, size: Size = Size(width: 1024, height: 768)) throws -> WindowHost {
        let host = try WindowHost(screen: screen, size: size, fullscreen: false, audio: SilentAudioService())
        host.output = { _ in }
        return host
    }
}
