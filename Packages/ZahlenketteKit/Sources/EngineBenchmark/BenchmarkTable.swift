import Foundation

/// The Markdown table of docs/engine.md: one row per population and policy.
struct BenchmarkTable {
    private var rows: [String] = [
        "| population | policy | in band | mean first try | tasks to mastery | mastered | tasks ÷ fixed (both mastered) "
            + "| retention | retention ÷ fixed |",
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

    func write(to path: String) {
        try? Data((rows.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }
}
