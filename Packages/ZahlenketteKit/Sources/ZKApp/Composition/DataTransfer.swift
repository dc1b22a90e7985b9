import Foundation
import ZKContent
import ZKCore
import ZKPersistence

/// "Daten übernehmen" and the export for the parent area and `zahlenkette --import/--export`
/// (docs/export.md#import): the content the file is checked against and the one German sentence
/// either of them shows, so the screen and the command line say the same.
public enum DataTransfer {
    /// The app's avatars in picker order and every game the content load looked for.
    public static func importCatalog(_ catalog: ContentCatalog) -> ImportCatalog {
        ImportCatalog(avatars: catalog.avatars.map(\.id), games: Set(catalog.gameOrder))
    }

    /// Imports the file at `url` into the environment's store, checked against its content.
    @MainActor
    public static func importFile(
        _ url: URL, mode: ImportMode, into environment: AppEnvironment
    ) -> Result<ImportResult, ImportRefusal> {
        environment.store.importExport(fileAt: url, mode: mode, catalog: importCatalog(environment.catalog))
    }

    /// What happened: the refusal's reason, or the children now in the store (a taken name with
    /// its number), the backup a replace took first, and that purchases stay with this device.
    /// A child without a nickname is named by its animal, as everywhere in the parent area.
    @MainActor
    public static func sentence(_ result: Result<ImportResult, ImportRefusal>, catalog: ContentCatalog) -> String {
        let strings = catalog.strings
        switch result {
        case .failure(let refusal):
            return strings.text(refusal.key)
        case .success(let done):
            let names = done.children.map { child in
                child.nickname.isEmpty
                    ? catalog.avatar(id: child.avatar).map { strings.text($0.nameKey) } ?? "" : child.nickname
            }.joined(separator: ", ")
            let key = done.mode == .replace ? "import.done.replaced" : "import.done.added"
            var sentences = [strings.text(key, .text(names))]
            if let backup = done.backup {
                sentences.append(strings.text("import.done.backed_up", .text(ParentNoticeBoard.dayText(backup.day))))
            }
            sentences.append(strings.text("import.done.entitlements"))
            return sentences.joined(separator: " ")
        }
    }
}
