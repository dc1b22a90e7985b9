import Foundation
import Testing
import ZKPersistence

@testable import ZahlenketteDesktopCore

/// A launch whose data folder cannot be used says so at once (issue 18, D-1101).
struct DataFolderStartupTests {
    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zk-startup-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFallbackIsSaidOnStandardErrorAndBecomesAParentNotice() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let file = base.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        var written: [String] = []

        let resolution = DataFolderStartup.resolve(file, environment: [:]) { written.append($0) }

        #expect(resolution.location == .temporaryDirectory)
        #expect(resolution.parentMessageKeys == ["error.storage.temporary_folder"])
        #expect(written.count == 1)
        let line = try #require(written.first)
        #expect(line.hasPrefix("zahlenkette: the data folder " + file.path + " cannot be used"))
        #expect(line.contains(resolution.directory?.path ?? "?") && line.hasSuffix("\n"))
        if let directory = resolution.directory { try? FileManager.default.removeItem(at: directory) }
    }

    @Test func aUsableFolderSaysNothing() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        var written: [String] = []
        let resolution = DataFolderStartup.resolve(base.appendingPathComponent("data"), environment: [:]) {
            written.append($0)
        }
        #expect(resolution.location == .preferred && written.isEmpty)
    }
}

struct DocumentsDirectoryTests {
    @Test func theUserDirsFileNamesTheDocumentsFolder() {
        let file =
            "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Schreibtisch\"\nXDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n"
        let url = AppLocations.documentsDirectory(environment: ["HOME": "/home/mila"]) { path in
            path == "/home/mila/.config/user-dirs.dirs" ? file : nil
        }
        #expect(url.path == "/home/mila/Dokumente")
    }

    @Test func theEnvironmentAndTheConfigHomeAreHonoured() {
        #expect(
            AppLocations.documentsDirectory(environment: ["HOME": "/h", "XDG_DOCUMENTS_DIR": "/data/docs"]) { _ in nil }
                .path == "/data/docs")
        let url = AppLocations.documentsDirectory(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/cfg"]) { path in
            path == "/cfg/user-dirs.dirs" ? "XDG_DOCUMENTS_DIR=\"/srv/Dokumente\"" : nil
        }
        #expect(url.path == "/srv/Dokumente")
    }

    @Test func withoutAnEntryItIsDocumentsInTheHomeFolder() {
        #expect(AppLocations.documentsDirectory(environment: ["HOME": "/h"]) { _ in nil }.path == "/h/Documents")
        // "$HOME/" alone means the user turned the folder off.
        #expect(
            AppLocations.documentsDirectory(environment: ["HOME": "/h"]) { _ in "XDG_DOCUMENTS_DIR=\"$HOME/\"" }.path
                == "/h/Documents")
    }
}
