import ZKDesignSystem
import ZKScene

/// Where a picture's dots lie in the playfield (docs/games.md#punkt-zu-punkt): the largest square
/// that fits, with the dots in its inner part so the coloured picture (drawn on 256 px with the
/// dots within 24…232) lines up with them.
struct PunktZuPunktLayout {
    /// The square of the coloured picture; also the picture's tap area.
    let area: Rect
    /// The square the unit coordinates of the dots map to.
    let dots: Rect

    static let revealInset = 24.0 / 256.0

    init(in frame: Rect) {
        let side = max(0, min(frame.width, frame.height))
        area = Rect(center: frame.center, size: Size(width: side, height: side))
        dots = area.insetBy(dx: side * PunktZuPunktLayout.revealInset, dy: side * PunktZuPunktLayout.revealInset)
    }

    /// The centre of dot `number` (1-based).
    func center(of number: Int, in picture: PunktZuPunktPicture) -> Point {
        guard picture.dots.indices.contains(number - 1) else { return dots.center }
        let unit = picture.dots[number - 1]
        return Point(x: dots.minX + unit.x * dots.width, y: dots.minY + unit.y * dots.height)
    }

    /// A dot's radius: small enough for 20 dots, big enough to see.
    var dotRadius: Double { min(14, max(7, dots.width * 0.022)) }

    /// A tap counts for the dot nearest to it within this distance.
    var reach: Double { max(30, dots.width * 0.07) }

    /// The dot nearest to `point` among `candidates`, when it lies within reach.
    func dot(nearest point: Point, among candidates: [Int], in picture: PunktZuPunktPicture) -> Int? {
        let distances = candidates.map { number -> (Int, Double) in
            let center = center(of: number, in: picture)
            let dx = center.x - point.x
            let dy = center.y - point.y
            return (number, (dx * dx + dy * dy).squareRoot())
        }
        guard let best = distances.min(by: { $0.1 < $1.1 }), best.1 <= reach else { return nil }
        return best.0
    }
}
