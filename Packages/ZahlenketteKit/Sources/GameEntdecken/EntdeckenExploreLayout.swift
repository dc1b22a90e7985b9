import ZKDesignSystem
import ZKScene

/// Where free explore puts its places and its panel (numeral and fingers): a structured field of
/// rows of five whose cells are the tap targets, at least 60 pt each and never overlapping, and
/// the panel in the larger space left beside or below it.
struct EntdeckenExploreLayout: Sendable, Equatable {
    /// The tap cell of each place, index 0 for place 1.
    let cells: [Rect]
    /// The field's board behind the cells.
    let board: Rect
    /// Room for the numeral and the finger picture; may be small in tiny windows.
    let panel: Rect

    /// Space between neighbouring cells, between the fives and between the tens.
    static let cellGap = 3.0
    static let groupGap = 10.0
    static let maximumCell = 84.0

    init(count: Int, in frame: Rect) {
        let count = min(20, max(1, count))
        // Wide: up to ten per row with a gap after five; compact: five per row, a gap after two rows.
        let wide = EntdeckenExploreLayout.cellSide(columns: min(count, 10), rows: (count + 9) / 10, in: frame)
        let compact = EntdeckenExploreLayout.cellSide(columns: min(count, 5), rows: (count + 4) / 5, in: frame)
        let perRow = wide >= compact ? min(count, 10) : min(count, 5)
        let side = max(wide, compact)
        let rows = (count + perRow - 1) / perRow
        let fieldSize = EntdeckenExploreLayout.size(columns: perRow, rows: rows, perRow: perRow, side: side)
        let right = frame.width - fieldSize.width
        let below = frame.height - fieldSize.height
        let origin: Point
        if right > below {
            origin = Point(x: frame.minX, y: frame.center.y - fieldSize.height / 2)
            panel = Rect(x: frame.minX + fieldSize.width, y: frame.minY, width: right, height: frame.height)
        } else {
            origin = Point(x: frame.center.x - fieldSize.width / 2, y: frame.minY)
            panel = Rect(x: frame.minX, y: frame.minY + fieldSize.height, width: frame.width, height: below)
        }
        cells = (0..<count).map { index in
            let column = index % perRow
            let row = index / perRow
            let x =
                Double(column) * (side + EntdeckenExploreLayout.cellGap)
                + (perRow == 10 && column >= 5 ? EntdeckenExploreLayout.groupGap : 0)
            let y =
                Double(row) * (side + EntdeckenExploreLayout.cellGap)
                + (perRow == 5 && row >= 2 ? EntdeckenExploreLayout.groupGap : 0)
            return Rect(x: origin.x + x, y: origin.y + y, width: side, height: side)
        }
        board = Rect(origin: origin, size: fieldSize)
    }

    static func size(columns: Int, rows: Int, perRow: Int, side: Double) -> Size {
        let width =
            Double(columns) * side + Double(columns - 1) * cellGap + (perRow == 10 && columns > 5 ? groupGap : 0)
        let height = Double(rows) * side + Double(rows - 1) * cellGap + (perRow == 5 && rows > 2 ? groupGap : 0)
        return Size(width: width, height: height)
    }

    static func cellSide(columns: Int, rows: Int, in frame: Rect) -> Double {
        let unit = size(columns: columns, rows: rows, perRow: columns, side: 0)
        let byWidth = (frame.width - unit.width) / Double(columns)
        let byHeight = (frame.height - unit.height) / Double(rows)
        return max(0, min(byWidth, byHeight, maximumCell))
    }
}
