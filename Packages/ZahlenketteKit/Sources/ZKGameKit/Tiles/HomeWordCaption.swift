import ZKContent
import ZKDesignSystem
import ZKScene

/// The home-language word under a revealed numeral (docs/content.md#home-language-number-words):
/// one calm line, regular weight in ink, without motion, in a band the tile area keeps free below
/// the tiles whenever the round writes a home language, so nothing moves when the word appears.
/// Without a home language the band is empty and the playfield is laid out as before. Nachspuren
/// keeps the same band under its numeral, Froschsprung under its pond.
public enum HomeWordCaption {
    /// The word's size in points: well below the numeral (at least 44 pt), a quiet second line.
    public static let textSize = 22.0
    /// The widest box a word gets; the longest shipped word, "dziewiętnaście", needs 191 pt.
    public static let maximumWidth = 320.0
    /// The band below the tiles: one line and the gap above it.
    public static let bandHeight = textSize * 1.5 + Metrics.targetSpacing

    /// The height the band takes below the tiles (or another game's answer) of `view`: none without
    /// a written home language.
    public static func band<Rules: RoundRules>(of view: RoundView<Rules>) -> Double {
        view.homeWords == nil ? 0 : bandHeight
    }

    /// True while the answer is revealed: the solution rung, until the next task opens.
    public static func isRevealing<Rules: RoundRules>(_ view: RoundView<Rules>) -> Bool {
        switch view.phase {
        case .solution: true
        case .correctFeedback: view.rung == .solution
        default: false
        }
    }

    /// The word of `number` in the band `area`, centred under `tile` (the answer's numeral) as far
    /// as the band allows; nil without a written home language or a word for the number.
    public static func node<Rules: RoundRules>(
        for number: Int, view: RoundView<Rules>, under tile: Rect, in area: Rect
    )
        -> Node?
    {
        guard let word = view.homeWords?.word(for: number), area.height > 0 else { return nil }
        let width = min(area.width, maximumWidth)
        let x = min(max(tile.center.x - width / 2, area.minX), area.maxX - width)
        let frame = Rect(x: x, y: area.maxY - textSize * 1.5, width: width, height: textSize * 1.5)
        return .text(word, frame: frame, style: TextStyle(size: textSize, color: Palette.ink))
    }
}
