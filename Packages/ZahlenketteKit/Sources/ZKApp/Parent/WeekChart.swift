import ZKCore
import ZKDesignSystem
import ZKScene

/// The dashboard's 7-day bar chart (engine 16.2): a bar per day, today on the right, the minutes
/// above each bar. Read as a picture with one label.
enum WeekChart {
    static func nodes(_ minutes: [Int], in frame: Rect, id: A11yID, context: ScreenContext) -> [Node] {
        let most = Double(max(1, minutes.max() ?? 1))
        let slot = frame.width / Double(max(1, minutes.count))
        let barArea = frame.height - 18
        var bars: [Node] = [
            .rect(Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), fill: Palette.outline)
        ]
        for (index, value) in minutes.enumerated() {
            let height = max(2, barArea * Double(value) / most)
            let x = frame.minX + Double(index) * slot
            let bar = Rect(x: x + slot * 0.2, y: frame.maxY - 1 - height, width: slot * 0.6, height: height)
            bars.append(
                .rect(bar, cornerRadius: 3, fill: index == minutes.count - 1 ? Palette.beadBlue : Palette.outline))
            bars.append(
                .text(
                    String(value), frame: Rect(x: x, y: bar.minY - 16, width: slot, height: 14),
                    style: TextStyle(size: 12, color: Palette.ink)))
        }
        let label = context.text(
            "parent.dashboard.a11y.chart", .text(minutes.map(String.init).joined(separator: ", ")))
        return [Node.group(bars).interactive(id, label: label, role: .image)]
    }
}
