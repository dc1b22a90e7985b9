import ZKCore
import ZKScene

/// The bead chain 1...20 (spec 4.4.3): beads on a string, red 1-5, blue Lochperlen 6-10, red
/// 11-15, blue 16-20, a gap after every fifth bead; `sockets` are empty places (Was fehlt?).
/// Narrow frames wrap it into two strings of ten. A window (`first` above 1) shows a stretch of
/// the chain with the same coding and gaps as the whole chain; `labels` writes numerals under beads.
public struct BeadChain: Sendable {
    public var count: Int
    public var sockets: Set<Int>
    public var beadDiameter: Double
    public var origin: Point
    public var wrapsAtTen: Bool
    /// The number of the first bead shown.
    public var first: Int
    /// Beads that carry their numeral underneath.
    public var labels: Set<Int>

    public init(
        count: Int = 20, sockets: Set<Int> = [], beadDiameter: Double = 28, origin: Point = .zero,
        wrapsAtTen: Bool = false, first: Int = 1, labels: Set<Int> = []
    ) {
        self.first = min(20, max(1, first))
        self.count = min(21 - self.first, max(1, count))
        self.sockets = sockets
        self.beadDiameter = beadDiameter
        self.origin = origin
        self.wrapsAtTen = wrapsAtTen && self.first == 1
        self.labels = labels
    }

    /// The numbers shown.
    public var numbers: ClosedRange<Int> { first...(first + count - 1) }

    /// The largest chain that fits `frame`, wrapped at ten when that gives bigger beads.
    public static func fitting(
        count: Int = 20, sockets: Set<Int> = [], in frame: Rect, maximumDiameter: Double = 44, first: Int = 1,
        labels: Set<Int> = []
    )
        -> BeadChain
    {
        let options = [false, true].map { wraps -> (Bool, Double) in
            let unit = BeadChain(count: count, beadDiameter: 1, wrapsAtTen: wraps, first: first, labels: labels).size
            return (wraps, min(frame.width / unit.width, frame.height / unit.height, maximumDiameter))
        }
        // Prefer one string unless wrapping makes the beads at least a third bigger.
        let single = options[0].1
        let wrapped = options[1].1
        let wraps = first == 1 && count > 10 && wrapped > single * 1.33
        var chain = BeadChain(
            count: count, sockets: sockets, beadDiameter: wraps ? wrapped : single, wrapsAtTen: wraps, first: first,
            labels: labels)
        let size = chain.size
        chain.origin = Point(x: frame.center.x - size.width / 2, y: frame.center.y - size.height / 2)
        return chain
    }

    private var padding: Double { beadDiameter * 0.3 }
    private var pitch: Double { beadDiameter * (1 + Metrics.beadSpacing) }
    private var groupExtra: Double { beadDiameter * (Metrics.groupGap - Metrics.beadSpacing) }
    private var perRow: Int { wrapsAtTen ? min(count, 10) : count }
    private var rows: Int { (count + perRow - 1) / perRow }
    /// Room under each row for numerals.
    private var labelHeight: Double { labels.isEmpty ? 0 : beadDiameter * 0.9 }

    /// The numeral size of labelled beads.
    public var labelSize: Double { max(16, beadDiameter * 0.6) }

    public var size: Size {
        let n = perRow
        let gaps = Double(groupIndex(first + n - 1) - groupIndex(first))
        let width = 2 * padding + Double(n - 1) * pitch + gaps * groupExtra + beadDiameter
        let height =
            2 * padding + Double(rows) * (beadDiameter + labelHeight)
            + Double(rows - 1) * beadDiameter * Metrics.rowGap
        return Size(width: width, height: height)
    }

    /// The centre of the bead with number `index`.
    public func center(of index: Int) -> Point {
        let i = min(count, max(1, index - first + 1)) - 1
        let row = i / perRow
        let column = i % perRow
        let number = first + i
        let rowFirst = first + row * perRow
        let x =
            padding + beadDiameter / 2 + Double(column) * pitch
            + Double(groupIndex(number) - groupIndex(rowFirst)) * groupExtra
        let y = padding + beadDiameter / 2 + Double(row) * (beadDiameter * (1 + Metrics.rowGap) + labelHeight)
        return Point(x: origin.x + x, y: origin.y + y)
    }

    private func groupIndex(_ number: Int) -> Int { (number - 1) / 5 }

    public func node() -> Node {
        var children: [Node] = []
        let stringStroke = Stroke(color: Palette.ink, width: max(1.5, beadDiameter * 0.08))
        for row in 0..<rows {
            let rowFirst = first + row * perRow
            let last = min(first + count - 1, rowFirst + perRow - 1)
            let start = center(of: rowFirst)
            let end = center(of: last)
            children.append(
                .line(
                    from: Point(x: start.x - beadDiameter * 0.6, y: start.y),
                    to: Point(x: end.x + beadDiameter * 0.6, y: end.y), stroke: stringStroke))
        }
        for place in numbers.compactMap({ BeadChainPlace(index: $0) }) {
            let look: Bead.Look = sockets.contains(place.index) ? .socket : .filled(place.coding)
            let beadCenter = center(of: place.index)
            children.append(Bead.node(look, center: beadCenter, diameter: beadDiameter))
            if labels.contains(place.index) {
                let frame = Rect(
                    x: beadCenter.x - pitch / 2, y: beadCenter.y + beadDiameter / 2 + beadDiameter * 0.05,
                    width: pitch, height: labelHeight)
                children.append(
                    .text(
                        String(place.index), frame: frame,
                        style: TextStyle(size: labelSize, weight: .bold, color: Palette.ink)))
            }
        }
        return .group(children)
    }
}
