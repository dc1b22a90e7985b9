import ZKContent
import ZKCore
import ZKParentArea
import ZKPersistence
import ZKScene

/// S-23: data (docs/export.md, 16.7). The export file and where it went; "Daten übernehmen" from an
/// export file, replacing or adding, with a confirmation; the backups with their children and
/// "Diese Sicherung zurückholen" with a confirmation (docs/parent-area.md#backups-and-taking-over-data);
/// the notices about failures since launch and the unread stored ones, each dismissable;
/// "Alles zurücksetzen" with a confirmation, which keeps the clock anchor and the gate cooldown.
struct DataScreen: ParentScreen {
    static let exportID = A11yID(.data, "export")
    static let resetID = A11yID(.data, "reset")
    static let confirmResetID = A11yID(.data, "confirmReset")
    static let cancelID = A11yID(.data, "cancel")
    static let confirmImportID = A11yID(.data, "confirmImport")
    static let confirmRestoreID = A11yID(.data, "confirmRestore")

    let notices: [StoreNotice.Kind]
    /// The day of the backup the store was restored from at this launch, which the restored
    /// store's sentence names (docs/persistence.md#opening-and-recovery).
    let restoredDay: LocalDate?
    var export: FileOutcome?
    /// "Alles zurücksetzen" was tapped: the confirmation shows.
    var confirmingReset = false
    /// The children now, named as the parent area names them, for the confirmations.
    var childNames: [String] = []
    /// Export files found in the documents folders and the data folder, newest first.
    var importFiles: [String] = []
    /// The counted backups with their children, newest first.
    var backups: [BackupSummary] = []
    /// An import button was tapped: its confirmation shows.
    var pendingImport: ImportChoice?
    /// A backup's "zurückholen" was tapped: its confirmation shows.
    var pendingRestore: LocalDate?
    /// What the last import or restore did, in a sentence.
    var transfer: String?
    var offset = 0.0

    init(notices: [StoreNotice.Kind], restoredDay: LocalDate? = nil) {
        self.notices = notices
        self.restoredDay = restoredDay
    }

    var screenID: ScreenID { .data }
    var destination: Destination { .parent(.data(self)) }

    static func dismissID(_ index: Int) -> A11yID { A11yID(.data, "dismissNotice", String(index)) }

    func title(_ context: ScreenContext) -> String { context.text("parent.dashboard.row.data") }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        if scrollIfAsked(intent, context) { return [] }
        guard let id = tappedID(intent) else { return [] }
        switch id {
        case A11yID(.data, "back"): return [.open(.parentArea(.dashboard), saying: nil)]
        case DataScreen.exportID: return [.parent(.export(from: .data))]
        case DataScreen.resetID:
            confirmingReset = true
            // A confirmation is short: shown from the top, never scrolled past (docs/parent-area.md).
            offset = 0
            return []
        case DataScreen.cancelID:
            confirmingReset = false
            pendingImport = nil
            pendingRestore = nil
            return []
        case DataScreen.confirmResetID where confirmingReset: return [.parent(.resetAll)]
        case DataScreen.confirmImportID:
            guard let pendingImport else { return [] }
            return [.parent(.importData(path: pendingImport.path, mode: pendingImport.mode))]
        case DataScreen.confirmRestoreID:
            guard let pendingRestore else { return [] }
            return [.parent(.restoreBackup(day: pendingRestore))]
        default:
            if choseTransfer(id) {
                offset = 0
                return []
            }
            guard let index = notices.indices.first(where: { DataScreen.dismissID($0) == id }) else { return [] }
            return [.parent(.dismissNotice(notices[index]))]
        }
    }

    func content(_ column: inout ParentColumn, _ context: ScreenContext) {
        let strings = context.strings
        if confirmingReset {
            column.heading(strings.text("parent.data.reset_confirm_title"))
            // The note that the subscription stays with the Apple ID (docs/parent-area.md#profiles-data-and-reset) waits for the
            // store; the desktop edition has none (D-0022, D-0915).
            column.paragraph(strings.text("parent.data.reset_explained"))
            column.button(strings.text("parent.data.reset_confirm"), id: DataScreen.confirmResetID, prominent: true)
            column.button(strings.text("parent.gate.cancel"), id: DataScreen.cancelID)
            return
        }
        if confirmations(&column, context) { return }
        column.heading(strings.text("parent.data.export_heading"))
        column.paragraph(strings.text("parent.data.export_explained"))
        column.button(strings.text("parent.data.export"), id: DataScreen.exportID, prominent: true)
        if let export {
            switch export {
            case .written(let path): column.paragraph(strings.text("parent.data.exported", .text(path)), weight: .bold)
            case .failed(let key): column.paragraph(strings.text(key), weight: .bold)
            }
        }
        transferSections(&column, context)
        column.heading(strings.text("parent.data.notices_heading"))
        if notices.isEmpty { column.paragraph(strings.text("parent.data.no_notices")) }
        for (index, kind) in notices.enumerated() {
            let sentence = ParentNoticeBoard.sentence(for: kind, restoredDay: restoredDay, in: strings)
            column.paragraph(sentence)
            column.button(
                strings.text("parent.data.dismiss"), id: DataScreen.dismissID(index),
                label: strings.text("parent.data.a11y.dismiss", .text(sentence)))
        }
        column.divider()
        column.heading(strings.text("parent.data.reset_all"))
        column.paragraph(strings.text("parent.data.reset_explained"))
        column.button(strings.text("parent.data.reset_all"), id: DataScreen.resetID)
    }
}
