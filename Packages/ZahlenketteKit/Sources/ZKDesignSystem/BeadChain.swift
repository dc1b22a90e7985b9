import ZKCore
import ZKScene

/// The bead chain 1...20 (spec 4.4.3): beads on a string, red 1-5, blue Lochperlen 6-10, red
/// 11-15, blue 16-20, a gap after every fifth bead; `sockets` are empty places (Was fehlt?).
/// Narrow frames wrap it into two strings of ten.
public struct BeadChain: Sendable {
    public var count: Int
    public var sockets: Set<Int>
    public var beadDiameter: Double
    public var origin: Point
    public var wrapsAtTen: Bool

    public init(
        count: Int = 20, sockets: Set<Int> = [], beadDiameter: Double = 28, origin: Point = .zero,
        wrapsAtTen: Bool = false
    ) {
        self.count = min(20, max(1, count))
        self.sockets = sockets
        self.beadDiameter = beadDiameter
        self.origin = origin
        self.wrapsAtTen = wrapsAtTen
    }

    /// The largest chain that fits `frame`, wrapped at ten when that gives bigger beads.
    public static func fitting(
        count: Int = 20, sockets: Set<Int> = [], in frame: Rect, maximumDiameter: Double = 44
    )
        -> BeadChain
    {
        let options = [false, true].map { wraps -> (Bool, Double) in
            let unit = BeadChain(count: count, beadDiameter: 1, wrapsAtTen: wraps).size
            return (wraps, min(frame.width / unit.width, frame.height / unit.height, maximumDiameter))
        }
        // Prefer one string unless wrapping makes the beads at least a third bigger.
        let single = options[0].1
        let wrapped = options[1].1
        let wraps = count > 10 && wrapped > single * 1.33
        var chain = BeadChain(count: count, sockets: sockets, beadDiameter: wraps ? wrapped : single, wrapsAtTen: wraps)
        let size = chain.size
        chain.origin = Point(x: frame.center.x - size.width / 2, y: frame.center.y - size.height / 2)
        return chain
    }

    private var padding: Double { beadDiameter * 0.3 }
    private var pitch: Double { beadDiameter * (1 + Metrics.beadSpacing) }
    private var groupExtra: Double { beadDiameter * (Metrics.groupGap - Metrics.beadSpacing) }
    private var perRow: Int { wrapsAtTen ? min(count, 10) : count }
    private var rows: Int { (count + perRow - 1) / perRow }

    public var size: Size {
        let n = perRow
        let gaps = Double((n - 1) / 5)
        let width = 2 * padding + Double(n - 1) * pitch + gaps * groupExtra + beadDiameter
        let height = 2 * padding + Double(rows) * beadDiameter + Double(rows - 1) * beadDiameter * Metrics.rowGap
        return Size(width: width, height: height)
    }

    public func center(of index: Int) -> Point {
        let i = min(count, max(1, index)) - 1
        let row = i / perRow
        let column = i % perRow
        let x = padding + beadDiameter / 2 + Double(column) * pitch + Double(column / 5) * groupExtra
        let y = padding + beadDiameter / 2 + Double(row) * beadDiameter * (1 + Metrics.rowGap)
        return Point(x: origin.x + x, y: origin.y + y)
    }

    public func node() -> Node {
        var children: [Node] = []
        let stringStroke = Stroke(color: Palette.ink, width: max(1.5, beadDiameter * 0.08))
        for row in 0..<rows {
            let first = row * perRow + 1
            let last = min(count, first + perRow - 1)
            let start = center(of: first)
            let end = center(of: last)
            children.append(
                .line(
                    from: Point(x: start.x - beadDiameter * 0.6, y: start.y),
                    to: Point(x: end.x + beadDiameter * 0.6, y: end.y), stroke: stringStroke))
        }
        for place in BeadChainPlace.chain(upTo: count) {
            let look: Bead.Look = sockets.contains(place.index) ? .socket : .filled(place.coding)
            children.append(Bead.node(look, center: center(of: place.index), diameter: beadDiameter))
        }
        return .group(children)
    }
}
