import Foundation
import Testing
import ZKParentArea

/// The export goes to the XDG documents folder, else ~/Documents, else the data folder (D-0906).
@Suite struct ExportLocationTests {
    let home = URL(fileURLWithPath: "/home/sarah")
    let data = URL(fileURLWithPath: "/home/sarah/.local/share/zahlenkette")

    @Test func theXDGDocumentsFolderComesFirst() {
        let folders = ExportLocation.candidates(
            xdgDocuments: "/home/sarah/Dokumente\n", home: home, dataDirectory: data)
        #expect(folders.map(\.path) == ["/home/sarah/Dokumente", "/home/sarah/Documents", data.path])
    }

    @Test func anAnswerOfTheHomeFolderMeansNoDocumentsFolder() {
        let folders = ExportLocation.candidates(xdgDocuments: "/home/sarah", home: home, dataDirectory: data)
        #expect(folders.map(\.path) == ["/home/sarah/Documents", data.path])
        #expect(ExportLocation.candidates(xdgDocuments: nil, home: nil, dataDirectory: data) == [data])
    }

    @Test func aRelativeOrRepeatedAnswerIsSkipped() {
        #expect(ExportLocation.candidates(xdgDocuments: "Dokumente", home: home, dataDirectory: data).count == 2)
        #expect(
            ExportLocation.candidates(xdgDocuments: "/home/sarah/Documents", home: home, dataDirectory: data).count == 2
        )
    }
}
