import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// Lays out and draws the numeral tiles of a task (docs/games.md#options): at least 60 pt, 88 pt
/// for the littleOnes, 12 pt apart; the answer's position never moves within a task.
public enum AnswerTiles {
    /// The tile side for a level.
    public static func side(for level: Level) -> Double {
        level == .littleOnes ? Metrics.littleOnesTile : Metrics.vorschuleTile
    }

    /// How tall the tile area is for `count` tiles in `width`.
    public static func height(count: Int, level: Level, width: Double) -> Double {
        let rows = rowCount(count: count, level: level, width: width)
        return Double(rows) * side(for: level) + Double(rows - 1) * Metrics.targetSpacing
    }

    static func rowCount(count: Int, level: Level, width: Double) -> Int {
        let columns = max(1, Layout.columnsThatFit(itemWidth: side(for: level), spacing: spacing, width: width))
        return (max(1, count) + columns - 1) / columns
    }

    static var spacing: Double { Metrics.targetSpacing * 2 }

    /// The frames of `count` tiles, centred in `area`.
    public static func frames(count: Int, level: Level, in area: Rect) -> [Rect] {
        let tile = side(for: level)
        let columns = max(1, min(count, Layout.columnsThatFit(itemWidth: tile, spacing: spacing, width: area.width)))
        return Layout.grid(
            count: count, columns: columns, itemSize: Size(width: tile, height: tile),
            spacing: Size(width: spacing, height: Metrics.targetSpacing), in: area)
    }

    /// The accessibility label "Zahl sieben".
    public static func label(_ number: Int, strings: StringCatalog) -> String {
        strings.text("game.a11y.answer", .text(strings.text(GermanNumberWords.wordKey(for: number))))
    }
}
