import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The export file in the documents folder: owner-only, complete or absent (issue 18, D-1100).
@Suite struct ExportFileTests {
    @Test func theExportFileIsOwnerOnlyEvenInAFolderOthersCanRead() throws {
        let store = try DataManagementTests().twoFullProfiles()
        defer { store.close() }
        let documents = StoreTestKit.temporaryDirectory("documents")
        chmod(documents.path, 0o755)

        let file = try store.dataManagement.writeExportFile(appVersion: "1.0", into: documents)

        #expect(file.lastPathComponent == "zahlenkette-export-2026-10-01.json")
        #expect(PrivateFiles.mode(of: file.path) == 0o600)
        #expect(PrivateFiles.mode(of: documents.path) == 0o755, "the parent's own folder is left as it is")
        #expect(try Data(contentsOf: file) == (try ReferenceExportEncoder.streamed(store, appVersion: "1.0")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: documents.path) == [file.lastPathComponent])
    }

    @Test func aSecondExportOnTheSameDayReplacesTheFirst() throws {
        let store = try DataManagementTests().twoFullProfiles()
        defer { store.close() }
        let documents = StoreTestKit.temporaryDirectory("documents").appendingPathComponent("Dokumente")
        let first = try store.dataManagement.writeExportFile(appVersion: "1.0", into: documents)
        try store.dataManagement.deleteProfile(id: StoreTestKit.profile(1).id)
        let second = try store.dataManagement.writeExportFile(appVersion: "1.0", into: documents)

        #expect(first == second)
        #expect(try ExportDocument.decode(Data(contentsOf: second)).profiles.count == 1)
        #expect(PrivateFiles.mode(of: documents.path) == 0o700, "a folder the export had to create")
        #expect(try FileManager.default.contentsOfDirectory(atPath: documents.path) == [second.lastPathComponent])
    }

    @Test func aFailedExportLeavesNoFileBehind() throws {
        let store = try DataManagementTests().twoFullProfiles()
        defer { store.close() }
        let documents = StoreTestKit.temporaryDirectory("documents")
        try store.database.run("UPDATE mastery_record SET value = 9e999")

        #expect(throws: PersistenceError.encodingFailed(entity: "ExportDocument")) {
            try store.dataManagement.writeExportFile(appVersion: "1.0", into: documents)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: documents.path).isEmpty)
    }

    @Test func aDocumentsPathThatIsAFileIsReportedAsUnwritable() throws {
        let store = try DataManagementTests().twoFullProfiles()
        defer { store.close() }
        let file = StoreTestKit.temporaryDirectory("documents").appendingPathComponent("Documents")
        try Data("x".utf8).write(to: file)
        #expect(throws: PersistenceError.readOnly) {
            try store.dataManagement.writeExportFile(appVersion: "1.0", into: file)
        }
    }
}
