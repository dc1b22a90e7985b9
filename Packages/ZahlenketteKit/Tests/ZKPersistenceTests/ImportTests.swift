import Foundation
import TestSupport
import Testing
import ZKCore

@testable import ZKPersistence

/// "Daten übernehmen" (docs/export.md#import): an export comes back whole, in one transaction.
@Suite struct ImportTests {
    /// The random families' games and Memory, which the stores of `DataManagementTests` play.
    static let catalog = ImportCatalog(
        avatars: (1...8).map { "avatar." + String($0) }, games: Set(RandomFamily.games + [.memory]))

    /// Export → import (replace) into an empty store → export gives the same bytes, for 1,000
    /// random families (four runs of 250 seeds, side by side): every field the file holds is
    /// written back exactly, in the file's order.
    @Test(arguments: [UInt64(1), 251, 501, 751])
    func aThousandFamiliesComeBackByteForByte(firstSeed: UInt64) throws {
        let clock = StoreTestKit.clock
        for seed in firstSeed..<(firstSeed + 250) {
            let document = RandomFamily.document(seed: seed, clock: clock)
            let bytes = try document.encoded()
            let read = try ExportDocument.decodeImport(bytes).get()
            let store = try #require(PersistenceStore.openInMemory(clock: clock))
            let result = try store.importExport(read, mode: .replace, catalog: Self.catalog).get()
            #expect(result.children.map(\.nickname) == document.profiles.map(\.nickname))
            let again = try store.dataManagement.export(appVersion: document.appVersion).encoded()
            guard again == bytes else {
                Issue.record("family \(seed) came back different")
                #expect(try ExportDocument.decode(again) == document)
                return
            }
        }
    }

    /// The app's own file is read by the fast path (D-0319) into the document JSONDecoder reads;
    /// a file that is not byte for byte the writer's (reformatted, older) is left to JSONDecoder.
    @Test func theFastReaderReadsTheAppsFileAndNothingElse() throws {
        for seed in UInt64(1)...40 {
            let document = RandomFamily.document(seed: seed, clock: StoreTestKit.clock)
            let bytes = try document.encoded()
            #expect(ExportFastReader.decode(bytes) == document, "family \(seed)")
            let object = try JSONSerialization.jsonObject(with: bytes)
            let pretty = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            #expect(ExportFastReader.decode(pretty) == nil)
            #expect(try ExportDocument.decodeImport(pretty).get() == document)
        }
        var older = RandomFamily.document(seed: 5, clock: StoreTestKit.clock)
        older.schemaVersion = 1
        let text = String(decoding: try older.encoded(), as: UTF8.self)
            .replacingOccurrences(
                of: "\"schemaVersion\":" + String(ExportDocument.currentSchemaVersion) + "}",
                with: "\"schemaVersion\":1}")
        #expect(ExportFastReader.decode(Data(text.utf8)) == nil)
        #expect(try ExportDocument.decodeImport(Data(text.utf8)).get() == older)
    }

