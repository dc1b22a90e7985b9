internal import CSDL2
import Foundation
import ZKAudio
import ZKScene
import ZahlenketteDesktopCore

/// The entry point of `zahlenkette`: parses arguments and runs the chosen mode. Returns the exit
/// status; bad input ends with one sentence on stderr and a non-zero status, never a crash.
@MainActor
public enum HostMain {
    /// Runs the app's registry: the host's own screens plus the app (`app`, `S01` … `S08`).
    public static func run(_ arguments: [String]) -> Int32 {
        let dataDirectory: String?
        let mode: HostMode
        switch HostArguments.extractDataDirectory(arguments).flatMap({ extracted in
            HostArguments.parse(extracted.1).map { (extracted.0, $0) }
        }) {
        case .success(let parsed): (dataDirectory, mode) = parsed
        case .failure(let error):
            FileHandleWriter.standardError("zahlenkette: \(error.description)\n")
            return 2
        }
        // Only a window plays sound; headless modes treat every line as ended at once.
        var audio: (any AudioService)?
        if case .window = mode { audio = SDLAudioService.makeService() }
        let registry = ScreenRegistry.standard()
        AppLauncher.register(
            into: registry,
            options: AppLauncher.Options(
                dataDirectory: dataDirectory.map { URL(fileURLWithPath: $0) } ?? AppLocations.defaultDataDirectory(),
                resources: AppLocations.resources(), voiceAvailable: !(audio is SilentAudioService)))
        return run(mode, registry: registry, audio: audio)
    }

    /// Runs the host with a given registry (tests and the host's own modes).
    public static func run(_ arguments: [String], registry: ScreenRegistry) -> Int32 {
        switch HostArguments.parse(arguments) {
        case .success(let mode): return run(mode, registry: registry, audio: nil)
        case .failure(let error):
            FileHandleWriter.standardError("zahlenkette: \(error.description)\n")
            return 2
        }
    }

    static func run(_ mode: HostMode, registry: ScreenRegistry, audio: (any AudioService)?) -> Int32 {
        switch mode {
        case .help:
            FileHandleWriter.standardOutput(HostArguments.usage + "\n")
            return 0
        case .screenshot(let output, let screen, let size, let fixture):
            return HeadlessHost.screenshot(
                output: output, screen: screen, size: size, fixture: fixture, registry: registry)
        case .script(let path):
            return HeadlessHost.script(path: path, registry: registry)
        case .benchRender(let frames):
            return Benchmarks.render(frames: frames)
        case .benchFirstFrame:
            return Benchmarks.firstFrame(registry: registry)
        case .benchMemory(let seconds):
            return Benchmarks.memory(registry: registry, seconds: seconds)
        case .benchApp(let tasks):
            return AppBenchmark.run(tasks: tasks)
        case .window(let key, let size, let fullscreen):
            let screen: any HostScreen
            switch registry.make(key) {
            case .success(let made): screen = made
            case .failure(let error):
                FileHandleWriter.standardError("zahlenkette: \(error.description)\n")
                return 2
            }
            do {
                let host = try WindowHost(
                    registry: registry, screen: screen, size: size, fullscreen: fullscreen,
                    audio: audio ?? SDLAudioService.makeService())
                FileHandleWriter.standardOutput("screen \(screen.name)\n")
                host.run()
                SDL_Quit()
                return 0
            } catch {
                FileHandleWriter.standardError("zahlenkette: \(error)\n")
                return 1
            }
        }
    }
}
