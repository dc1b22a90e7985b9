import ZKCore

/// Finds error patterns in a child's recorded wrong answers (issue 16). A pattern is shown only
/// with enough evidence, never from one slip (DECISIONS D-0903): within the last 30 days it
/// showed on at least 3 tasks, on at least 2 different days, and it explains at least half of the
/// wrong-answered tasks where it could have shown (so it stands out from ordinary mistakes).
public struct ErrorPatternDetector: Sendable {
    /// The window of days read, today included.
    public static let windowDays = 30
    public static let minimumTasks = 3
    public static let minimumDays = 2
    /// Matching tasks as a share of the wrong-answered opportunities.
    public static let minimumShare = 0.5

    public init() {}

    /// The patterns in `answers` as of `today`, in the order of `ErrorPatternKind.allCases`.
    public func patterns(in answers: [AnswerRecord], today: LocalDate) -> [ErrorPattern] {
        let since = today.adding(days: -(ErrorPatternDetector.windowDays - 1))
        let recent = answers.filter { $0.day >= since && $0.day <= today }
        return ErrorPatternKind.allCases.compactMap { evaluate($0, recent) }
    }

    /// The evidence for one pattern, or nil when the rule does not hold.
    func evaluate(_ kind: ErrorPatternKind, _ answers: [AnswerRecord]) -> ErrorPattern? {
        var wrongTasks = 0
        var matching = 0
        var days: Set<LocalDate> = []
        var numbers: Set<Int> = []
        for answer in answers
        where !answer.wrongAnswers.isEmpty
            && kind.isOpportunity(game: answer.game, skill: answer.skill, number: answer.number)
        {
            wrongTasks += 1
            let hits = answer.wrongAnswers.filter { kind.matches(answer: $0, for: answer.number) }
            guard !hits.isEmpty else { continue }
            matching += 1
            days.insert(answer.day)
            if kind == .mirroredNumeral { numbers.formUnion(hits) } else { numbers.insert(answer.number) }
        }
        guard matching >= ErrorPatternDetector.minimumTasks, days.count >= ErrorPatternDetector.minimumDays,
            Double(matching) >= ErrorPatternDetector.minimumShare * Double(wrongTasks)
        else { return nil }
        return ErrorPattern(
            kind: kind, tasks: matching, days: days.count, wrongTasks: wrongTasks, numbers: numbers.sorted())
    }
}
