import Foundation
import TestSupport
import Testing
import ZKCore

@testable import ZKPersistence

/// Bad export files (docs/export.md#bad-files): each gets its own refusal, whose sentence says what
/// was wrong, and the store is left exactly as it was, row by row; no backup is taken for it.
@Suite struct BadImportTests {
    enum Bad: String, CaseIterable, Sendable {
        case newerVersion, truncated, notJSON, emptyFile, picture, negativeStars, friendTwentyFive, unknownGame
        case gameNotAnID, dateIn2099, duplicatedChild, duplicatedCell, tenThousandChildren, missingField
        case wrongType, versionAsText, versionZero, noChildren, badNickname, decorationOffTheGarden
        case negativeEngineCounter, abenteuerStopsBeyondItsTrail, sessionEndingBeforeItBegan
        case moreFirstTriesThanTasks, numberStatOfAnUnknownGame, numberStatTwice, numberStatOfNumber99
        case noticeOfAnUnknownKind, noticeIn2099, noticeTwice
    }

    static let expected: [Bad: ImportRefusal] = [
        .newerVersion: .newerVersion, .truncated: .truncated, .notJSON: .notJSON, .emptyFile: .notJSON,
        .picture: .notJSON, .negativeStars: .outOfRange, .friendTwentyFive: .outOfRange, .unknownGame: .outOfRange,
        .gameNotAnID: .wrongValues, .dateIn2099: .outOfRange, .duplicatedChild: .duplicateIDs,
        .duplicatedCell: .duplicateIDs, .tenThousandChildren: .tooManyProfiles, .missingField: .missingFields,
        .wrongType: .wrongValues, .versionAsText: .unknownVersion, .versionZero: .unknownVersion,
        .noChildren: .emptyFamily, .badNickname: .outOfRange, .decorationOffTheGarden: .outOfRange,
        .negativeEngineCounter: .outOfRange, .abenteuerStopsBeyondItsTrail: .outOfRange,
        .sessionEndingBeforeItBegan: .outOfRange, .moreFirstTriesThanTasks: .outOfRange,
        .numberStatOfAnUnknownGame: .outOfRange, .numberStatTwice: .duplicateIDs, .numberStatOfNumber99: .outOfRange,
        .noticeOfAnUnknownKind: .wrongValues, .noticeIn2099: .outOfRange, .noticeTwice: .duplicateIDs,
    ]

    /// One per-game number statistic as the file writes it.
    static func stat(game: String = "wie_viele", number: Int = 3, tasks: Int = 4, firstTries: Int = 2) -> [String: Any]
    {
        ["firstTryCorrect": firstTries, "game": game, "lastPlayedOn": "2026-09-30", "number": number, "tasks": tasks]
    }

    /// One notice for the parent as the file writes it.
    static func notice(kind: String = "backupFailed", time: String = "2026-09-30T07:00:00Z") -> [String: Any] {
        ["acknowledged": false, "detail": "", "kind": kind, "time": time]
    }

