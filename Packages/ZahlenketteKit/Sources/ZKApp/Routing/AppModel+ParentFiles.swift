import Foundation
import ZKCore
import ZKParentArea
import ZKPersistence
import ZKScene

/// The files a parent takes away: the export (engine 16.6) and the printable report (issue 16),
/// written into the first folder that works and named on the page.
extension AppModel {
    /// The folders to try: the host's documents folders, then the data folder.
    var writableFolders: [URL] {
        let data = store.fileURL.deletingLastPathComponent()
        return documentFolders + (store.isInMemory ? [] : [data])
    }

    /// Writes the export file; its path, or why none could be written.
    func writeExport() -> FileOutcome {
        var lastError: PersistenceError = .readOnly
        for folder in writableFolders {
            do throws(PersistenceError) {
                let url = try store.dataManagement.writeExportFile(into: folder)
                return .written(path: url.path)
            } catch {
                lastError = error
            }
        }
        environment.notices.record(lastError, at: .export)
        return .failed(messageKey: lastError == .storageFull ? "error.storage.full" : "parent.file.failed")
    }

    /// Writes the report of the profile at `index` with the host's writer.
    func writeReport(_ index: Int) -> FileOutcome {
        guard let writer = reportWriter, let page = reportScene(profileIndex: index) else {
            return .failed(messageKey: "parent.report.unavailable")
        }
        let name = "zahlenkette-bericht-\(environment.clock.today.string)-\(index + 1).\(writer.fileExtension)"
        for folder in writableFolders {
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
            else { continue }
            let url = folder.appendingPathComponent(name)
            if writer.write(page, to: url) { return .written(path: url.path) }
        }
        return .failed(messageKey: "parent.file.failed")
    }

    /// The printable report of the profile at `index` (picker order), nil without that profile.
    public func reportScene(profileIndex index: Int) -> Scene? {
        let family = parentFamily()
        guard let overview = family.overview(index) else { return nil }
        return ReportPage(overview: overview, name: family.name(index)).scene(strings: catalog.strings)
    }

    /// Puts the outcome on the page now shown (S-19, S-21 or S-23).
    func showOutcome(_ outcome: FileOutcome, export: Bool) {
        guard case .parent(let pass, let place, let paused) = state else { return }
        switch place {
        case .progressGrid(var screen) where !export:
            screen.report = outcome
            state = .parent(pass, .progressGrid(screen), paused: paused)
        case .profiles(var screen) where export:
            screen.export = outcome
            state = .parent(pass, .profiles(screen), paused: paused)
        case .data(var screen) where export:
            screen.export = outcome
            state = .parent(pass, .data(screen), paused: paused)
        default:
            break
        }
    }
}
