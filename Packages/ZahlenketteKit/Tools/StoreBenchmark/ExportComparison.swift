import Foundation
import ZKCore
import ZKPersistence

/// The export against the `sqlite3` command-line tool dumping the same rows as JSON from the same
/// file in the same run (issue 18: `store.export_vs_sqlite_json.ratio`, target ≤ 2.0). The export
/// is timed as the parent gets it: the streamed file written, synced and renamed
/// (`writeExportFile`). sqlite3 writes its JSON to a file through a pipe. Three rounds each,
/// interleaved; the medians are compared.
enum ExportComparison {
    struct Result {
        var exportMilliseconds: Double
        var exportBytes: Int
        /// Nil when no sqlite3 tool is on the PATH.
        var sqliteMilliseconds: Double?
        var sqliteBytes: Int
        /// The same export into a sink that keeps nothing: the part that is not the disk.
        var inMemoryMilliseconds: Double
    }

    /// The rows the export reads, in the export's order.
    static func sql(since: LocalDate) -> String {
        """
        SELECT id, nickname, avatar_id, level, range_override, daily_limit_minutes, break_nudge_minutes
          FROM child_profile ORDER BY sort_order, created_at, id;
        SELECT profile_id, range_stage FROM learning_state ORDER BY profile_id;
        SELECT profile_id, skill, number, value, status, evidence, leitner_box, due_on
          FROM mastery_record ORDER BY profile_id, skill, number;
        SELECT profile_id, trusted_date, active_seconds, extra_minutes, unlimited_today
          FROM daily_usage ORDER BY profile_id, trusted_date;
        SELECT profile_id, completed_at, game_id, skill, number, step, bucket, result, duration_ms
          FROM task_attempt WHERE local_date >= '\(since.string)' ORDER BY profile_id, completed_at, id;
        SELECT profile_id, created_at, reason, amount FROM star_ledger ORDER BY profile_id, created_at, id;
        SELECT profile_id, balance FROM reward_cache ORDER BY profile_id;
        SELECT profile_id, number FROM friend_award ORDER BY profile_id, number;
        SELECT profile_id, sticker_id FROM sticker_award ORDER BY profile_id, awarded_at, id;
        SELECT d.profile_id, d.item_id, d.size, g.x, g.y FROM owned_decoration d
          LEFT JOIN garden_placement g ON g.owned_decoration_id = d.id ORDER BY d.profile_id, d.purchased_at, d.id;
        """
    }

    static func run(directory: URL, fileName: String, day: LocalDate) -> Result {
        let output = Measure.folder("export-out")
        defer { try? FileManager.default.removeItem(at: output) }
        let sqlite = sqliteTool()
        if sqlite == nil { Measure.note("store.export: no sqlite3 on the PATH; the ratio is not measured") }
        var exports: [Double] = []
        var dumps: [Double] = []
        var result = Result(
            exportMilliseconds: 0, exportBytes: 0, sqliteMilliseconds: nil, sqliteBytes: 0, inMemoryMilliseconds: 0)
        do {
            let store = try PersistenceStore.open(directory: directory, clock: Measure.clock(on: day))
            defer { store.close() }
            let query = sql(since: day.adding(days: -MaintenanceService.retentionDays))
            for _ in 0..<3 {
                let start = Measure.timer.now
                let file = try store.dataManagement.writeExportFile(appVersion: "bench", into: output)
                exports.append(Measure.milliseconds(since: start))
                result.exportBytes = size(file)
                guard let sqlite else { continue }
                let dump = output.appendingPathComponent("sqlite3.json")
                let dumpStart = Measure.timer.now
                try runTool(
                    sqlite, ["-readonly", "-json", directory.appendingPathComponent(fileName).path, query], to: dump)
                dumps.append(Measure.milliseconds(since: dumpStart))
                result.sqliteBytes = size(dump)
            }
            let start = Measure.timer.now
            try store.dataManagement.writeExport(appVersion: "bench") { _ in }
            result.inMemoryMilliseconds = Measure.milliseconds(since: start)
        } catch {
            Measure.fail("export: \(error)")
        }
        result.exportMilliseconds = Measure.percentile(exports, 0.5)
        result.sqliteMilliseconds = dumps.isEmpty ? nil : Measure.percentile(dumps, 0.5)
        return result
    }

    static func sqliteTool() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("sqlite3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func runTool(_ tool: URL, _ arguments: [String], to file: URL) throws {
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            Measure.fail("cannot create " + file.path)
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = handle
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { Measure.fail("sqlite3 exited with \(process.terminationStatus)") }
    }

    static func size(_ file: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? NSNumber)?.intValue ?? 0
    }
}
