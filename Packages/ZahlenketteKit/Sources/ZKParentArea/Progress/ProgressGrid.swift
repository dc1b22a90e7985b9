import ZKCore
import ZKLearningEngine
import ZKPersistence

/// The progress grid (docs/parent-area.md#progress-grid-s-19): the numbers 1–20 as rows, the eight
/// skills as columns. A pure function of the child's stored cells, level and Zahlenraum; there is
/// no overall score.
public struct ProgressGrid: Equatable, Sendable {
    public static let numbers = 1...20
    /// Zählen, Auf einen Blick, Ziffer erkennen, Zahlwort, Reihenfolge, Vergleichen, Zerlegen,
    /// Schreiben: the columns in the order of docs/parent-area.md#progress-grid-s-19.
    public static let skills: [Skill] = Skill.allCases

    public let level: Level
    public let stage: RangeStage
    /// Row by row (number 1 first), each row in `skills` order.
    public let rows: [[ProgressCell]]

    public init(records: [MasteryRecord], level: Level, stage: RangeStage) {
        self.level = level
        self.stage = stage
        var byKey: [CellKey: MasteryRecord] = [:]
        for record in records { byKey[CellKey(skill: record.skill, number: record.number)] = record }
        rows = ProgressGrid.numbers.map { number in
            ProgressGrid.skills.map { skill in
                let record = byKey[CellKey(skill: skill, number: number)]
                return ProgressCell(
                    skill: skill, number: number,
                    display: ProgressGrid.display(
                        record, cell: CellKey(skill: skill, number: number), level: level, stage: stage),
                    record: record)
            }
        }
    }

    public func cell(skill: Skill, number: Int) -> ProgressCell? {
        guard ProgressGrid.numbers.contains(number), let column = ProgressGrid.skills.firstIndex(of: skill) else {
            return nil
        }
        return rows[number - 1][column]
    }

    public var cells: [ProgressCell] { rows.flatMap { $0 } }

    /// The numbers every applicable skill of which is sure ("Diese Zahlen sitzen"), in range.
    public var sureNumbers: [Int] {
        rows.compactMap { row in
            let counted = row.filter { $0.display != .notApplicable }
            guard let number = row.first?.number, !counted.isEmpty,
                counted.allSatisfy({ $0.display == .mastered })
            else { return nil }
            return number
        }
    }

    /// One cell's display: not applicable first (docs/engine.md#what-it-knows), then outside the
    /// range, then the stored status; learning fills a quarter per 0.25 of mastery, at least one
    /// and at most three.
    static func display(_ record: MasteryRecord?, cell: CellKey, level: Level, stage: RangeStage) -> CellDisplay {
        guard ApplicableCells.isApplicable(cell, level: level) else { return .notApplicable }
        guard stage.numbers.contains(cell.number) else { return .outOfRange }
        guard let record else { return .new }
        switch record.status {
        case .new: return .new
        case .mastered: return .mastered
        case .difficult: return .difficult
        case .learning:
            return .learning(quarters: min(3, max(1, Int((record.value * 4).rounded(.down)))))
        }
    }
}
