internal import CSDL2
import Foundation
import ZKScene
import ZahlenketteDesktopCore

/// The entry point of `zahlenkette`: parses arguments and runs the chosen mode. Returns the exit
/// status; bad input ends with one sentence on stderr and a non-zero status, never a crash.
public enum HostMain {
    public static func run(_ arguments: [String], registry: ScreenRegistry = .standard()) -> Int32 {
        let mode: HostMode
        switch HostArguments.parse(arguments) {
        case .success(let parsed): mode = parsed
        case .failure(let error):
            FileHandleWriter.standardError("zahlenkette: \(error.description)\n")
            return 2
        }
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
                    audio: SDLAudioService.makeService())
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
