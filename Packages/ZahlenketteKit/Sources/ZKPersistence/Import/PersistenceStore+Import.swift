import Foundation
import ZKCore

/// The import as the parent area and `zahlenkette --import` run it (docs/export.md#import):
/// read and check the file, back up the store before a replace, write in one transaction.
extension PersistenceStore {
    /// Imports the export at `url`. Every refusal leaves the store exactly as it was.
    public func importExport(
        fileAt url: URL, mode: ImportMode, catalog: ImportCatalog = .none, moment: ((String) -> Void)? = nil
    ) -> Result<ImportResult, ImportRefusal> {
        ExportDocument.readImport(fileAt: url).flatMap {
            importExport($0, mode: mode, catalog: catalog, moment: moment)
        }
    }

    /// Imports a decoded export; see `importExport(fileAt:…)`.
    public func importExport(
        _ document: ExportDocument, mode: ImportMode, catalog: ImportCatalog = .none, moment: ((String) -> Void)? = nil
    ) -> Result<ImportResult, ImportRefusal> {
        if let problem = document.importRefusal(now: clock.now, today: clock.today, catalog: catalog) {
            return .failure(problem)
        }
        var backup: BackupRecord?
        if mode == .replace {
            switch backups.backUpNow(moment: { moment?("backup." + $0) }) {
            case .none: break
            case .success(let record): backup = record
            case .failure: return .failure(.backupFailed)
            }
        }
        do throws(ImportRefusal) {
            let children = try dataManagement.writeChecked(document, mode: mode, catalog: catalog, moment: moment)
            return .success(ImportResult(mode: mode, children: children, backup: backup))
        } catch {
            return .failure(error)
        }
    }
}
