import Foundation

/// The Markdown tables of docs/engine.md#evidence: one row per population and policy, for the
/// default children and for the `.harsh` ones.
struct BenchmarkTable {
    private static let header = [
        "| population | policy | in band | mean first try | scaffolded | tasks to mastery | mastered "
            + "| ÷ oracle teacher (both mastered) | known after 28 days | retention | retention ÷ fixed |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    private var rows = header
    private var harshRows = header
    private var profileRows: [String] = [
        "| population | children | engine in band | engine mean first try | engine retention | fixed retention "
            + "| oracle in band | oracle retention | oracle teacher in band |",
        "|---|---|---|---|---|---|---|---|---|",
    ]

    private static func figure(_ value: Double, _ digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }

    mutating func add(population: Population, summaries: [PolicyKind: PolicySummary], order: [PolicyKind]) {
        rows += Self.rows(population, summaries: summaries, order: order)
    }

    /// The `.harsh` pass's rows (issue 36).
    mutating func add(harsh population: Population, summaries: [PolicyKind: PolicySummary], order: [PolicyKind]) {
        harshRows += Self.rows(population, summaries: summaries, order: order)
    }

    private static func rows(
        _ population: Population, summaries: [PolicyKind: PolicySummary], order: [PolicyKind]
    ) -> [String] {
        order.compactMap { kind in
            guard let summary = summaries[kind] else { return nil }
            var ratio = "—"
            var retention = "—"
            if kind != .oracleTeacher, let teacher = summaries[.oracleTeacher] {
                let (value, paired) = summary.ratio(to: teacher)
                ratio =
                    !kind.runsToMastery
                    ? "not a teacher" : paired > 0 ? "\(figure(value)) (\(figure(paired * 100, 0)) %)" : "—"
            }
            if kind != .fixed, let fixed = summaries[.fixed] {
                retention = figure(summary.retention / max(fixed.retention, 0.001))
            }
            let mastered = kind.runsToMastery ? "\(figure(summary.masteredShare * 100, 0)) %" : "—"
            let tasks = kind.runsToMastery ? figure(summary.tasksToMastery, 0) : "—"
            let scaffolded = kind.engineOptions != nil ? figure(summary.scaffoldedShare) : "—"
            return "| \(population.name) | \(kind.rawValue) | \(figure(summary.windowInBand)) | "
                + "\(figure(summary.meanFirstTry)) | \(scaffolded) | \(tasks) | \(mastered) | \(ratio) | "
                + "\(figure(summary.knownAfterBudget)) | \(figure(summary.retention)) | \(retention) |"
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

    /// Writes the tables to `path`; a failure is reported on standard error, not swallowed.
    func write(to path: String) {
        var text = rows.joined(separator: "\n") + "\n\n" + profileRows.joined(separator: "\n") + "\n"
        if harshRows.count > Self.header.count { text += "\n" + harshRows.joined(separator: "\n") + "\n" }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("engine benchmark: table not written to \(path): \(error)\n".utf8))
        }
    }
}
