import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

/// The streamed export writes the bytes the old `JSONEncoder` export wrote (issue 18, D-1103).
@Suite struct ExportStreamTests {
    enum Fixture: String, CaseIterable {
        case empty
        case twoFullProfiles
        case oddValues
        case manyDays
    }

    func store(_ fixture: Fixture) throws -> PersistenceStore {
        switch fixture {
        case .empty:
            return try StoreTestKit.openStore()
        case .twoFullProfiles:
            return try DataManagementTests().twoFullProfiles()
        case .oddValues:
            let store = try DataManagementTests().twoFullProfiles()
            let db = store.database
            // Values no validation would let in, as a damaged or hand-edited file may hold them.
            try db.run(
                "UPDATE child_profile SET nickname = ?, range_override = 'r1to10', daily_limit_minutes = 0 WHERE id = ?",
                "Ä \"quoted\" back\\slash / tab\t nl\n \u{1} \u{7f} 😀 \u{2028}".sql, StoreTestKit.profile(1).id.sql)
            try db.run("UPDATE mastery_record SET value = ?, evidence = ?", (0.1 + 0.2).sql, 1e-7.sql)
            try db.run("UPDATE mastery_record SET value = 1e16, evidence = 2 WHERE number = 3")
            try db.run("UPDATE mastery_record SET due_on = NULL WHERE number = 4")
            try db.run("UPDATE task_attempt SET bucket = 'unknown', result = 'lost' WHERE number = 5")
            // No game ID at all (not lowercase snake_case); a well-formed ID of a game this build
            // lacks is kept, as a game removed in a later version leaves its attempts.
            try db.run("UPDATE task_attempt SET game_id = 'No such game!' WHERE number = 6")
            try db.run("UPDATE task_attempt SET completed_at = 'not a time', duration_ms = 12.9 WHERE number = 7")
            try db.run("UPDATE star_ledger SET created_at = -86401.5 WHERE amount = 2")
            try db.run("DELETE FROM garden_placement WHERE profile_id = ?", StoreTestKit.profile(2).id.sql)
            try db.run("UPDATE sticker_award SET sticker_id = ?", "sticker.</script>".sql)
            return store
        case .manyDays:
            let directory = StoreTestKit.temporaryDirectory("export-days")
            let store = try StoreTestKit.openStore(directory)
            var rng = SplitMix64(seed: 0xE4_9057)
            for p in 0..<3 {
                let id = StoreTestKit.profile(p).id
                try store.profiles.create(StoreTestKit.profile(p))
                for day in 0..<100 {
                    for n in 0..<rng.nextInt(below: 6) {
                        _ = try store.recordCompletedTask(
                            try StoreTestKit.taskWrite(
                                store, profileID: id, attempt: 10_000 * p + 10 * day + n,
                                game: [.wieViele, .hoerHin, .memory][rng.nextInt(below: 3)],
                                skill: Skill.allCases[rng.nextInt(below: Skill.allCases.count)],
                                number: 1 + rng.nextInt(below: 20), firstTry: rng.nextInt(below: 4) > 0,
                                day: StoreTestKit.clock.today.adding(days: day - 99),
                                at: StoreTestKit.clock.now.addingTimeInterval(
                                    Double(day - 99) * 86_400 + Double(n) * 61.3)),
                            befriending: n == 0 ? [1 + day % 20] : [])
                    }
                }
            }
            return store
        }
    }

    @Test(arguments: Fixture.allCases)
    func theStreamedExportHasTheBytesOfTheReferenceEncoder(_ fixture: Fixture) throws {
        let store = try store(fixture)
        defer { store.close() }
        let document = try store.dataManagement.export(appVersion: "1.0 (42) / \"beta\" ü")
        let reference = try ReferenceExportEncoder.encode(document)

        let streamed = try ReferenceExportEncoder.streamed(store, appVersion: "1.0 (42) / \"beta\" ü")
        #expect(streamed.count == reference.count)
        #expect(streamed == reference)
        #expect(try document.encoded() == reference)
    }

