import ZKScene

/// Where everything of the pond lies in a playfield (docs/games.md#froschsprung, D-0652). The pond
/// runs left to right: the bank (position 0), then the stones 1…rangeMax with a wider gap after
/// every fifth. Stones are as big as fits between 64 and 96 pt; when the whole pond does not fit
/// the width, it scrolls, and content x (from the bank's left end) maps to scene x through the
/// scroll offset. Vertically: room for the frog, the stones, their numerals, and a strip of water
/// that takes the keyboard focus for scrolling.
struct FroschsprungPond {
    let frame: Rect
    let stoneCount: Int
    /// The stone side, at least 64 pt.
    let side: Double
    /// The water band across the playfield.
    let water: Rect
    let stoneTop: Double
    /// The strip of water under the numerals (the pond's own target when it scrolls).
    let strip: Rect
    /// From the bank's left end to the margin after the last stone.
    let contentWidth: Double
    /// The scene x of content x 0 at offset 0 (the pond is centred when it fits).
    let originX: Double

    static let minimumSide = 64.0
    static let maximumSide = 96.0

    init(frame: Rect, stoneCount: Int) {
        self.frame = frame
        self.stoneCount = max(1, stoneCount)
        // In stone sides: the bank, each stone with its gap, one closing gap, the wider gaps.
        let groups = Double((self.stoneCount - 1) / 5)
        let units =
            FroschsprungPond.bankUnits + Double(self.stoneCount) * (1 + FroschsprungPond.gapUnits)
            + FroschsprungPond.gapUnits + groups * FroschsprungPond.groupGapUnits
        let fitting = min(frame.width / units, frame.height / 3.2, FroschsprungPond.maximumSide)
        let side = max(FroschsprungPond.minimumSide, fitting)
        self.side = side
        let stripHeight = max(60, side * 0.7)
        let row = side * (FroschsprungPond.frogUnits + 1 + FroschsprungPond.labelUnits)
        // The water fills at least 60 % of the playfield's height; the stones sit in its middle.
        let band = max(row + stripHeight, min(frame.height, frame.height * 0.6))
        let top = frame.minY + max(0, (frame.height - band) / 2)
        self.water = Rect(x: frame.minX, y: top, width: frame.width, height: band)
        self.stoneTop = top + side * FroschsprungPond.frogUnits + (band - row - stripHeight) / 2
        self.strip = Rect(x: frame.minX, y: top + band - stripHeight, width: frame.width, height: stripHeight)
        let content = side * units
        self.contentWidth = content
        self.originX = content <= frame.width ? frame.minX + (frame.width - content) / 2 : frame.minX
    }

    static let bankUnits = 1.3
    static let gapUnits = 0.2
    static let groupGapUnits = 0.5
    /// Room above the stones for the sitting frog.
    static let frogUnits = 0.8
    /// Room under the stones for their numerals.
    static let labelUnits = 0.55

    var gap: Double { side * FroschsprungPond.gapUnits }
    var bankWidth: Double { side * FroschsprungPond.bankUnits }
    var maxOffset: Double { max(0, contentWidth - frame.width) }
    var scrolls: Bool { maxOffset > 0.5 }

    func clamp(_ offset: Double) -> Double { min(max(0, offset), maxOffset) }

    /// The left edge of stone `k` in content x; stone 0 is the bank.
    func contentMinX(of stone: Int) -> Double {
        guard stone > 0 else { return 0 }
        let index = Double(stone - 1)
        return bankWidth + gap + index * (side + gap) + Double((stone - 1) / 5) * side * FroschsprungPond.groupGapUnits
    }

    /// Where the frog sits on stone `k` (or on the bank) in content x.
    func contentCenterX(of stone: Int) -> Double {
        stone > 0 ? contentMinX(of: stone) + side / 2 : bankWidth / 2
    }

    func sceneX(_ contentX: Double, offset: Double) -> Double { originX + contentX - offset }

    func stoneFrame(_ stone: Int, offset: Double) -> Rect {
        Rect(x: sceneX(contentMinX(of: stone), offset: offset), y: stoneTop, width: side, height: side)
    }

    /// The numeral's box under a stone.
    func labelFrame(_ stone: Int, offset: Double) -> Rect {
        let frame = stoneFrame(stone, offset: offset)
        return Rect(
            x: frame.minX - gap / 2, y: frame.maxY, width: side + gap, height: side * FroschsprungPond.labelUnits)
    }

    /// A stone's target: the stone and its numeral, as wide as the stone's pitch so neighbours touch
    /// without overlapping.
    func hitRegion(_ stone: Int, offset: Double) -> Rect {
        let frame = stoneFrame(stone, offset: offset)
        return Rect(
            x: frame.minX - gap / 2, y: frame.minY, width: side + gap,
            height: side * (1 + FroschsprungPond.labelUnits))
    }

    /// True when stone `k` lies wholly inside the visible pond, so it can be tapped. Before the
    /// first layout every stone counts as visible.
    func isVisible(_ stone: Int, offset: Double) -> Bool {
        guard frame.width > 0 else { return true }
        let region = hitRegion(stone, offset: offset)
        return region.minX >= frame.minX - 0.5 && region.maxX <= frame.maxX + 0.5
    }

    /// The offset closest to `offset` that shows content x `minX…maxX` with `margin` to spare.
    func offset(showing minX: Double, _ maxX: Double, from offset: Double, margin: Double) -> Double {
        var result = offset
        if minX - margin < result { result = minX - margin }
        if maxX + margin > result + frame.width { result = maxX + margin - frame.width }
        return clamp(result)
    }

    /// `offset` when it shows stone `k` with half a stone to spare, else the offset that centres it.
    func offset(showingStone stone: Int, from offset: Double) -> Double {
        let minX = contentMinX(of: stone) - gap / 2
        let maxX = minX + side + gap
        guard minX - side / 2 < offset || maxX + side / 2 > offset + frame.width else { return offset }
        return clamp(contentCenterX(of: stone) - frame.width / 2)
    }
}
