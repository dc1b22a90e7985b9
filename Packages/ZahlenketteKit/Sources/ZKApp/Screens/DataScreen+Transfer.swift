import Foundation
import ZKContent
import ZKCore
import ZKPersistence

/// S-23's "Daten übernehmen" and "Sicherungen" (docs/parent-area.md#backups-and-taking-over-data):
/// each export file with "Alles ersetzen" and "Kinder hinzufügen", each backup with its day,
/// children and size and "Diese Sicherung zurückholen"; every one of them asks first and says what
/// will be replaced.
extension DataScreen {
    static func importID(_ index: Int, _ mode: ImportMode) -> A11yID {
        A11yID(.data, mode == .replace ? "importReplace" : "importAdd", String(index))
    }

    static func restoreID(_ index: Int) -> A11yID { A11yID(.data, "restore", String(index)) }

    /// Opens the confirmation of an import or restore button; false for any other ID.
    mutating func choseTransfer(_ id: A11yID) -> Bool {
        for index in importFiles.indices {
            for mode in ImportMode.allCases where DataScreen.importID(index, mode) == id {
                pendingImport = ImportChoice(path: importFiles[index], mode: mode)
                return true
            }
        }
        if let index = backups.indices.first(where: { DataScreen.restoreID($0) == id }) {
            pendingRestore = backups[index].record.day
            return true
        }
        return false
    }

    /// The confirmation of a chosen import or restore, if one waits; true when it was drawn.
    func confirmations(_ column: inout ParentColumn, _ context: ScreenContext) -> Bool {
        let strings = context.strings
        let now = names(childNames, strings)
        if let pendingImport {
            let file = Self.fileLabel(pendingImport.path, strings)
            column.heading(strings.text("parent.data.import_confirm_title"))
            switch pendingImport.mode {
            case .replace:
                column.paragraph(strings.text("parent.data.import_replace_explained", .text(now), .text(file)))
            case .add:
                column.paragraph(strings.text("parent.data.import_add_explained", .text(file)))
            }
            column.paragraph(strings.text("import.done.entitlements"))
            column.button(strings.text("parent.data.import_confirm"), id: DataScreen.confirmImportID, prominent: true)
            column.button(strings.text("parent.gate.cancel"), id: DataScreen.cancelID)
            return true
        }
        if let pendingRestore, let backup = backups.first(where: { $0.record.day == pendingRestore }) {
            column.heading(strings.text("parent.data.restore_confirm_title"))
            column.paragraph(
                strings.text(
                    "parent.data.restore_explained", .text(now), .text(ParentNoticeBoard.dayText(pendingRestore)),
                    .text(names(backupNames(backup, context.catalog), strings))))
            column.button(strings.text("parent.data.restore_confirm"), id: DataScreen.confirmRestoreID, prominent: true)
            column.button(strings.text("parent.gate.cancel"), id: DataScreen.cancelID)
            return true
        }
        return false
    }

    /// The two sections, after the export.
    func transferSections(_ column: inout ParentColumn, _ context: ScreenContext) {
        let strings = context.strings
        column.heading(strings.text("parent.data.import_heading"))
        column.paragraph(strings.text("parent.data.import_explained"))
        if let transfer { column.paragraph(transfer, weight: .bold) }
        if importFiles.isEmpty { column.paragraph(strings.text("parent.data.import_none")) }
        for (index, path) in importFiles.enumerated() {
            let file = Self.fileLabel(path, strings)
            column.paragraph(file, weight: .bold)
            column.button(
                strings.text("parent.data.import_replace"), id: DataScreen.importID(index, .replace),
                label: strings.text("parent.data.a11y.import_replace", .text(file)))
            column.button(
                strings.text("parent.data.import_add"), id: DataScreen.importID(index, .add),
                label: strings.text("parent.data.a11y.import_add", .text(file)))
        }
        column.heading(strings.text("parent.data.backups_heading"))
        column.paragraph(strings.text("parent.data.backups_explained"))
        if backups.isEmpty { column.paragraph(strings.text("parent.data.backups_none")) }
        for (index, backup) in backups.enumerated() {
            let day = ParentNoticeBoard.dayText(backup.record.day)
            column.paragraph(
                strings.text(
                    "parent.data.backup_line", .text(day), .text(names(backupNames(backup, context.catalog), strings)),
                    .text(Self.size(backup.record.bytes, strings))),
                weight: .bold)
            column.button(
                strings.text("parent.data.restore"), id: DataScreen.restoreID(index),
                label: strings.text("parent.data.a11y.restore", .text(day)), enabled: backup.nicknames != nil)
        }
    }

    /// "dem Export vom 01.10.2026 im Ordner Documents": the day from the export's file name and
    /// the folder's name, which fit a narrow window where the path does not; the file's name when
    /// it holds no day.
    static func fileLabel(_ path: String, _ strings: StringCatalog) -> String {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent().lastPathComponent
        guard let day = LocalDate(string: String(name.dropFirst("zahlenkette-export-".count))) else {
            return strings.text("parent.data.import_named_file", .text(url.lastPathComponent), .text(folder))
        }
        return strings.text("parent.data.import_file", .text(ParentNoticeBoard.dayText(day)), .text(folder))
    }

    /// "Mila, Ben", or "keine" without children.
    private func names(_ list: [String], _ strings: StringCatalog) -> String {
        list.isEmpty ? strings.text("parent.data.no_children") : list.joined(separator: ", ")
    }

    /// The backup's children named as the parent area names them: a child without a nickname by
    /// its animal.
    private func backupNames(_ backup: BackupSummary, _ catalog: ContentCatalog) -> [String] {
        zip(backup.nicknames ?? [], backup.avatars).map { nickname, avatar in
            nickname.isEmpty ? catalog.avatar(id: avatar).map { catalog.strings.text($0.nameKey) } ?? "" : nickname
        }
    }

    /// "1,2 MB" or "840 KB": a decimal comma, whole kilobytes below a tenth of a megabyte.
    static func size(_ bytes: Int64, _ strings: StringCatalog) -> String {
        let tenths = (bytes * 10 + 524_288) / 1_048_576
        if tenths < 1 { return strings.text("parent.data.size_kb", .integer(Int(max(1, (bytes + 512) / 1024)))) }
        return strings.text("parent.data.size_mb", .integer(Int(tenths / 10)), .integer(Int(tenths % 10)))
    }
}