    @Test func theOddValuesFixtureReallyHoldsOddValues() throws {
        let store = try store(.oddValues)
        defer { store.close() }
        let text = String(decoding: try ReferenceExportEncoder.streamed(store, appVersion: "x"), as: UTF8.self)
        for fragment in [
            "\\\"quoted\\\"", "back\\\\slash / tab\\t nl\\n \\u0001", "0.30000000000000004", "1e-07", "1e+16",
            "\"evidence\":2,", "sticker.</script>",
            "\"bucket\":\"focus\",\"durationMs\":3000,\"game\":\"wie_viele\",\"number\":5,\"result\":\"firstTry\"",
            "1969-12-30T23:59:58Z",
            "\"rangeOverride\":\"r1to10\"", "1970-01-01T00:00:00Z", "\"durationMs\":12,",
        ] {
            #expect(text.contains(fragment), "\(fragment)")
        }
        #expect(!text.contains("No such game!"))
        #expect(!text.contains("dailyLimitMinutes\":0"))
    }

    @Test func seededRandomDoublesAreWrittenAsJSONEncoderWritesThem() throws {
        var rng = SplitMix64(seed: 0xD0_0B1E)
        var values: [Double] = [
            0, -0.0, 1, 2, 100, 1e15, 1e16, 1e17, 1e21, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1.0 / 3,
        ]
        while values.count < 5_000 {
            let value = Double(bitPattern: rng.next())
            if value.isFinite { values.append(value) }
            values.append(Double(rng.nextInt(below: 1_000_000)) / 1000)
        }
        let written = try ReferenceExportEncoder.writtenArray(values) { $0.double($1) }
        #expect(written == (try ReferenceExportEncoder.encode(values)))
    }

    @Test func seededRandomStringsAreEscapedAsJSONEncoderEscapesThem() throws {
        var rng = SplitMix64(seed: 0x57_B1A6)
        var strings = [(0..<0x80).compactMap(Unicode.Scalar.init).map(String.init).joined(), "", "/", "\u{2029}"]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<rng.nextInt(below: 40) {
                let pick = rng.nextInt(below: 4)
                let value =
                    pick == 0
                    ? rng.nextInt(below: 0x20) : pick == 1 ? rng.nextInt(below: 0x80) : rng.nextInt(below: 0x11_0000)
                if let scalar = Unicode.Scalar(UInt32(value)) { text.unicodeScalars.append(scalar) }
            }
            strings.append(text)
        }
        let written = try ReferenceExportEncoder.writtenArray(strings) { $0.string($1) }
        #expect(written == (try ReferenceExportEncoder.encode(strings)))
    }

    @Test func timestampsAndIntegersMatchTheirReferenceAcrossTheirRange() throws {
        var rng = SplitMix64(seed: 0x71_3E57)
        var times = [0.0, -1, -0.5, 86_399.999, 951_825_599.75, 253_402_300_799, -62_135_596_800, .infinity]
        var integers = [0, -1, Int.max, Int.min, 10, 9, 1_000_000]
        for _ in 0..<2_000 {
            times.append(
                Double(Int64(bitPattern: rng.next()) % 8_000_000_000) + Double(rng.nextInt(below: 1000)) / 1000)
            integers.append(Int(truncatingIfNeeded: rng.next()) >> rng.nextInt(below: 64))
        }
        let dates = times.map { Date(timeIntervalSince1970: $0) }
        let written = try ReferenceExportEncoder.writtenArray(dates) { $0.utcTimestamp($1) }
        #expect(written == (try ReferenceExportEncoder.encode(dates)))
        let numbers = try ReferenceExportEncoder.writtenArray(integers) { $0.int($1) }
        #expect(numbers == (try ReferenceExportEncoder.encode(integers)))
    }

    @Test func anInfiniteValueFailsTheExportAsTheOldEncoderDid() throws {
        let store = try DataManagementTests().twoFullProfiles()
        defer { store.close() }
        try store.database.run("UPDATE mastery_record SET evidence = 9e999 WHERE number = 2")
        let document = try store.dataManagement.export(appVersion: "1.0")
        #expect(throws: (any Error).self) { try ReferenceExportEncoder.encode(document) }
        #expect(throws: PersistenceError.encodingFailed(entity: "ExportDocument")) {
            try ReferenceExportEncoder.streamed(store, appVersion: "1.0")
        }
    }
}
