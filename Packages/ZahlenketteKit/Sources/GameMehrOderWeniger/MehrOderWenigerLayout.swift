import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Where the two sets sit (docs/games.md#mehr-oder-weniger): two cards one above the other, each
/// with its animal on the left, its things in a Zwanzigerfeld (or, at step 3, scattered) and room
/// on the right for the numeral of the solution. Both fields have the same size and start at the
/// same x, so equal places lie exactly above each other (left-aligned).
struct MehrOderWenigerLayout {
    let cards: [ComparisonSide: Rect]
    let animals: [ComparisonSide: Rect]
    /// Where each set's things go (the field's place or the scattered cloud).
    let areas: [ComparisonSide: Rect]
    let numerals: [ComparisonSide: Rect]
    /// The upper set's Zwanzigerfeld; the lower one is the same, moved down by `lowerOffset`.
    let field: Zwanzigerfeld
    let lowerOffset: Double

    static let gap = Metrics.targetSpacing * 2
    static let padding = 10.0
    /// Things are never drawn larger than this.
    static let largestThing = 64.0

    init(frame: Rect) {
        let pad = MehrOderWenigerLayout.padding
        let width = min(frame.width, 900)
        let cardHeight = max(0, (frame.height - MehrOderWenigerLayout.gap) / 2)
        let left = frame.center.x - width / 2
        let upper = Rect(x: left, y: frame.minY, width: width, height: cardHeight)
        let lower = upper.offsetBy(dx: 0, dy: cardHeight + MehrOderWenigerLayout.gap)
        let animalSide = max(0, min(cardHeight - 2 * pad, width * 0.18, 120))
        // Wide enough for a two-digit numeral of at least 44 pt (the tiles' smallest numeral).
        let numeralWidth = min(max(64, cardHeight * 0.5), width * 0.2)
        var cards: [ComparisonSide: Rect] = [:]
        var animals: [ComparisonSide: Rect] = [:]
        var areas: [ComparisonSide: Rect] = [:]
        var numerals: [ComparisonSide: Rect] = [:]
        for (side, card) in [(ComparisonSide.upper, upper), (.lower, lower)] {
            cards[side] = card
            animals[side] = Rect(
                x: card.minX + pad, y: card.center.y - animalSide / 2, width: animalSide, height: animalSide)
            let area = Rect(
                x: card.minX + 2 * pad + animalSide, y: card.minY + pad,
                width: max(0, card.width - 4 * pad - animalSide - numeralWidth), height: max(0, card.height - 2 * pad))
            areas[side] = area
            numerals[side] = Rect(x: area.maxX + pad, y: card.minY, width: numeralWidth, height: card.height)
        }
        self.cards = cards
        self.animals = animals
        self.areas = areas
        self.numerals = numerals
        let upperArea = areas[.upper] ?? upper
        var field = Zwanzigerfeld.fitting(filled: 0, in: upperArea, maximumDiameter: MehrOderWenigerLayout.largestThing)
        field.origin = Point(x: upperArea.minX, y: field.origin.y)
        self.field = field
        self.lowerOffset = cardHeight + MehrOderWenigerLayout.gap
    }

    func card(_ side: ComparisonSide) -> Rect { cards[side] ?? .zero }

    /// The field of a side, left-aligned in its area.
    func field(_ side: ComparisonSide) -> Zwanzigerfeld {
        var moved = field
        if side == .lower { moved.origin = Point(x: field.origin.x, y: field.origin.y + lowerOffset) }
        return moved
    }

    /// The centres of a set's things in counting order, and their size. Scattered things are taken
    /// left to right, so fives are bands and pairs are drawn from the left.
    func things(
        of set: MehrOderWenigerSet, side: ComparisonSide, scattered: Bool, largest: Int
    ) -> (
        centers: [Point], side: Double
    ) {
        guard set.count > 0 else { return ([], 0) }
        if !scattered {
            let field = field(side)
            return ((1...min(20, set.count)).map { field.center(of: $0) }, field.beadDiameter * 1.05)
        }
        let area = areas[side] ?? .zero
        let thing = min(
            area.height * 0.4, MehrOderWenigerLayout.largestThing,
            (area.width * area.height / Double(max(1, largest) * 5)).squareRoot())
        let centers = ScatterPlacement.centers(
            count: set.count, diameter: thing * 1.15, in: area, seed: set.layoutSeed)
        return (centers.sorted { ($0.x, $0.y) < ($1.x, $1.y) }, thing)
    }
}
