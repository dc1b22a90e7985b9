import Foundation
import TestSupport
import Testing
import ZKCore

@testable import ZKPersistence

/// Deleting a profile is one transaction (docs/parent-area.md#profiles-data-and-reset, issue 16): a
/// SIGKILL at any moment of the deletion, 100 times, leaves either the whole profile with every row
/// it had, or nothing of it; the sibling's data is never touched. Kill points are the moments the
/// helper reports inside the transaction (after each table), just before it, just after the commit,
/// or anywhere (racing).
@Suite struct ProfileDeleteCrashTests {
    static let runs = 100
    static let child = StableID.make(StableID.device, "crash-profile", "0")
    static let sibling = StableID.make(StableID.device, "crash-profile", "1")

    @Test func aKilledDeletionLeavesTheWholeProfileOrNothing() throws {
        let helper = try StoreTestKit.crashHelper()
        let directory = StoreTestKit.temporaryDirectory("delete-crash")
        defer { try? FileManager.default.removeItem(at: directory) }
        var rng = SplitMix64(seed: 0xDE1E_7E00_0000_0016)
        var outcomes: [String: Int] = [:]
        var siblingRows: [String: Int]?
        for run in 0..<Self.runs {
            let tables = DataManagementService.profileTables + ["child_profile"]
            let point: String
            switch rng.nextInt(below: 4) {
            case 0: point = "ready"
            case 1: point = "deleted"
            case 2: point = "racing"
            default: point = "deleting " + tables[rng.nextInt(below: tables.count)]
            }
            let (rows, lines) = try DeleteRun.run(helper: helper, directory: directory, killAt: point)
            #expect(rows.values.reduce(0, +) > 40, "run \(run): the profile had a history")
            let store = try PersistenceStore.open(directory: directory, clock: StoreTestKit.clock)
            defer { store.close() }
            #expect(try store.maintenance.integrityCheck(), "run \(run): integrity_check")
            let now = try store.dataManagement.erasureSummary(profileID: Self.child)
            let present = try store.database.integer(
                "SELECT COUNT(*) FROM child_profile WHERE id = ?", Self.child.sql)
            if present == 1 {
                #expect(now == rows, "run \(run) killed at \(point): the profile is whole")
                outcomes["kept", default: 0] += 1
            } else {
                #expect(now.values.allSatisfy { $0 == 0 }, "run \(run) killed at \(point): nothing of it is left")
                outcomes["deleted", default: 0] += 1
            }
            // A kill before the commit keeps the profile; after the reported commit it is gone.
            if point.hasPrefix("deleting ") || point == "ready" { #expect(present == 1, "run \(run): \(point)") }
            if point == "deleted" { #expect(present == 0 && lines.contains("deleted"), "run \(run)") }
            let siblingNow = try store.dataManagement.erasureSummary(profileID: Self.sibling)
            if let siblingRows { #expect(siblingNow == siblingRows, "run \(run): the sibling is untouched") }
            siblingRows = siblingNow
        }
        #expect(outcomes["kept", default: 0] > 0 && outcomes["deleted", default: 0] > 0, "\(outcomes)")
    }
}

/// One deletion in the helper, killed at the moment named.
enum DeleteRun {
    /// The profile's rows per table as seeded, and the lines the helper printed.
    static func run(helper: URL, directory: URL, killAt point: String) throws -> ([String: Int], [String]) {
        let racing = point == "racing"
        let lines = try KilledHelperRun.run(
            helper, arguments: ["delete", directory.path] + (racing ? [] : ["--step"])
        ) { line in
            // The summary comes before the transaction; the helper does not wait after it.
            if line.hasPrefix("rows ") { return .read }
            if line == point || (racing && line == "ready") { return .kill }
            return racing ? .read : .go
        }.lines
        guard let summary = lines.first(where: { $0.hasPrefix("rows ") }) else {
            throw KilledHelperRun.Failure(description: "the helper reported no rows: \(lines.suffix(3))")
        }
        var rows: [String: Int] = [:]
        for pair in summary.dropFirst("rows ".count).split(separator: ",") {
            let parts = pair.split(separator: "=")
            if parts.count == 2, let count = Int(parts[1]) { rows[String(parts[0])] = count }
        }
        return (rows, lines)
    }
}
