import ZKCore
import ZKDesignSystem
import ZKScene

/// The dashboard's 7-day bar chart (docs/parent-area.md#pages): a bar per day, today on the right, the minutes
/// above each bar and the weekday below it, so a parent can tell which afternoon was the long one.
/// Read as a picture with one label that names each day and its minutes.
enum WeekChart {
    /// Room below the baseline for the weekday names.
    static let dayRow = 16.0

    /// `minutes[i]` played on `days[i]`, oldest first, the last entry today.
    static func nodes(
        _ minutes: [Int], on days: [LocalDate], in frame: Rect, id: A11yID, context: ScreenContext
    ) -> [Node] {
        let most = Double(max(1, minutes.max() ?? 1))
        let slot = frame.width / Double(max(1, minutes.count))
        let baseline = frame.maxY - dayRow
        let barArea = baseline - frame.minY - 18
        var bars: [Node] = [
            .rect(
                Rect(x: frame.minX, y: baseline - 1, width: frame.width, height: 1),
                fill: context.parentDisplay.palette.outline)
        ]
        for (index, (day, value)) in zip(days, minutes).enumerated() {
            let isToday = index == minutes.count - 1
            let height = max(2, barArea * Double(value) / most)
            let x = frame.minX + Double(index) * slot
            let bar = Rect(x: x + slot * 0.2, y: baseline - 1 - height, width: slot * 0.6, height: height)
            bars.append(.rect(bar, cornerRadius: 3, fill: isToday ? Palette.beadBlue : Palette.outline))
            bars.append(
                .text(
                    String(value), frame: Rect(x: x, y: bar.minY - 16, width: slot, height: 14),
                    style: TextStyle(size: 12, color: context.parentDisplay.palette.ink)))
            bars.append(
                .text(
                    context.text("parent.weekday.short.\(day.weekday)"),
                    frame: Rect(x: x, y: baseline + 1, width: slot, height: dayRow - 2),
                    style: TextStyle(
                        size: 12, weight: isToday ? .bold : .regular, color: context.parentDisplay.palette.ink)))
        }
        // Read out with the weekdays written in full: an abbreviation is spelt, not spoken.
        let spoken = zip(days, minutes).map { day, value in
            context.text(
                "parent.dashboard.a11y.chart_day", .text(context.text("parent.weekday.long.\(day.weekday)")),
                .integer(value))
        }
        let label = context.text("parent.dashboard.a11y.chart", .text(spoken.joined(separator: ", ")))
        return [Node.group(bars).interactive(id, label: label, role: .image)]
    }
}
