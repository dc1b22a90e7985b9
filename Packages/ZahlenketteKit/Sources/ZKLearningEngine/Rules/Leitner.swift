import ZKCore

/// Leitner boxes and review priority (docs/engine.md#learning-from-a-task, spec 9.5).
public enum Leitner {
    /// The interval of `box` in days; a damaged box is clamped into 1…5.
    public static func interval(ofBox box: Int) -> Int {
        let index = min(max(box, EngineConstants.leitnerFirstBox), EngineConstants.leitnerLastBox) - 1
        return EngineConstants.leitnerIntervals[index]
    }

    /// The cell after a primary credit with `result` on `today`. A scaffolded first-try success does
    /// not promote: the child was helped (D-0118).
    public static func schedule(
        _ cell: CellState, result: TaskResultKind, scaffolded: Bool = false, on today: LocalDate
    ) -> CellState {
        var next = cell
        guard let box = cell.box else {
            next.box = EngineConstants.leitnerFirstBox
            next.dueOn = today.adding(days: interval(ofBox: EngineConstants.leitnerFirstBox))
            return next
        }
        switch result {
        case .firstTry:
            guard !scaffolded, cell.isDue(on: today), cell.lastPromotedOn != today else { return next }
            let newBox = min(box + 1, EngineConstants.leitnerLastBox)
            next.box = newBox
            next.dueOn = today.adding(days: interval(ofBox: newBox))
            next.lastPromotedOn = today
        case .afterRetry:
            let newBox = max(box - 1, EngineConstants.leitnerFirstBox)
            next.box = newBox
            next.dueOn = today.adding(days: interval(ofBox: newBox))
        case .solutionShown:
            next.box = EngineConstants.leitnerFirstBox
            next.dueOn = today.adding(days: interval(ofBox: EngineConstants.leitnerFirstBox))
        }
        return next
    }

    /// (today − dueOn + 1) / interval; higher is more overdue.
    public static func priority(_ cell: CellState, on today: LocalDate) -> Double {
        guard let box = cell.box, let dueOn = cell.dueOn else { return 0 }
        return Double(today.days(since: dueOn) + 1) / Double(interval(ofBox: box))
    }
}
