import Foundation
import ZKApp
import ZKCore
import ZKPersistence
import ZahlenketteDesktopCore

/// `zahlenkette [--data-dir DIR] --export FILE` and `--import FILE --replace|--add`
/// (docs/export.md#import): the parent area's export and "Daten übernehmen" for scripts and tests,
/// without a window. A refusal prints the same German sentence S-23 shows and exits 1. Whoever runs
/// it already has the user's files, so no gate is asked (D-0909).
@MainActor
enum DataCommand {
    static func export(to output: String, dataDirectory: URL, resources: URL) -> Int32 {
        guard let environment = environment(dataDirectory, resources) else { return 1 }
        do throws(PersistenceError) {
            try environment.store.dataManagement.writeExportFile(to: URL(fileURLWithPath: output))
        } catch {
            let key = error == .storageFull ? "error.storage.full" : "parent.file.failed"
            FileHandleWriter.standardError("zahlenkette: " + environment.catalog.strings.text(key) + "\n")
            return 1
        }
        FileHandleWriter.standardOutput("export \(output)\n")
        return 0
    }

    static func importFile(_ path: String, replace: Bool, dataDirectory: URL, resources: URL) -> Int32 {
        guard let environment = environment(dataDirectory, resources) else { return 1 }
        let result = DataTransfer.importFile(
            URL(fileURLWithPath: path), mode: replace ? .replace : .add, into: environment)
        let sentence = DataTransfer.sentence(result, catalog: environment.catalog)
        switch result {
        case .success:
            FileHandleWriter.standardOutput(sentence + "\n")
            return 0
        case .failure:
            FileHandleWriter.standardError("zahlenkette: " + sentence + "\n")
            return 1
        }
    }

    private static func environment(_ dataDirectory: URL, _ resources: URL) -> AppEnvironment? {
        let environment = AppBootstrap.environment(
            resources: resources, dataDirectory: dataDirectory, fallbackDirectory: nil, clock: SystemClock(),
            continuousTime: SystemContinuousTimeSource(), seed: 1, log: StandardErrorLog())
        if environment == nil {
            FileHandleWriter.standardError("zahlenkette: the data in \(dataDirectory.path) cannot be opened.\n")
        }
        return environment
    }
}
