import Foundation
import ZKCore
import ZKPersistence

/// The import of a family's year (issue 37, docs/export.md#import): the year's export written to a
/// file (streamed, synced, renamed) and that file imported with "Alles ersetzen" into an empty
/// store in another folder (read, check, backup of the empty store, one transaction), each the
/// median of `repetitions`, interleaved. Target: the import takes at most twice the export.
enum ImportTiming {
    struct Result {
        var exportMilliseconds: Double
        var importMilliseconds: Double
        var children: Int
    }

    static func run(directory: URL, day: LocalDate, repetitions: Int) -> Result {
        let clock = Measure.clock(on: day)
        let file = directory.appendingPathComponent("year-export.json")
        var exports: [Double] = []
        var imports: [Double] = []
        var children = 0
        var readings: [Double] = []
        var checks: [Double] = []
        var phases: [[Double]] = []
        do {
            let store = try PersistenceStore.open(directory: directory, clock: clock)
            defer { store.close() }
            for round in 0..<repetitions {
                let start = Measure.timer.now
                try store.dataManagement.writeExportFile(to: file)
                exports.append(Measure.milliseconds(since: start))

                let target = Measure.folder("import-" + String(round))
                defer { try? FileManager.default.removeItem(at: target) }
                let empty = try PersistenceStore.open(directory: target, clock: clock)
                defer { empty.close() }
                let reading = Measure.timer.now
                guard case .success(let document) = ExportDocument.readImport(fileAt: file) else {
                    Measure.fail("the year's export cannot be read")
                }
                readings.append(Measure.milliseconds(since: reading))
                let checking = Measure.timer.now
                _ = document.importRefusal(now: clock.now, today: clock.today)
                checks.append(Measure.milliseconds(since: checking))
                let began = Measure.timer.now
                // When each step of the import began: the backup, its end, the last child's rows.
                var marks: [String: Double] = [:]
                let mark = { (name: String) in
                    let key = name == "backup.copying" ? "backup" : name == "backup.pruning" ? "rows" : name
                    if key == "profile" || marks[key] == nil { marks[key] = Measure.milliseconds(since: began) }
                }
                defer {
                    let end = Measure.milliseconds(since: began)
                    let backup = marks["backup"] ?? 0
                    let rows = marks["rows"] ?? backup
                    let written = marks["profile"] ?? rows
                    phases.append([backup, rows - backup, written - rows, end - written])
                }
                switch empty.importExport(fileAt: file, mode: .replace, moment: mark) {
                case .success(let result): children = result.children.count
                case .failure(let refusal): Measure.fail("the year's export was refused: \(refusal.key)")
                }
                imports.append(Measure.milliseconds(since: began))
            }
        } catch {
            Measure.fail("import timing: \(error)")
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
        Measure.note(
            "store.year_export bytes=" + String(bytes) + " read_and_decode_ms="
                + String(format: "%.1f", Measure.percentile(readings, 0.5)) + " check_ms="
                + String(format: "%.1f", Measure.percentile(checks, 0.5)) + " import_phases_ms(read+check/backup/rows/"
                + "indexes+commit)="
                + phases.map { $0.map { String(format: "%.0f", $0) }.joined(separator: "/") }
                .joined(separator: " "))
        try? FileManager.default.removeItem(at: file)
        return Result(
            exportMilliseconds: Measure.percentile(exports, 0.5), importMilliseconds: Measure.percentile(imports, 0.5),
            children: children)
    }
}