    /// The export of the two full profiles as JSON objects, changed by `change`.
    static func edited(_ good: Data, _ change: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: good) as? [String: Any])
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    static func editProfile(_ object: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        guard var profiles = object["profiles"] as? [[String: Any]], !profiles.isEmpty else { return }
        change(&profiles[0])
        object["profiles"] = profiles
    }

    static func bytes(_ bad: Bad, good: Data) throws -> Data {
        switch bad {
        case .newerVersion:
            return try edited(good) {
                $0["schemaVersion"] = ExportDocument.currentSchemaVersion + 1
                $0["pets"] = []
            }
        case .truncated: return good.prefix(good.count * 2 / 3)
        case .notJSON: return Data("Mila hat 37 Sterne.".utf8)
        case .emptyFile: return Data()
        case .picture: return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        case .negativeStars: return try edited(good) { editProfile(&$0) { $0["stars"] = -5 } }
        case .friendTwentyFive: return try edited(good) { editProfile(&$0) { $0["friends"] = [1, 2, 25] } }
        case .unknownGame, .gameNotAnID:
            return try edited(good) {
                editProfile(&$0) { profile in
                    guard var attempts = profile["attempts"] as? [[String: Any]], !attempts.isEmpty else { return }
                    attempts[0]["game"] = bad == .unknownGame ? "zahlenzug" : "Wie Viele!"
                    profile["attempts"] = attempts
                }
            }
        case .dateIn2099:
            return try edited(good) {
                editProfile(&$0) { profile in
                    guard var ledger = profile["ledger"] as? [[String: Any]], !ledger.isEmpty else { return }
                    ledger[0]["time"] = "2099-01-01T07:00:00Z"
                    profile["ledger"] = ledger
                }
            }
        case .duplicatedChild:
            return try edited(good) { object in
                guard let profiles = object["profiles"] as? [[String: Any]] else { return }
                var twin = profiles[0]
                twin["avatar"] = "avatar.7"
                object["profiles"] = profiles + [twin]
            }
        case .duplicatedCell:
            return try edited(good) {
                editProfile(&$0) { profile in
                    guard let cells = profile["mastery"] as? [[String: Any]], !cells.isEmpty else { return }
                    profile["mastery"] = cells + [cells[0]]
                }
            }
        case .tenThousandChildren:
            return try tenThousandChildren(good)
        case .missingField: return try edited(good) { editProfile(&$0) { $0["nickname"] = nil } }
        case .wrongType: return try edited(good) { editProfile(&$0) { $0["stars"] = "viele" } }
        case .negativeEngineCounter:
            return try edited(good) {
                editProfile(&$0) { profile in
                    guard var engine = profile["engine"] as? [String: Any] else { return }
                    engine["countedTasks"] = -1
                    profile["engine"] = engine
                }
            }
        case .abenteuerStopsBeyondItsTrail:
            return try edited(good) {
                editProfile(&$0) { profile in
                    guard var days = profile["abenteuer"] as? [[String: Any]], !days.isEmpty else { return }
                    days[0]["roundsCompleted"] = 4  // a trail of one stop
                    profile["abenteuer"] = days
                }
            }
        case .sessionEndingBeforeItBegan:
            return try edited(good) {
                editProfile(&$0) { profile in
                    guard var sessions = profile["sessions"] as? [[String: Any]], !sessions.isEmpty else { return }
                    sessions[0]["endedAt"] = "2001-01-01T07:00:00Z"
                    profile["sessions"] = sessions
                }
            }
        case .moreFirstTriesThanTasks:
            return try edited(good) { editProfile(&$0) { $0["numberStats"] = [stat(tasks: 2, firstTries: 3)] } }
        case .numberStatOfAnUnknownGame:
            return try edited(good) { editProfile(&$0) { $0["numberStats"] = [stat(game: "zahlenzug")] } }
        case .numberStatTwice:
            return try edited(good) { editProfile(&$0) { $0["numberStats"] = [stat(), stat(tasks: 9)] } }
        case .numberStatOfNumber99:
            return try edited(good) { editProfile(&$0) { $0["numberStats"] = [stat(number: 99)] } }
        case .noticeOfAnUnknownKind: return try edited(good) { $0["notices"] = [notice(kind: "alarm")] }
        case .noticeIn2099: return try edited(good) { $0["notices"] = [notice(time: "2099-01-01T07:00:00Z")] }
        case .noticeTwice: return try edited(good) { $0["notices"] = [notice(), notice()] }
        case .versionAsText: return try edited(good) { $0["schemaVersion"] = "1" }
        case .versionZero: return try edited(good) { $0["schemaVersion"] = 0 }
        case .noChildren: return try edited(good) { $0["profiles"] = [] }
        case .badNickname: return try edited(good) { editProfile(&$0) { $0["nickname"] = "Mila<script>" } }
        case .decorationOffTheGarden:
            return try edited(good) {
                editProfile(&$0) { $0["decorations"] = [["item": "deco.sun", "size": "large", "x": 5, "y": 3]] }
            }
        }
    }

    /// The file with 10,000 copies of its first child, each with an ID and an avatar of its own and
    /// no history. The copy is serialized once and repeated as text with its ID and avatar put in:
    /// the same JSON as serializing the 10,000 objects, which took a debug build seconds.
    static func tenThousandChildren(_ good: Data) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: good) as? [String: Any])
        let profiles = try #require(object["profiles"] as? [[String: Any]])
        var copy = try #require(profiles.first)
        copy["id"] = "@id@"
        copy["avatar"] = "@avatar@"
        for list in ["attempts", "ledger", "mastery", "dailyUsage", "friends", "stickers", "decorations"] {
            copy[list] = []
        }
        let child = String(decoding: try JSONSerialization.data(withJSONObject: copy), as: UTF8.self)
        let children = (0..<10_000).map { index in
            child.replacingOccurrences(
                of: "@id@", with: StableID.make(StableID.device, "many", String(index)).uuidString
            ).replacingOccurrences(of: "@avatar@", with: "avatar.many" + String(index))
        }
        object["profiles"] = ["@children@"]
        let family = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let file = family.replacingOccurrences(
            of: "[\"@children@\"]", with: "[" + children.joined(separator: ",") + "]")
        #expect(file != family)
        return Data(file.utf8)
    }

    static let catalog = ImportCatalog(avatars: (1...8).map { "avatar." + String($0) }, games: [.wieViele, .memory])

    /// The two full profiles' store, written once (its commits sync the disk) and closed: each test
    /// opens a copy of its file.
    static let template: Result<URL, any Error> = {
        do {
            let store = try DataManagementTests().twoFullProfiles()
            store.close()
            return .success(store.fileURL)
        } catch {
            return .failure(error)
        }
    }()

    static func copyOfTwoFullProfiles() throws -> PersistenceStore {
        let directory = StoreTestKit.temporaryDirectory("bad-import")
        try FileManager.default.copyItem(
            at: try template.get(), to: directory.appendingPathComponent(PersistenceStore.defaultFileName))
        return try StoreTestKit.openStore(directory)
    }

    @Test(arguments: Bad.allCases)
    func aBadFileIsRefusedWithItsReasonAndTheStoreStaysAsItWas(_ bad: Bad) throws {
        let store = try Self.copyOfTwoFullProfiles()
        let good = try store.dataManagement.export().encoded()
        let file = store.fileURL.deletingLastPathComponent().appendingPathComponent("bad.json")
        try Self.bytes(bad, good: good).write(to: file)
        let before = try store.rowDigest()
        for mode in ImportMode.allCases {
            let result = store.importExport(fileAt: file, mode: mode, catalog: Self.catalog)
            #expect(result == .failure(try #require(Self.expected[bad])), "\(bad) \(mode)")
        }
        #expect(try store.rowDigest() == before)
        #expect(store.backups.backups().isEmpty)
    }

    /// The file every bad one is made from is taken: each refusal comes from its change alone.
    @Test func theFileTheBadOnesAreMadeFromIsTaken() throws {
        let store = try Self.copyOfTwoFullProfiles()
        let file = store.fileURL.deletingLastPathComponent().appendingPathComponent("good.json")
        try store.dataManagement.export().encoded().write(to: file)
        let result = try store.importExport(fileAt: file, mode: .replace, catalog: Self.catalog).get()
        #expect(result.children.count == 2)
        #expect(result.backup != nil)
    }

    @Test func aGigabyteFileIsRefusedWithoutBeingRead() throws {
        let folder = StoreTestKit.temporaryDirectory("huge")
        let file = folder.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 1 << 30)  // sparse: no gigabyte is written
        try handle.close()
        let store = try StoreTestKit.openStore()
        let before = try store.rowDigest()
        #expect(store.importExport(fileAt: file, mode: .replace) == .failure(.tooLarge))
        #expect(ExportDocument.readImport(fileAt: folder.appendingPathComponent("gone.json")) == .failure(.unreadable))
        #expect(ExportDocument.readImport(fileAt: folder) == .failure(.unreadable))
        #expect(try store.rowDigest() == before)
    }

    /// A write that fails half way (a full disk) rolls the whole import back.
    @Test func anImportThatFailsHalfWayLeavesNothingBehind() throws {
        let store = try Self.copyOfTwoFullProfiles()
        let before = try store.rowDigest()
        let document = RandomFamily.document(seed: 11, clock: StoreTestKit.clock)
        var written = 0
        let result = store.importExport(document, mode: .replace) { moment in
            guard moment == "profile" else { return }
            written += 1
            // The next insert fails, as on a disk that stopped taking writes.
            try? store.database.execute("PRAGMA query_only = 1")
        }
        try store.database.execute("PRAGMA query_only = 0")
        #expect(written == 1)
        guard case .failure(.storeFailed) = result else {
            Issue.record("expected a failed write, got \(result)")
            return
        }
        #expect(try store.rowDigest().filter { !$0.hasPrefix("store_") } == before.filter { !$0.hasPrefix("store_") })
    }
}
