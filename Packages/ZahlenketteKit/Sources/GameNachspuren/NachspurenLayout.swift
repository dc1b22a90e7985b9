import ZKScene

/// Where the numeral goes in the playfield (docs/games.md#nachspuren): the Ziffern side by side, at
/// least `minimumHeight` tall (up to 300 pt where there is room), and for a two-Ziffer numeral a
/// mini Zwanzigerfeld in one wide strip below them. The canvas, the element strokes are drawn on,
/// is the Ziffern's area with room around it for a start just beside a dot.
struct NachspurenLayout: Equatable {
    let glyphHeight: Double
    /// One glyph box per Ziffer, left to right.
    let boxes: [Rect]
    let canvas: Rect
    /// The mini Zwanzigerfeld's strip, for numerals of two Ziffern.
    let field: Rect?

    static let maximumHeight = 300.0
    /// Space between the Ziffern, as a share of the glyph height.
    static let digitGap = 0.18
    /// The writing card reaches this far around a glyph box, as a share of the glyph height.
    static let cardMargin = 0.05
    static let margin = 8.0

    init(digits: Int, aspectRatio: Double, in frame: Rect, minimumHeight: Double) {
        let count = max(1, digits)
        let card = NachspurenLayout.cardMargin
        let fieldHeight = count > 1 ? min(72, max(40, frame.height * 0.16)) : 0
        let fieldGap = count > 1 ? NachspurenLayout.margin : 0
        // The cards reach `card` around each glyph box; the field sits below the cards.
        let high = (frame.height - 2 * NachspurenLayout.margin - fieldHeight - fieldGap) / (1 + 2 * card)
        let unitsWide = Double(count) * aspectRatio + Double(count - 1) * NachspurenLayout.digitGap
        let wide = (frame.width - 2 * NachspurenLayout.margin) / (unitsWide + 2 * card)
        // The minimum wins over a margin where a window is very small; the audit keeps it inside.
        let h = max(min(high, wide, NachspurenLayout.maximumHeight), min(minimumHeight, frame.height))
        glyphHeight = h
        let width = unitsWide * h
        let blockHeight = h * (1 + 2 * card) + fieldGap + fieldHeight
        let x = frame.center.x - width / 2
        let y = frame.center.y - blockHeight / 2 + card * h
        boxes = (0..<count).map { index in
            Rect(
                x: x + Double(index) * (aspectRatio + NachspurenLayout.digitGap) * h, y: y,
                width: aspectRatio * h, height: h)
        }
        let room = min(36, h * 0.12)
        let grown = Rect(x: x - room, y: y - room, width: width + 2 * room, height: h + 2 * room)
        canvas = grown.intersection(frame)
        field =
            count > 1
            ? Rect(x: frame.minX, y: y + h * (1 + card) + fieldGap, width: frame.width, height: fieldHeight) : nil
    }

    /// A point of Ziffer `digit`'s glyph box (0…1 each way) in layout points.
    func point(_ unit: Point, digit: Int) -> Point {
        let box = boxes[min(max(0, digit), boxes.count - 1)]
        return Point(x: box.minX + unit.x * box.width, y: box.minY + unit.y * box.height)
    }

    /// A layout point in Ziffer `digit`'s glyph box units.
    func unit(_ point: Point, digit: Int) -> Point {
        let box = boxes[min(max(0, digit), boxes.count - 1)]
        return Point(x: (point.x - box.minX) / box.width, y: (point.y - box.minY) / box.height)
    }

    func points(_ units: [Point], digit: Int) -> [Point] {
        units.map { point($0, digit: digit) }
    }
}
