import ZKCore
import ZKPersistence

/// What a tapped cell tells the parent (docs/parent-area.md#progress-grid-s-19): its task count,
/// the first-try share of its last 10 tasks to 10 %, the last practice date and "Wiederholung ab
/// …"; under 3 tasks only "Noch zu wenige Aufgaben".
public struct CellDetail: Equatable, Sendable {
    /// Below this many tasks the figures say nothing yet.
    public static let minimumTasks = 3

    public let skill: Skill
    public let number: Int
    public let display: CellDisplay
    public let taskCount: Int
    /// The first-try share of the last (up to) 10 tasks in whole percent, a multiple of 10; nil
    /// under 3 tasks.
    public let firstTryPercent: Int?
    /// How many tasks the share is of: the last 10, or all of them while there are fewer.
    public let firstTrySample: Int
    /// How many of those were right at the first try: under 10 tasks the parent reads this count,
    /// since a rounded share of 3 tasks ("70 %") cannot happen (D-0917).
    public let firstTryCount: Int
    public let lastPracticed: LocalDate?
    /// The Leitner due date ("Wiederholung ab …"), nil before the first credit or under 3 tasks.
    public let reviewFrom: LocalDate?

    public init(_ cell: ProgressCell) {
        skill = cell.skill
        number = cell.number
        display = cell.display
        let record = cell.record
        taskCount = record?.taskCount ?? 0
        lastPracticed = record?.lastPracticedOn
        let enough = taskCount >= CellDetail.minimumTasks
        let recent = record?.recentFirstTry ?? []
        firstTrySample = recent.count
        firstTryCount = recent.filter { $0 }.count
        if enough, !recent.isEmpty {
            let share = Double(firstTryCount) / Double(recent.count)
            firstTryPercent = Int((share * 10).rounded()) * 10
        } else {
            firstTryPercent = nil
        }
        reviewFrom = enough ? record?.dueOn : nil
    }

    /// True under 3 tasks: the detail says "Noch zu wenige Aufgaben".
    public var hasTooFewTasks: Bool { taskCount < CellDetail.minimumTasks }
}
