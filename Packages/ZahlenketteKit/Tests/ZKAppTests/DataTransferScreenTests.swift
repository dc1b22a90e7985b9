import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence
import ZKScene

/// S-23's "Daten übernehmen" and "Sicherungen" (docs/parent-area.md#backups-and-taking-over-data):
/// a parent takes over an export file, adding or replacing, and brings back a backup; every one
/// asks first and says what will be replaced, and each page fits every window.
@MainActor @Suite struct DataTransferScreenTests {
    static let importAdd = A11yID(.data, "importAdd", "0")
    static let importReplace = A11yID(.data, "importReplace", "0")
    static let restore = A11yID(.data, "restore", "0")

    /// S-23 of two children with a week, the data kept in a folder named as the desktop names it.
    private func dataPage(_ folder: URL) throws -> AppHarness {
        let app = try AppHarness(dataDirectory: folder.appendingPathComponent("zahlenkette"))
        app.twoChildrenWithAWeek()
        app.openParentArea()
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "data")))
        #expect(app.screen == .data)
        return app
    }

    private func audit(_ app: AppHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let findings = LayoutAudit().auditAtStandardSizes { size in app.scene(at: size) }
        #expect(findings.isEmpty, "\(label): \(findings)", sourceLocation: sourceLocation)
        app.size = Size(width: 1024, height: 768)
    }

    @Test func anExportFileIsAddedWithNumberedNamesThenReplacesTheFamily() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-transfer-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try dataPage(folder)
        #expect(app.pageText.contains("Keine Exportdatei gefunden."))
        app.scrollAndTap(A11yID(.data, "export"))
        #expect(!app.pageText.contains("Keine Exportdatei gefunden."))
        #expect(app.pageText.contains("Export vom 01.10.2026 im Ordner zahlenkette"))

        app.scrollAndTap(Self.importAdd)
        let confirmation = app.pageText
        #expect(confirmation.contains("Daten übernehmen?"))
        #expect(confirmation.contains("bekommt eine Nummer"))
        #expect(confirmation.contains("Käufe und Freischaltungen werden nicht übernommen"))
        audit(app, "S23 add confirmation")
        #expect(try app.store.profiles.profiles().count == 2)
        app.scrollAndTap(A11yID(.data, "confirmImport"))
        #expect(app.pageText.contains("Hinzugefügt: Mila (2), Jonas (2)."))
        #expect(try app.store.profiles.profiles().map(\.nickname) == ["Mila", "Jonas", "Mila (2)", "Jonas (2)"])

        app.scrollAndTap(Self.importReplace)
        #expect(app.pageText.contains("Alle Kinder auf diesem Gerät (Mila, Jonas, Mila (2), Jonas (2)) werden"))
        audit(app, "S23 replace confirmation")
        app.scrollAndTap(A11yID(.data, "confirmImport"))
        let done = app.pageText
        #expect(
            done.contains("Übernommen: Mila, Jonas. Der bisherige Stand ist als Sicherung vom 01.10.2026 aufbewahrt."))
        #expect(try app.store.profiles.profiles().map(\.nickname) == ["Mila", "Jonas"])
        // The family before the replace is today's backup, listed with its four children.
        #expect(done.contains("Sicherung vom 01.10.2026 – Kinder: Mila, Jonas, Mila (2), Jonas (2)"))
        audit(app, "S23 with an export file and a backup")
    }

    @Test func aCancelledImportChangesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-transfer-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try dataPage(folder)
        app.scrollAndTap(A11yID(.data, "export"))
        let before = try app.store.dataManagement.export()
        app.scrollAndTap(Self.importReplace)
        app.scrollAndTap(A11yID(.data, "cancel"))
        #expect(app.pageText.contains("Daten exportieren"))
        var after = try app.store.dataManagement.export()
        after.exportedAt = before.exportedAt
        #expect(after == before)
    }

    @Test func aBackupComesBackAfterAConfirmationThatNamesBothFamilies() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-transfer-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try dataPage(folder)
        #expect(app.pageText.contains("Noch keine Sicherung."))
        guard case .made = try app.store.backups.backUpIfDue() else {
            Issue.record("no backup")
            return
        }
        let jonas = try #require(try app.store.profiles.profiles().last)
        try app.store.dataManagement.deleteProfile(id: jonas.id)
        app.scrollAndTap(A11yID(.data, "back"))
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "data")))
        #expect(app.pageText.contains("Sicherung vom 01.10.2026 – Kinder: Mila, Jonas"))

        app.scrollAndTap(Self.restore)
        // The confirmation shows from its top, not scrolled past as the list was.
        #expect(app.scene.element(A11yID(.data, "confirmRestore")) != nil)
        #expect(
            app.scene.hitTest(
                app.scene.element(A11yID(.data, "confirmRestore"))?.hitRegion.center ?? Point(x: -1, y: -1))?.id
                == A11yID(.data, "confirmRestore"))
        let confirmation = app.pageText
        #expect(confirmation.contains("Sicherung zurückholen?"))
        #expect(
            confirmation.contains("Der jetzige Stand (Kinder: Mila) wird durch die Sicherung vom 01.10.2026 ersetzt"))
        #expect(confirmation.contains("(Kinder: Mila, Jonas)"))
        audit(app, "S23 restore confirmation")
        app.scrollAndTap(A11yID(.data, "confirmRestore"))
        #expect(app.pageText.contains("Die Sicherung vom 01.10.2026 ist zurückgeholt."))
        #expect(try app.store.profiles.profiles().map(\.nickname) == ["Mila", "Jonas"])
    }
}
