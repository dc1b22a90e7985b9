import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

/// Damaged files on disk: the store moves them aside, starts fresh and tells the parent area.
@Suite struct OpenRecoveryTests {
    enum Damage: String, CaseIterable {
        case randomBytes
        case truncated
        case foreignHeader
        case zeroedHeaderPage
    }

    /// A store with one profile and a few tasks, closed, returned with its directory.
    func populatedStore() throws -> URL {
        let directory = StoreTestKit.temporaryDirectory("recovery")
        let store = try StoreTestKit.openStore(directory)
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        for n in 1...40 {
            _ = try store.recordCompletedTask(
                try StoreTestKit.taskWrite(
                    store, profileID: profile.id, attempt: n, number: 1 + n % 20,
                    gameState: String(repeating: "z", count: 500)))
        }
        try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        store.close()
        return directory
    }

    func damage(_ file: URL, _ kind: Damage) throws {
        var bytes = [UInt8](try Data(contentsOf: file))
        var rng = SplitMix64(seed: 0x5EED_0001)
        switch kind {
        case .randomBytes:
            bytes = (0..<bytes.count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        case .truncated:
            bytes = Array(bytes.prefix(bytes.count / 3 + 100))
        case .foreignHeader:
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            bytes.replaceSubrange(0..<png.count, with: png)
        case .zeroedHeaderPage:
            for index in 100..<4096 where index < bytes.count { bytes[index] = UInt8(truncatingIfNeeded: rng.next()) }
        }
        try Data(bytes).write(to: file)
    }

    @Test(arguments: Damage.allCases)
    func aDamagedFileIsSetAsideAndAFreshStoreStarts(_ kind: Damage) throws {
        let directory = try populatedStore()
        let file = directory.appendingPathComponent(PersistenceStore.defaultFileName)
        try damage(file, kind)
        let damaged = try Data(contentsOf: file)

        let store = try StoreTestKit.openStore(directory)
        #expect(try store.profiles.profiles().isEmpty)
        #expect(try store.maintenance.integrityCheck())
        let notice = try #require(try store.maintenance.notices().first)
        #expect(notice.kind == .storeReplaced)
        #expect(notice.parentMessageKey == "error.storage.corrupt")
        let kept = try #require(store.setAside.first)
        #expect(kept.lastPathComponent == "zahlenkette.sqlite.corrupt-20261001T070000Z")
        #expect(try Data(contentsOf: kept) == damaged)
        #expect(notice.detail.contains(kept.lastPathComponent))
        try store.profiles.create(StoreTestKit.profile(2))
        #expect(try store.profiles.profiles().count == 1)
        try store.maintenance.acknowledgeNotice(id: notice.id)
        #expect(try store.maintenance.notices().isEmpty)
    }

    @Test func aCorruptFileIsSetAsideWithItsJournalAndNeverOverwritesAnEarlierCopy() throws {
        let directory = try populatedStore()
        let file = directory.appendingPathComponent(PersistenceStore.defaultFileName)
        try damage(file, .randomBytes)
        try Data("old copy".utf8).write(
            to: directory.appendingPathComponent("zahlenkette.sqlite.corrupt-20261001T070000Z"))
        try Data([0x37, 0x7F, 0x06, 0x82, 1, 2, 3]).write(to: URL(fileURLWithPath: file.path + "-wal"))
        let store = try StoreTestKit.openStore(directory)
        let names = store.setAside.map(\.lastPathComponent)
        #expect(
            Array(names.prefix(2)) == [
                "zahlenkette.sqlite.corrupt-20261001T070000Z-2", "zahlenkette.sqlite.corrupt-20261001T070000Z-2-wal",
            ])
        #expect(try Data(contentsOf: store.setAside[1]) == Data([0x37, 0x7F, 0x06, 0x82, 1, 2, 3]))
        #expect(
            try String(
                contentsOf: directory.appendingPathComponent("zahlenkette.sqlite.corrupt-20261001T070000Z"),
                encoding: .utf8) == "old copy")
    }

    @Test func aGarbageJournalIsSetAsideAndTheIntactDatabaseKept() throws {
        let directory = try populatedStore()
        let wal = directory.appendingPathComponent(PersistenceStore.defaultFileName + "-wal")
        var rng = SplitMix64(seed: 0x5EED_0002)
        try Data((0..<9000).map { _ in UInt8(truncatingIfNeeded: rng.next()) }).write(to: wal)

        let store = try StoreTestKit.openStore(directory)
        #expect(try store.profiles.profiles().count == 1)
        #expect(try store.progress.attemptCount(profileID: StoreTestKit.profile(1).id) == 40)
        #expect(try store.maintenance.notices().map(\.kind) == [.journalSetAside])
        #expect(store.setAside.map(\.lastPathComponent) == ["zahlenkette.sqlite.corrupt-20261001T070000Z-wal"])
        #expect(try store.maintenance.integrityCheck())
    }

    @Test func anEmptyFileBecomesAFreshStoreWithoutANotice() throws {
        let directory = StoreTestKit.temporaryDirectory("empty")
        _ = FileManager.default.createFile(
            atPath: directory.appendingPathComponent(PersistenceStore.defaultFileName).path, contents: Data())
        let store = try StoreTestKit.openStore(directory)
        #expect(try store.maintenance.notices().isEmpty)
        #expect(try store.database.integer("PRAGMA user_version") == Migration.currentVersion)
    }
}
