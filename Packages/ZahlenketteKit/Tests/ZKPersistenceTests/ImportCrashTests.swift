import Foundation
import TestSupport
import Testing
import ZKCore

@testable import ZKPersistence

/// SIGKILL during an import (docs/persistence.md#fault-tests, issue 37): the helper imports a new
/// family with "Alles ersetzen" each run, and after every kill the store holds exactly the old
/// family or exactly the new one, row by row, never a mix; every counted backup stays whole. A kill
/// before the transaction committed leaves the old family, one after "imported" the new.
/// `ImportCrashTests.runs` runs in `make test` (200, 11–16 s), `ZK_CRASH_RUNS` in `make stress` (1,000).
@Suite struct ImportCrashTests {
    static let points = [
        "ready", "backup.copying", "backup.checking", "backup.renaming", "backup.pruning", "profile", "imported",
        "racing",
    ]

    /// Each run writes a backup, a file and two families; 200, as the other kill tests
    /// (docs/hardening.md), take 11–16 s on the 2-core machine, a few seconds more than 100.
    static var runs: Int {
        ProcessInfo.processInfo.environment["ZK_CRASH_RUNS"].flatMap { Int($0) } ?? 200
    }

    /// The children's rows of the store in `directory`, opened as the app opens it.
    static func family(_ directory: URL, clock: any AppClock) throws -> [String] {
        let store = try PersistenceStore.open(directory: directory, clock: clock)
        defer { store.close() }
        return try store.rowDigest().filter { !$0.hasPrefix("store_") }
    }

    @Test func aKilledImportLeavesTheOldFamilyOrTheNewOne() throws {
        let helper = try StoreTestKit.crashHelper()
        let directory = StoreTestKit.temporaryDirectory("import-crash")
        defer { try? FileManager.default.removeItem(at: directory) }
        var rng = SplitMix64(seed: 0x1A90_0037_0000_0001)
        var hits: [String: Int] = [:]
        let base = Date(timeIntervalSince1970: 1_790_000_000)
        let zone = TimeZone(secondsFromGMT: 3600) ?? .gmt
        for run in 0..<Self.runs {
            let clock = FixedClock(now: base.addingTimeInterval(Double(run) * 86_400), timeZone: zone)
            let old = try Self.family(directory, clock: clock)
            let point = Self.points[rng.nextInt(below: Self.points.count)]
            hits[point, default: 0] += 1
            let racing = point == "racing"
            let outcome = try KilledHelperRun.run(
                helper, arguments: ["import", directory.path, String(run)] + (racing ? [] : ["--step"])
            ) { line in
                if racing { return line.hasPrefix("ready") ? .kill : .read }
                return line.hasPrefix(point) ? .kill : .go
            }
            try outcome.requireKilled(at: point, orFinishedFirst: racing)
            guard let ready = outcome.lines.first(where: { $0.hasPrefix("ready ") }) else {
                Issue.record("run \(run): no ready line in \(outcome.lines)")
                return
            }
            // The new family as an import of the same file gives it, in a store of its own.
            let file = URL(fileURLWithPath: String(ready.dropFirst("ready ".count)))
            let fresh = try #require(PersistenceStore.openInMemory(clock: clock))
            _ = try fresh.importExport(fileAt: file, mode: .replace).get()
            let new = try fresh.rowDigest().filter { !$0.hasPrefix("store_") }
            #expect(new != old, "run \(run): the run's family differs from the last")

            let now = try Self.family(directory, clock: clock)
            switch point {
            case "imported": #expect(now == new, "run \(run) at \(point): the new family")
            case "racing": #expect(now == old || now == new, "run \(run): old or new, never a mix")
            default: #expect(now == old, "run \(run) at \(point): the old family")
            }
            for record in BackupFolder.records(in: directory.appendingPathComponent(BackupFolder.folderName)) {
                #expect(BackupFolder.verify(record.url.path), "run \(run): \(record.url.lastPathComponent)")
            }
        }
        if Self.runs >= 40 { #expect(hits.count == Self.points.count, "\(hits)") }
    }
}
