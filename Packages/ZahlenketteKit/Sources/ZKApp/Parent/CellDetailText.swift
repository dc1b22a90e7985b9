import ZKContent
import ZKParentArea

/// A cell's figures as sentences (docs/parent-area.md#progress-grid-s-19).
enum CellDetailText {
    static func lines(_ detail: CellDetail, _ strings: StringCatalog) -> [String] {
        switch detail.display {
        case .notApplicable, .outOfRange: return []
        default: break
        }
        guard !detail.hasTooFewTasks else {
            return [
                strings.text("parent.progress.too_few"),
                strings.text("parent.progress.tasks", .integer(detail.taskCount)),
            ]
        }
        var lines = [strings.text("parent.progress.tasks", .integer(detail.taskCount))]
        if let percent = detail.firstTryPercent {
            lines.append(
                detail.firstTrySample >= 10
                    ? strings.text("parent.progress.first_try_recent", .integer(percent))
                    : strings.text(
                        "parent.progress.first_try_all", .integer(detail.firstTryCount), .integer(detail.firstTrySample)
                    ))
        }
        if let last = detail.lastPracticed {
            lines.append(strings.text("parent.progress.last_practiced", .text(ParentDates.format(last, strings))))
        }
        if let due = detail.reviewFrom {
            lines.append(strings.text("parent.progress.review_from", .text(ParentDates.format(due, strings))))
        }
        return lines
    }
}