    /// The fast reader takes a file only when it is byte for byte the writer's (D-0320): every
    /// file it reads writes back as itself. Tried on files changed in one byte anywhere (a digit,
    /// a sign, a quote, a bracket, a blank) and on changes JSON allows but the writer never makes:
    /// a leading zero, minus zero, a day that does not exist, an hour 24, an escaped letter.
    @Test func theFastReaderTakesOnlyTheWritersOwnBytes() throws {
        var rng = SplitMix64(seed: 0xFA57_0320)
        let alphabet = Array("0123456789-:,.\"]}{ \\eE+".utf8)
        for seed in UInt64(1)...20 {
            let bytes = try RandomFamily.document(seed: seed, clock: StoreTestKit.clock).encoded()
            for _ in 0..<200 {
                var changed = bytes
                let index = changed.startIndex + rng.nextInt(below: changed.count)
                changed[index] = alphabet[rng.nextInt(below: alphabet.count)]
                if let read = ExportFastReader.decode(changed) {
                    let lo = max(changed.startIndex, index - 30)
                    let hi = min(changed.endIndex, index + 30)
                    #expect(
                        try read.encoded() == changed,
                        "family \(seed), byte \(index): \(String(decoding: bytes[lo..<hi], as: UTF8.self)) -> \(String(decoding: changed[lo..<hi], as: UTF8.self))"
                    )
                }
            }
        }
        var document = RandomFamily.document(seed: 3, clock: StoreTestKit.clock)
        document.profiles[0].attempts = [
            ExportDocument.Attempt(
                time: StoreTestKit.clock.now.addingTimeInterval(-3600), game: .wieViele, skill: .count, number: 4,
                step: 1, bucket: .focus, result: .firstTry, durationMs: 1200)
        ]
        document.profiles[0].ledger = [
            ExportDocument.LedgerLine(
                time: StoreTestKit.clock.now.addingTimeInterval(-3600), reason: .taskSolved, amount: 0)
        ]
        let today = StoreTestKit.clock.today
        document.profiles[0].engine?.cells = [
            ExportDocument.EngineCell(
                firstTryDays: [today], firstTrySuccesses: 3, lastBoxMoveOn: nil, lastPracticedOn: today, number: 7,
                recentFirstTry: [true, false], skill: .count, taskCount: 9)
        ]
        document.profiles[0].dailyUsage = [
            ExportDocument.Usage(date: today, activeSeconds: 840, extraMinutes: 0, unlimitedToday: false)
        ]
        document.profiles[0].numberStats = [
            ExportDocument.NumberStat(firstTryCorrect: 2, game: .wieViele, lastPlayedOn: today, number: 3, tasks: 5)
        ]
        document.profiles[0].abenteuer = [
            ExportDocument.Abenteuer(completedAt: nil, date: today, games: [.wieViele], roundsCompleted: 0, seed: 42)
        ]
        document.profiles[0].sessions = [
            ExportDocument.Session(
                activeSeconds: 60, date: today, endReason: "parent", endedAt: nil,
                startedAt: StoreTestKit.clock.now.addingTimeInterval(-3600), tasksCompleted: 3)
        ]
        let text = String(decoding: try document.encoded(), as: UTF8.self)
        let time = ExportDocument.utcTimestamp(StoreTestKit.clock.now.addingTimeInterval(-3600))
        let day = String(time.prefix(5))
        let clockTime = String(time.dropFirst(10))
        let afterHour = String(time.dropFirst(13))
        let unusual: [(String, String)] = [
            ("\"durationMs\":1200", "\"durationMs\":01200"), ("\"amount\":0", "\"amount\":-0"),
            ("\"bucket\":\"focus\"", "\"bucket\":\"\\u0066ocus\""), (time, day + "02-30" + clockTime),
            (time, String(time.prefix(11)) + "24" + afterHour),
            (time, String(time.prefix(10)) + " " + String(time.dropFirst(11))),
            ("\"taskCount\":9", "\"taskCount\":09"),
            ("\"recentFirstTry\":[true,false]", "\"recentFirstTry\":[true, false]"),
            ("\"firstTryDays\":[\"" + today.string, "\"firstTryDays\":[\"\\u0032" + today.string.dropFirst()),
            ("\"lastPracticedOn\":\"" + today.string, "\"lastPracticedOn\":\"" + today.string.prefix(8) + "32"),
            ("\"activeSeconds\":840", "\"activeSeconds\":840.0"),
            ("\"unlimitedToday\":false", "\"unlimitedToday\": false"),
            ("\"firstTryCorrect\":2", "\"firstTryCorrect\":-0"), ("\"tasks\":5}", "\"tasks\":5 }"),
            ("\"seed\":42", "\"seed\":042"), ("\"seed\":42", "\"seed\":18446744073709551616"),
            ("\"endReason\":\"parent\"", "\"endReason\":\"par\u{01}ent\""),
            ("\"endReason\":\"parent\"", "\"endReason\":\"pa\\u0072ent\""),
        ]
        #expect(ExportFastReader.decode(Data(text.utf8)) == document)
        for (from, to) in unusual {
            let range = try #require(text.range(of: from), "\(from)")
            let changed = Data(text.replacingCharacters(in: range, with: to).utf8)
            #expect(ExportFastReader.decode(changed) == nil, "\(to)")
        }
    }

    /// A file written before the engine's bookkeeping was exported (schema version 1) still comes
    /// back whole; its children's engine state starts as for a child the store has not seen play.
    @Test func aVersionOneFileStillComesBack() throws {
        var document = RandomFamily.document(seed: 11, clock: StoreTestKit.clock)
        document.schemaVersion = 1
        for index in document.profiles.indices {
            document.profiles[index].engine = nil
            document.profiles[index].abenteuer = nil
            document.profiles[index].sessions = nil
            document.profiles[index].numberStats = nil
        }
        document.notices = nil
        var object = try #require(try JSONSerialization.jsonObject(with: document.encoded()) as? [String: Any])
        object["schemaVersion"] = 1
        let read = try ExportDocument.decodeImport(try JSONSerialization.data(withJSONObject: object)).get()
        #expect(read == document)
        let store = try #require(PersistenceStore.openInMemory(clock: StoreTestKit.clock))
        _ = try store.importExport(read, mode: .replace, catalog: Self.catalog).get()
        let again = try store.dataManagement.export(appVersion: document.appVersion)
        for (back, original) in zip(again.profiles, document.profiles) {
            var withoutEngine = back
            withoutEngine.engine = nil
            #expect(withoutEngine.abenteuer == [] && withoutEngine.sessions == [] && withoutEngine.numberStats == [])
            withoutEngine.abenteuer = nil
            withoutEngine.sessions = nil
            withoutEngine.numberStats = nil
            #expect(withoutEngine == original)
            let engine = try #require(back.engine)
            #expect(engine.games.isEmpty && engine.countedTasks == 0 && engine.bookkeeping == nil)
            #expect(engine.cells.map(\.taskCount) == original.mastery.map { _ in 0 })
        }
    }

    /// A file written before Abenteuer and sessions were exported (schema version 2) still comes
    /// back whole, engine included; the children start without Abenteuer and sessions.
    @Test func aVersionTwoFileStillComesBackWithoutAbenteuerAndSessions() throws {
        var document = RandomFamily.document(seed: 12, clock: StoreTestKit.clock)
        document.schemaVersion = 2
        for index in document.profiles.indices {
            document.profiles[index].abenteuer = nil
            document.profiles[index].sessions = nil
            document.profiles[index].numberStats = nil
        }
        document.notices = nil
        var object = try #require(try JSONSerialization.jsonObject(with: document.encoded()) as? [String: Any])
        object["schemaVersion"] = 2
        let read = try ExportDocument.decodeImport(try JSONSerialization.data(withJSONObject: object)).get()
        #expect(read == document)
        let store = try #require(PersistenceStore.openInMemory(clock: StoreTestKit.clock))
        _ = try store.importExport(read, mode: .replace, catalog: Self.catalog).get()
        let again = try store.dataManagement.export(appVersion: document.appVersion)
        #expect(again.schemaVersion == ExportDocument.currentSchemaVersion)
        for (back, original) in zip(again.profiles, document.profiles) {
            var without = back
            #expect(without.abenteuer == [] && without.sessions == [] && without.numberStats == [])
            without.abenteuer = nil
            without.sessions = nil
            without.numberStats = nil
            #expect(without == original)
        }
        #expect(again.notices?.isEmpty == true)
    }

    /// A file written before the per-game number statistics and the notices were exported
    /// (schema version 3) still comes back whole; the children start without statistics.
    @Test func aVersionThreeFileStillComesBackWithoutStatisticsAndNotices() throws {
        var document = RandomFamily.document(seed: 13, clock: StoreTestKit.clock)
        document.schemaVersion = 3
        for index in document.profiles.indices { document.profiles[index].numberStats = nil }
        document.notices = nil
        var object = try #require(try JSONSerialization.jsonObject(with: document.encoded()) as? [String: Any])
        object["schemaVersion"] = 3
        let read = try ExportDocument.decodeImport(try JSONSerialization.data(withJSONObject: object)).get()
        #expect(read == document)
        let store = try #require(PersistenceStore.openInMemory(clock: StoreTestKit.clock))
        _ = try store.importExport(read, mode: .replace, catalog: Self.catalog).get()
        var again = try store.dataManagement.export(appVersion: document.appVersion)
        #expect(again.notices?.isEmpty == true)
        #expect(again.profiles.allSatisfy { $0.numberStats?.isEmpty == true })
        for index in again.profiles.indices { again.profiles[index].numberStats = nil }
        again.notices = nil
        again.schemaVersion = 3
        #expect(again.profiles == document.profiles)
    }

    /// The progress screen's counts per game and number and the parent's notices, read and unread,
    /// come back after a move, and the notices still to read are the same.
    @Test func theStatisticsAndTheNoticesComeBack() throws {
        let store = try DataManagementTests().twoFullProfiles()
        try store.maintenance.addNotice(kind: .backupFailed, detail: "")
        try store.maintenance.addNotice(kind: .storeRestored, detail: "2026-09-30 zahlenkette.sqlite.corrupt-1")
        let read = try #require(try store.maintenance.notices().first)
        try store.maintenance.acknowledgeNotice(id: read.id)
        let first = try store.dataManagement.export(appVersion: "1.0 (42)")
        #expect(first.notices?.map(\.acknowledged) == [true, false])
        let id = first.profiles[0].id
        #expect(!(first.profiles[0].numberStats ?? []).isEmpty)
        let other = try StoreTestKit.openStore()
        _ = try other.importExport(first, mode: .replace).get()
        let unread = try store.maintenance.notices()
        #expect(unread.count == 1)
        #expect(try other.maintenance.notices().map(\.kind) == unread.map(\.kind))
        for game in Set((first.profiles[0].numberStats ?? []).map(\.game)) {
            #expect(
                try other.progress.gameNumberStats(profileID: id, gameID: game)
                    == store.progress.gameNumberStats(profileID: id, gameID: game), "\(game)")
        }
        let second = try other.dataManagement.export(appVersion: "1.0 (42)")
        #expect(second.notices == first.notices)
        #expect(second.profiles == first.profiles)
        // The same file added: its children come with their statistics, its notices are there once.
        let added = try other.importExport(first, mode: .add, catalog: Self.catalog).get()
        let third = try other.dataManagement.export(appVersion: "1.0 (42)")
        #expect(third.notices == first.notices)
        for (child, original) in zip(added.children, first.profiles) {
            let copy = try #require(third.profiles.first { $0.id == child.id })
            #expect(copy.numberStats == original.numberStats)
        }
    }

    /// Today's unfinished Abenteuer comes back as the app reads it: the same trail, seed and stops
    /// done, so the child goes on where the trail stopped; the last one before today weighs the
    /// next plan; the sessions come back in order.
    @Test func todaysAbenteuerAndTheSessionsComeBack() throws {
        let clock = StoreTestKit.clock
        var document = RandomFamily.document(seed: 31, clock: clock)
        let trail = ExportDocument.Abenteuer(
            completedAt: nil, date: clock.today, games: [.wieViele, .hoerHin, .blitzblick], roundsCompleted: 1,
            seed: UInt64.max - 6)
        let yesterday = ExportDocument.Abenteuer(
            completedAt: clock.now.addingTimeInterval(-86_400), date: clock.today.adding(days: -1),
            games: [.wasFehlt, .entdecken], roundsCompleted: 2, seed: 7)
        document.profiles[0].abenteuer = [yesterday, trail]
        let store = try #require(PersistenceStore.openInMemory(clock: clock))
        let result = try store.importExport(
            try ExportDocument.decodeImport(document.encoded()).get(), mode: .replace, catalog: Self.catalog
        ).get()
        let id = result.children[0].id
        let today = try #require(try store.progress.abenteuer(profileID: id, on: clock.today))
        #expect(today.games == trail.games && today.seed == trail.seed && today.roundsCompleted == 1)
        #expect(today.completedAt == nil)
        let last = try #require(try store.progress.lastAbenteuer(profileID: id, before: clock.today))
        #expect(last.games == yesterday.games && last.completedAt == yesterday.completedAt)
        let sessions = try store.usage.sessions(profileID: id, since: ExportDocument.epochDay)
        #expect(sessions.map(\.startedAt) == (document.profiles[0].sessions ?? []).map(\.startedAt))
        #expect(sessions.map(\.endReason) == (document.profiles[0].sessions ?? []).map(\.endReason))
    }

    /// A store the app wrote (attempts, stars, garden, album, friends, usage) survives the move:
    /// the second export equals the first, apart from its own time.
    @Test func aStoreTheAppWroteMovesToAnotherComputerWhole() throws {
        let store = try DataManagementTests().twoFullProfiles()
        let first = try store.dataManagement.export(appVersion: "1.0 (42)")
        let later = FixedClock(now: StoreTestKit.clock.now.addingTimeInterval(3600), timeZone: Berlin.timeZone)
        let other = try StoreTestKit.openStore(clock: later)
        let result = try other.importExport(first, mode: .replace).get()
        #expect(result.children.map(\.id) == first.profiles.map(\.id))
        var second = try other.dataManagement.export(appVersion: "1.0 (42)")
        #expect(second.exportedAt == later.now)
        second.exportedAt = first.exportedAt
        #expect(second == first)
        // The stars go on from the imported balance, and a new friend joins the imported ones.
        let id = first.profiles[0].id
        let append = try other.rewards.recordRoundCompleted(profileID: id, roundID: StoreTestKit.id(9999))
        #expect(append.balance == first.profiles[0].stars + 2)
        #expect(try other.rewards.befriend(profileID: id, numbers: [1, 20]).map(\.number) == [20])
    }

    /// Replacing first copies the store into `backups/`, so the replace can be undone.
    @Test func aReplaceTakesABackupOfTheFamilyItReplaces() throws {
        let store = try DataManagementTests().twoFullProfiles()
        let before = try store.rowDigest()
        let document = RandomFamily.document(seed: 7, clock: StoreTestKit.clock)
        let result = try store.importExport(document, mode: .replace, catalog: Self.catalog).get()
        let backup = try #require(result.backup)
        #expect(backup.day == StoreTestKit.clock.today)
        #expect(try store.profiles.profiles().map(\.id) == document.profiles.map(\.id))
        let copy = try PersistenceStore.open(
            directory: StoreTestKit.temporaryDirectory("copy-of-backup"), clock: StoreTestKit.clock)
        copy.close()
        try FileManager.default.removeItem(at: copy.fileURL)
        try FileManager.default.copyItem(at: backup.url, to: copy.fileURL)
        let reopened = try PersistenceStore.open(
            directory: copy.fileURL.deletingLastPathComponent(), clock: StoreTestKit.clock)
        #expect(
            try reopened.rowDigest().filter { !$0.hasPrefix("store_") } == before.filter { !$0.hasPrefix("store_") })
    }

    /// Adding keeps every child already there and adds the file's children; a name already taken
    /// gets a visible number, a picture already taken the next free one, an ID already taken a new one.
    @Test func addingKeepsTheChildrenAndNumbersATakenName() throws {
        let store = try DataManagementTests().twoFullProfiles()
        let kept = try store.dataManagement.export(appVersion: "x")
        let digestOfKept = try store.rowDigest()
        let result = try store.importExport(kept, mode: .add, catalog: Self.catalog).get()
        #expect(result.backup == nil)
        #expect(result.children.map(\.nickname) == kept.profiles.map { $0.nickname + " (2)" })
        #expect(result.children.map(\.renamedFrom) == kept.profiles.map(\.nickname))
        #expect(result.children.map(\.avatar) == ["avatar.3", "avatar.4"])  // avatar.1 and .2 are taken
        #expect(Set(result.children.map(\.id)).isDisjoint(with: kept.profiles.map(\.id)))

        let after = try store.dataManagement.export(appVersion: "x")
        #expect(Array(after.profiles.prefix(2)) == kept.profiles)
        for (added, original) in zip(after.profiles.dropFirst(2), kept.profiles) {
            var same = added
            same.id = original.id
            same.nickname = original.nickname
            same.avatar = original.avatar
            #expect(same == original)
        }
        // Every row of the children already there is untouched.
        let now = Set(try store.rowDigest())
        #expect(digestOfKept.filter { !$0.hasPrefix("store_") }.allSatisfy(now.contains))

        // A third copy of the same two would make six children: refused, nothing changes.
        let full = try store.rowDigest()
        #expect(store.importExport(kept, mode: .add, catalog: Self.catalog) == .failure(.noRoom))
        #expect(try store.rowDigest() == full)
    }

    /// The import drops the attempt and ledger lookup indexes while it writes and builds them again
    /// in the same transaction: after an import, and after a write that failed half-way (a full
    /// disk), the store has exactly the indexes a new store has, and the queries that use them
    /// still find the imported rows.
    @Test func theLookupIndexesAreBackAfterAnImportAndAfterAFailedOne() throws {
        func indexes(_ store: PersistenceStore) throws -> [String] {
            try store.database.query("SELECT name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name")
                .map { ($0.string(0) ?? "") + " " + ($0.string(1) ?? "") }
        }
        let fresh = try #require(PersistenceStore.openInMemory(clock: StoreTestKit.clock))
        let expected = try indexes(fresh)
        #expect(expected.contains { $0.hasPrefix("star_ledger_source ") })
        #expect(expected.contains { $0.hasPrefix("task_attempt_profile_date ") })

        let store = try DataManagementTests().twoFullProfiles()
        let document = try store.dataManagement.export(appVersion: "x")
        let versionAtStart = try store.database.integer("PRAGMA schema_version")
        _ = try store.importExport(document, mode: .add, catalog: Self.catalog).get()
        #expect(try indexes(store) == expected)
        // As many rows again as the store held: the indexes were built anew.
        #expect(try store.database.integer("PRAGMA schema_version") > versionAtStart)
        let plan = try store.database.query(
            "EXPLAIN QUERY PLAN SELECT id FROM star_ledger WHERE profile_id = ? AND reason = ? AND source_id = ?",
            UUID().sql, "taskSolved".sql, "x".sql)
        #expect(plan.contains { ($0.string(3) ?? "").contains("star_ledger_source") })

        // A child without attempts or stars added to the larger store keeps the indexes as they are:
        // no index is dropped or created, so the schema's version stays.
        func schemaVersion() throws -> Int { try store.database.integer("PRAGMA schema_version") }
        let versionBefore = try schemaVersion()
        var small = document
        small.profiles = [document.profiles[0]]
        small.profiles[0].attempts = []
        small.profiles[0].ledger = []
        _ = try store.importExport(small, mode: .add, catalog: Self.catalog).get()
        #expect(try schemaVersion() == versionBefore)
        #expect(try indexes(store) == expected)

        // A write that fails after the indexes were dropped rolls them back with the rows.
        let digest = try store.rowDigest()
        let failing = try store.database.withLargeCache(kibibytes: 1024) { () throws(PersistenceError) -> Bool in
            do throws(PersistenceError) {
                try store.database.transaction { () throws(PersistenceError) in
                    try store.database.rebuildingIndexes(of: DataManagementService.bulkTables) {
                        () throws(PersistenceError) in
                        throw PersistenceError.storageFull
                    }
                }
                return false
            } catch {
                return error == .storageFull
            }
        }
        #expect(failing)
        #expect(try indexes(store) == expected)
        #expect(try store.rowDigest() == digest)
    }

    @Test func takenNamesGetTheFirstFreeNumberAndStayWithinTwentyCharacters() {
        #expect(DataManagementService.freeName("Mila", taken: ["ben"]) == "Mila")
        #expect(DataManagementService.freeName("", taken: [""]) == "")
        #expect(DataManagementService.freeName("Mila", taken: ["mila", "mila (2)"]) == "Mila (3)")
        let long = "Maximilian-Alexander"
        let renamed = DataManagementService.freeName(long, taken: [long.lowercased()])
        #expect(renamed == "Maximilian-Alexa (2)")
        #expect(ChildProfile.isValidNickname(renamed))
    }

    /// A picture the content does not know, in a file from another app version, becomes a free one.
    @Test func anUnknownPictureBecomesAFreeOne() throws {
        var document = RandomFamily.document(seed: 3, clock: StoreTestKit.clock)
        document.profiles[0].avatar = "avatar.unicorn"
        let store = try #require(PersistenceStore.openInMemory(clock: StoreTestKit.clock))
        let result = try store.importExport(document, mode: .replace, catalog: Self.catalog).get()
        #expect(Self.catalog.avatars.contains(result.children[0].avatar))
        #expect(Set(result.children.map(\.avatar)).count == document.profiles.count)
    }
}
