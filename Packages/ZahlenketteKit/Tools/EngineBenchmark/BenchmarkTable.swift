import Foundation

/// The Markdown table of docs/engine.md: one row per population and policy.
struct BenchmarkTable {
    private var rows: [String] = [
        "| population | policy | in band | mean first try | tasks to mastery | mastered | tasks ÷ fixed (both mastered) "
            + "| retention | retention ÷ fixed |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    private var profileRows: [String] = [
        "| population | children | engine in band | engine mean first try | engine retention | fixed retention "
            + "| oracle in band | oracle retention | oracle teacher in band |",
        "|---|---|---|---|---|---|---|---|---|",
    ]

    private static func figure(_ value: Double, _ digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }

    mutating func add(population: Population, summaries: [PolicyKind: PolicySummary], order: [PolicyKind]) {
        for kind in order {
            guard let summary = summaries[kind] else { continue }
            var ratio = "—"
            var retention = "—"
            if kind != .fixed, let fixed = summaries[.fixed] {
                let (value, paired) = summary.ratio(to: fixed)
                ratio =
                    !kind.runsToMastery
                    ? "not a teacher" : paired > 0 ? "\(Self.figure(value)) (\(Self.figure(paired * 100, 0)) %)" : "—"
                retention = Self.figure(summary.retention / max(fixed.retention, 0.001))
            }
            let mastered = kind.runsToMastery ? "\(Self.figure(summary.masteredShare * 100, 0)) %" : "—"
            let tasks = kind.runsToMastery ? Self.figure(summary.tasksToMastery, 0) : "—"
            rows.append(
                "| \(population.name) | \(kind.rawValue) | \(Self.figure(summary.windowInBand)) | "
                    + "\(Self.figure(summary.meanFirstTry)) | \(tasks) | \(mastered) | \(ratio) | "
                    + "\(Self.figure(summary.retention)) | \(retention) |")
        }
    }

    /// The second table: the graded populations by where their children start (`ProfileBreakdown`).
    mutating func add(profiles: [ProfileBreakdown], population: Population) {
        for breakdown in profiles {
            func cell(_ kind: PolicyKind, _ value: (PolicySummary) -> Double) -> String {
                breakdown.summaries[kind].map { Self.figure(value($0)) } ?? "—"
            }
            profileRows.append(
                "| \(population.name) | \(breakdown.children) \(breakdown.profile.rawValue) | "
                    + "\(cell(.engine) { $0.windowInBand }) | \(cell(.engine) { $0.meanFirstTry }) | "
                    + "\(cell(.engine) { $0.retention }) | \(cell(.fixed) { $0.retention }) | "
                    + "\(cell(.oracle) { $0.windowInBand }) | \(cell(.oracle) { $0.retention }) | "
                    + "\(cell(.oracleTeacher) { $0.windowInBand }) |")
        }
    }

    /// Writes both tables to `path`; a failure is reported on standard error, not swallowed.
    func write(to path: String) {
        let text = rows.joined(separator: "\n") + "\n\n" + profileRows.joined(separator: "\n") + "\n"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("engine benchmark: table not written to \(path): \(error)\n".utf8))
        }
    }
}
