/// One policy's figures over one population (issue 11).
struct PolicySummary {
    let results: [ChildResult]

    private func total(_ value: (ChildResult) -> Double) -> Double { results.reduce(0) { $0 + value($1) } }

    /// Share of measured tasks whose last-20 true first-try rate lies in 0.70–0.90.
    var windowInBand: Double { total { Double($0.inBand) } / max(total { Double($0.measured) }, 1) }
    var windowBelow: Double { total { Double($0.below) } / max(total { Double($0.measured) }, 1) }
    /// The true first-try chance averaged over every task of the budget.
    var meanFirstTry: Double { total(\.chanceSum) / max(total { Double($0.tasks) }, 1) }
    var scaffoldedShare: Double { total { Double($0.scaffolded) } / max(total { Double($0.tasks) }, 1) }
    var tasksToMastery: Double { total { Double($0.tasksToMastery) } / Double(max(results.count, 1)) }
    var masteredShare: Double { total { $0.mastered ? 1 : 0 } / Double(max(results.count, 1)) }
    var retention: Double { total(\.retention) / Double(max(results.count, 1)) }
    /// The share of target cells truly known on the budget's last day, before the break.
    var knownAfterBudget: Double { total(\.knownAfterBudget) / Double(max(results.count, 1)) }

    /// Tasks to mastery against another policy over the children both bring to mastery, and the share
    /// of children that is.
    func ratio(to other: PolicySummary) -> (ratio: Double, paired: Double) {
        var mine = 0
        var theirs = 0
        var paired = 0
        for (own, base) in zip(results, other.results) where own.mastered && base.mastered {
            mine += own.tasksToMastery
            theirs += base.tasksToMastery
            paired += 1
        }
        return (Double(mine) / Double(max(theirs, 1)), Double(paired) / Double(max(results.count, 1)))
    }
}
