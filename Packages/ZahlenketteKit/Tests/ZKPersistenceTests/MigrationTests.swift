import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

@Suite struct MigrationTests {
    @Test func aNewStoreIsAtTheCurrentVersionWithWALAndForeignKeys() throws {
        let store = try StoreTestKit.openStore()
        #expect(try store.database.integer("PRAGMA user_version") == Migration.currentVersion)
        #expect(try store.database.first("PRAGMA journal_mode")?.string(0) == "wal")
        #expect(try store.database.integer("PRAGMA foreign_keys") == 1)
        #expect(try store.database.integer("PRAGMA synchronous") == 2)
        #expect(try store.maintenance.notices().isEmpty)
    }

    @Test func migrationsAreNumberedFromOneWithoutGaps() {
        #expect(Migration.all.map(\.version) == Array(1...Migration.currentVersion))
    }

    @Test func everyTableFollowsTheSyncRules() throws {
        let store = try StoreTestKit.openStore()
        let tables = try store.database.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('store_meta')"
        ).compactMap { $0.string(0) }
        #expect(tables.count == 17)
        for table in tables {
            // Columns: cid, name, type, notnull, dflt_value, pk.
            for column in try store.database.query("SELECT * FROM pragma_table_info(?)", table.sql) {
                let isKey = column.int(5) == 1
                let notNull = column.int(3) == 1
                if isKey {
                    #expect(column.string(1) == "id" && column.string(2) == "TEXT", "\(table) key")
                } else if notNull {
                    #expect(column.value(4) != .null, "\(table).\(column.string(1) ?? "") needs a default")
                }
            }
            let unique = try store.database.query(
                "SELECT name FROM pragma_index_list(?) WHERE \"unique\" = 1 AND origin != 'pk'", table.sql)
            #expect(unique.isEmpty, "\(table) has a unique index")
        }
    }

    /// A committed fixture (`Fixtures/store-v<N>.sqlite`) opened by the current code in a temporary folder.
    private func openFixture(_ name: String) throws -> PersistenceStore {
        let source = try #require(
            Bundle.module.url(forResource: name, withExtension: "sqlite", subdirectory: "Fixtures"))
        let directory = StoreTestKit.temporaryDirectory("fixture")
        try FileManager.default.copyItem(
            at: source, to: directory.appendingPathComponent(PersistenceStore.defaultFileName))
        let store = try StoreTestKit.openStore(directory)
        #expect(store.setAside.isEmpty)
        #expect(try store.database.integer("PRAGMA user_version") == Migration.currentVersion)
        #expect(try store.maintenance.integrityCheck())
        return store
    }

    /// Every entity the fixture helper writes (`StoreCrashHelper fixture`) with its values.
    private func expectFixtureEntities(_ store: PersistenceStore, profile: ChildProfile) throws {
        #expect(profile.id == StableID.make(StableID.device, "fixture-profile"))
        #expect(profile.nickname == "Lena")
        #expect(profile.avatarID == "avatar.igel")
        #expect(profile.level == .vorschule)
        #expect(profile.dailyLimitMinutes == 30)
        #expect(try store.progress.attemptCount(profileID: profile.id) == 12)
        #expect(try store.progress.learningState(profileID: profile.id).countedTasks == 12)
        let evidence = try store.progress.masteryRecords(profileID: profile.id).reduce(0) { $0 + $1.evidence }
        #expect(evidence == 12)
        #expect(try store.rewards.balance(profileID: profile.id) == 12 + 2 - 10)
        #expect(try store.rewards.ledger(profileID: profile.id).count == 14)
        #expect(try store.rewards.counters(profileID: profile.id).roundsCompleted == 1)
        #expect(try store.rewards.ownedDecorations(profileID: profile.id).map(\.itemID) == ["deco.sunflower"])
        #expect(try store.rewards.placements(profileID: profile.id).map { [$0.x, $0.y] } == [[2, 1]])
        #expect(try !store.rewards.friends(profileID: profile.id).isEmpty)
        #expect(try store.rewards.stickers(profileID: profile.id).map(\.stickerID) == ["sticker.milestone.first_round"])
        #expect(try store.rewards.celebrations(profileID: profile.id).map(\.payload) == ["3"])
        let day = try #require(LocalDate(string: "2026-09-21"))
        #expect(try store.usage.dailyUsage(profileID: profile.id, trustedDate: day).activeSeconds == 600)
        #expect(try store.usage.sessions(profileID: profile.id, since: day).count == 1)
        let abenteuer = try #require(try store.progress.abenteuer(profileID: profile.id, on: day))
        #expect(abenteuer.seed == 0xFEED_FACE_CAFE_BEEF)
        #expect(abenteuer.games == [.wieViele, .hoerHin, .wasFehlt])
        #expect(try store.maintenance.rebuildRewardCaches().isEmpty)
    }

    @Test func everyShippedVersionHasItsCommittedFixture() {
        for version in 1...Migration.currentVersion {
            let url = Bundle.module.url(
                forResource: "store-v\(version)", withExtension: "sqlite", subdirectory: "Fixtures")
            #expect(url != nil, "store-v\(version).sqlite is missing (docs/persistence.md#migrations)")
        }
    }

    @Test func theCommittedVersionOneFixtureMigratesWithEveryEntityIntact() throws {
        let store = try openFixture("store-v1")
        let profile = try #require(try store.profiles.profiles().first)
        // Version 2: a profile from before writes with the right hand and has no home language.
        #expect(!profile.leftHanded)
        #expect(profile.homeLanguage == nil)
        try expectFixtureEntities(store, profile: profile)
    }

    /// `store-v2.sqlite` was written by the app's own code at schema version 2 (`StoreCrashHelper
    /// fixture`): its child hears Turkish number words and writes with the left hand.
    @Test func theCommittedVersionTwoFixtureOpensWithEveryValueKept() throws {
        let store = try openFixture("store-v2")
        let profiles = try store.profiles.profiles()
        #expect(profiles.count == 1)
        let profile = try #require(profiles.first)
        #expect(profile.homeLanguage == "tr")
        #expect(profile.leftHanded)
        #expect(profile.breakNudgeMinutes == 15 && profile.rangeOverride == nil && profile.sortOrder == 0)
        #expect(profile.createdAt == Date(timeIntervalSince1970: 1_790_000_000))
        try expectFixtureEntities(store, profile: profile)
        // Read back through the export too: the columns of version 2 leave with the profile.
        let document = try store.dataManagement.export()
        #expect(document.profiles.map(\.homeLanguage) == ["tr"])
        #expect(document.profiles.map(\.leftHanded) == [true])
    }

    @Test func aStoreFromANewerAppIsRefusedAndLeftUntouched() throws {
        let directory = StoreTestKit.temporaryDirectory("newer")
        let store = try StoreTestKit.openStore(directory)
        try store.database.execute("PRAGMA user_version = 99")
        store.close()
        #expect(throws: PersistenceError.newerSchema(version: 99)) {
            _ = try StoreTestKit.openStore(directory)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains(".corrupt-") })
    }

    @Test func aFailingMigrationLeavesThePreviousVersion() throws {
        let path = StoreTestKit.temporaryDirectory("failing").appendingPathComponent("m.sqlite").path
        let db = try SQLiteDatabase(path: path)
        try db.execute("CREATE TABLE child_profile (id TEXT PRIMARY KEY NOT NULL)")
        #expect(throws: PersistenceError.migrationFailed(version: 1)) {
            try Migrator.migrate(db)
        }
        #expect(try db.integer("PRAGMA user_version") == 0)
        #expect(try db.integer("SELECT COUNT(*) FROM sqlite_master WHERE name = 'mastery_record'") == 0)
    }
}
