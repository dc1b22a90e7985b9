internal import CSDL2
import Foundation
import ZKAudio
import ZKScene
import ZahlenketteDesktopCore

/// The entry point of `zahlenkette`: parses arguments and runs the chosen mode. Returns the exit
/// status; bad input ends with one sentence on stderr and a non-zero status, never a crash.
@MainActor
public enum HostMain {
    /// Runs the mode the arguments ask for: the app in a window, a screenshot, a script, a report.
    public static func run(_ arguments: [String]) -> Int32 {
        var arguments = arguments
        let dataDirectory: String?
        let store: StoreChoice
        let seed: UInt64?
        let mode: HostMode
        let language: String?
        switch HostArguments.extractLanguage(arguments) {
        case .success(let (code, rest)): (language, arguments) = (code, rest)
        case .failure(let error):
            FileHandleWriter.standardError("zahlenkette: \(error.description)\n")
            return 2
        }
        switch HostArguments.extractSeed(arguments).flatMap({ seeded in
            HostArguments.extractDataDirectory(seeded.1).flatMap { folder in
                HostArguments.extractStoreChoice(folder.1).flatMap { choice in
                    HostArguments.parse(choice.1).map { (folder.0, choice.0, seeded.0, $0) }
                }
            }
        }) {
        case .success(let parsed): (dataDirectory, store, seed, mode) = parsed
        case .failure(let error):
            FileHandleWriter.standardError("zahlenkette: \(error.description)\n")
            return 2
        }
        let data = dataDirectory.map { URL(fileURLWithPath: $0) } ?? AppLocations.defaultDataDirectory()
        if let text = informational(mode, dataDirectory: data) {
            FileHandleWriter.standardOutput(text)
            return 0
        }
        // Without content, pictures and voice the app cannot run: one sentence, then exit (issue 20).
        let resources: ResourceFolders
        switch ResourceLocator.process {
        case .success(let found): resources = found
        case .failure(let error):
            FileHandleWriter.standardError("zahlenkette: \(error.description)\n")
            return 1
        }
        // A window needs a display: without one, say so in German and English and stop at once,
        // before any data folder is touched (issue 19).
        if case .window = mode, let message = DisplayCheck.problem(resources: resources.root) {
            FileHandleWriter.standardError(message)
            return 1
        }
        // Only a window plays sound; headless modes treat every line as ended at once.
        var audio: (any AudioService)?
        if case .window = mode { audio = SDLAudioService.makeService() }
        let writer = CairoReportWriter(imageFolder: resources.root.appendingPathComponent("Images"))
        if case .report(let number, let output) = mode {
            return ReportCommand.run(
                profile: number, output: output, dataDirectory: data, resources: resources.root, writer: writer)
        }
        switch mode {
        case .exportData(let output):
            return DataCommand.export(to: output, dataDirectory: data, resources: resources.root)
        case .importData(let path, let replace):
            return DataCommand.importFile(path, replace: replace, dataDirectory: data, resources: resources.root)
        default: break
        }
        let options = AppLauncher.Options(
            dataDirectory: data, resources: resources.root, voiceAvailable: audio?.isAvailable ?? true,
            store: store, reduceMotion: HostArguments.reducesMotion(arguments),
            documentFolders: AppLocations.exportFolders(dataDirectory: data), reportWriter: writer, seed: seed,
            language: language, systemLocale: systemLocale(for: mode))
        return run(mode, options: options, audio: audio)
    }

    /// The window follows the device's locale until the parent chooses a language; headless runs
    /// (screenshots, scripts) stay German so their results do not depend on the machine.
    static func systemLocale(for mode: HostMode) -> String {
        guard case .window = mode else { return "de_DE" }
        return HostArguments.systemLocale(ProcessInfo.processInfo.environment)
    }

    /// The text of `--help` and `--version`, which need neither resources nor a display.
    static func informational(_ mode: HostMode, dataDirectory: URL) -> String? {
        switch mode {
        case .help:
            let resources: String
            switch ResourceLocator.process {
            case .success(let found): resources = found.root.path
            case .failure(let error): resources = error.description
            }
            return HelpText.text(dataDirectory: dataDirectory.path, resources: resources)
        case .version:
            return HelpText.version + "\n"
        default:
            return nil
        }
    }

    /// Runs the host with given options (tests and the host's own modes).
    public static func run(_ arguments: [String], options: AppLauncher.Options) -> Int32 {
        switch HostArguments.parse(arguments) {
        case .success(let mode): return run(mode, options: options, audio: nil)
        case .failure(let error):
            FileHandleWriter.standardError("zahlenkette: \(error.description)\n")
            return 2
        }
    }

    static func run(_ mode: HostMode, options: AppLauncher.Options, audio: (any AudioService)?) -> Int32 {
        switch mode {
        case .report, .exportData, .importData:
            FileHandleWriter.standardError("zahlenkette: --report, --export and --import need the app's resources.\n")
            return 1
        case .help, .version:
            FileHandleWriter.standardOutput(
                informational(mode, dataDirectory: AppLocations.defaultDataDirectory()) ?? "")
            return 0
        case .screenshot(let output, let screen, let size, let fixture):
            return HeadlessHost.screenshot(
                output: output, screen: screen, size: size, fixture: fixture, options: options)
        case .script(let path):
            return HeadlessHost.script(path: path, options: options)
        case .window(let key, let size, let fullscreen):
            let screen: AppScreen
            switch AppLauncher.open(key, options: options) {
            case .success(let made): screen = made
            case .failure(let error):
                FileHandleWriter.standardError("zahlenkette: \(error.description)\n")
                return 2
            }
            do {
                let host = try WindowHost(
                    screen: screen, size: size, fullscreen: fullscreen,
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
