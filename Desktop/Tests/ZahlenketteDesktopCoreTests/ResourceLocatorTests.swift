import Foundation
import Testing

@testable import ZahlenketteDesktopCore

/// Issue 20: pictures and voice are found from any working directory, in an installed layout, in
/// the repository for `make run`, and nowhere else.
@MainActor struct ResourceLocatorTests {
    /// A temporary folder that disappears with the test.
    final class Folder {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("zk-locator-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// Creates `path` (and its folders) with some bytes; returns its full path.
        @discardableResult
        func file(_ path: String) throws -> String {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: file)
            return file.path
        }

        func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
    }

    @Test func anInstalledProgramFindsTheShareFolderBesideItsBin() throws {
        let prefix = try Folder()
        let binary = try prefix.file("bin/zahlenkette")
        try prefix.file("share/zahlenkette/Content/manifest.json")
        let found = try ResourceLocator.locate(environment: [:], executable: binary).get()
        #expect(found.origin == .installed)
        #expect(found.content.path == prefix.path("share/zahlenkette/Content"))
        #expect(found.images.path == prefix.path("share/zahlenkette/Images"))
        #expect(found.audio.path == prefix.path("share/zahlenkette/Audio"))
    }

    @Test func aLinkToTheProgramFindsTheShareFolderOfTheRealInstall() throws {
        let prefix = try Folder()
        let binary = try prefix.file("opt/bin/zahlenkette")
        try prefix.file("opt/share/zahlenkette/Content/manifest.json")
        try FileManager.default.createDirectory(
            atPath: prefix.path("home/bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: prefix.path("home/bin/zahlenkette"), withDestinationPath: binary)
        let found = try ResourceLocator.locate(environment: [:], executable: prefix.path("home/bin/zahlenkette")).get()
        #expect(found.origin == .installed)
        #expect(found.root.resolvingSymlinksInPath().path.hasSuffix("opt/share/zahlenkette"))
    }

    @Test func aBuildInsideTheRepositoryFindsItsResourcesForMakeRun() throws {
        let repository = try Folder()
        try repository.file("Desktop/Package.swift")
        try repository.file("Resources/Content/manifest.json")
        let binary = try repository.file("Desktop/.build/x86_64-unknown-linux-gnu/release/zahlenkette")
        let found = try ResourceLocator.locate(environment: [:], executable: binary).get()
        #expect(found.origin == .repository)
        #expect(found.root.path == repository.path("Resources"))
    }

    @Test func zkResourcesComesFirst() throws {
        let custom = try Folder()
        try custom.file("Content/manifest.json")
        let prefix = try Folder()
        let binary = try prefix.file("bin/zahlenkette")
        try prefix.file("share/zahlenkette/Content/manifest.json")
        let found = try ResourceLocator.locate(environment: ["ZK_RESOURCES": custom.url.path], executable: binary).get()
        #expect(found.origin == .environment)
        #expect(found.root.standardizedFileURL.path == custom.url.standardizedFileURL.path)
    }

    @Test func aWrongZkResourcesIsNamedRatherThanSilentlySkipped() throws {
        let prefix = try Folder()
        let binary = try prefix.file("bin/zahlenkette")
        try prefix.file("share/zahlenkette/Content/manifest.json")
        let result = ResourceLocator.locate(environment: ["ZK_RESOURCES": "/no/such/folder"], executable: binary)
        #expect(result == .failure(.environmentInvalid("/no/such/folder")))
        guard case .failure(let error) = result else { return }
        #expect(error.description.contains("ZK_RESOURCES is set to /no/such/folder"))
    }

    /// The working directory, or a `Resources` folder that is no repository, is never searched.
    @Test func withoutAnInstallOrRepositoryTheAnswerIsOneSentence() throws {
        let elsewhere = try Folder()
        try elsewhere.file("Resources/Content/manifest.json")
        let binary = try elsewhere.file("bin/zahlenkette")
        let result = ResourceLocator.locate(environment: [:], executable: binary)
        guard case .failure(let error) = result else {
            Issue.record("found resources in \(result)")
            return
        }
        let sentence = error.description
        #expect(sentence.contains(elsewhere.path("share/zahlenkette")))
        #expect(sentence.hasSuffix("."))
        #expect(!sentence.dropLast().contains(". "))
    }

    @Test func theRunningTestFindsTheRepositoryItWasBuiltIn() throws {
        let found = try ResourceLocator.locate(environment: [:], executable: ResourceLocator.runningExecutable()).get()
        #expect(found.origin == .repository)
        #expect(FileManager.default.fileExists(atPath: found.windowIcon.path))
    }
}
