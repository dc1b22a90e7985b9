import ZKDesignSystem
import ZKScene

/// Where the cards of a board lie (docs/games.md#memory): a centred grid whose columns give the
/// biggest cards, never wider than tall, at most 170 pt wide, 12 pt apart.
enum MemoryBoardLayout {
    static let spacing = Metrics.targetSpacing
    static let maximumWidth = 170.0
    /// Cards are at most this much taller than wide.
    static let tallest = 1.3

    /// The frames of `count` cards in `area`, in board order (row by row); the last row centred.
    static func frames(count: Int, in area: Rect) -> [Rect] {
        guard count > 0, area.width > 0, area.height > 0 else { return [] }
        var best: (columns: Int, size: Size)?
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let cellWidth = (area.width - spacing * Double(columns - 1)) / Double(columns)
            let cellHeight = (area.height - spacing * Double(rows - 1)) / Double(rows)
            var width = min(cellWidth, maximumWidth)
            let height = min(cellHeight, width * tallest)
            width = min(width, height)
            guard width > 0 else { continue }
            if best.map({ width * height > $0.size.width * $0.size.height }) ?? true {
                best = (columns, Size(width: width, height: height))
            }
        }
        guard let best else { return [] }
        let rows = (count + best.columns - 1) / best.columns
        let size = best.size
        let totalHeight = Double(rows) * size.height + Double(rows - 1) * spacing
        let top = area.center.y - totalHeight / 2
        return (0..<count).map { index in
            let row = index / best.columns
            let inRow = row == rows - 1 ? count - row * best.columns : best.columns
            let rowWidth = Double(inRow) * size.width + Double(inRow - 1) * spacing
            let column = index % best.columns
            return Rect(
                x: area.center.x - rowWidth / 2 + Double(column) * (size.width + spacing),
                y: top + Double(row) * (size.height + spacing), width: size.width, height: size.height)
        }
    }
}
