import ZKCore
import ZKScene

/// The Zwanzigerfeld (spec 4.4.2): 20 places, the first `filled` in reading order carry beads, the
/// rest are empty outlines. `wide` is 2 rows x 10 with a gap between the fives; `compact` (DR-20) is
/// 5 columns x 4 rows, each ten as two rows of five, with a larger gap between the tens.
public struct Zwanzigerfeld: Sendable {
    public enum Arrangement: String, Sendable, CaseIterable {
        case wide
        case compact
    }

    public var filled: Int
    public var arrangement: Arrangement
    public var beadDiameter: Double
    public var origin: Point
    public var accessibility: (id: A11yID, label: String)?

    public init(
        filled: Int, arrangement: Arrangement = .wide, beadDiameter: Double = 40, origin: Point = .zero,
        accessibility: (id: A11yID, label: String)? = nil
    ) {
        self.filled = min(20, max(0, filled))
        self.arrangement = arrangement
        self.beadDiameter = beadDiameter
        self.origin = origin
        self.accessibility = accessibility
    }

    /// The largest field that fits `frame`, in whichever arrangement gives bigger beads (the compact
    /// one wins in narrow windows), centred; beads never grow beyond `maximumDiameter`.
    public static func fitting(
        filled: Int, in frame: Rect, maximumDiameter: Double = 56, accessibility: (id: A11yID, label: String)? = nil
    ) -> Zwanzigerfeld {
        let best =
            Arrangement.allCases.map { arrangement -> (Arrangement, Double) in
                let unit = Zwanzigerfeld(filled: filled, arrangement: arrangement, beadDiameter: 1).size
                return (arrangement, min(frame.width / unit.width, frame.height / unit.height, maximumDiameter))
            }.max { $0.1 < $1.1 } ?? (.wide, 1)
        var field = Zwanzigerfeld(
            filled: filled, arrangement: best.0, beadDiameter: best.1, accessibility: accessibility)
        let size = field.size
        field.origin = Point(x: frame.center.x - size.width / 2, y: frame.center.y - size.height / 2)
        return field
    }

    private var padding: Double { beadDiameter * 0.35 }
    private var pitch: Double { beadDiameter * (1 + Metrics.beadSpacing) }
    private var groupExtra: Double { beadDiameter * (Metrics.groupGap - Metrics.beadSpacing) }
    private var rowPitch: Double { beadDiameter * (1 + Metrics.rowGap) }
    /// Extra space between the two tens of the compact arrangement.
    private var tenExtra: Double { beadDiameter * 0.5 }

    public var size: Size {
        let d = beadDiameter
        switch arrangement {
        case .wide:
            return Size(
                width: 2 * padding + 9 * pitch + groupExtra + d, height: 2 * padding + rowPitch + d)
        case .compact:
            return Size(width: 2 * padding + 4 * pitch + d, height: 2 * padding + 3 * rowPitch + tenExtra + d)
        }
    }

    /// The centre of place `index` (1...20) in scene coordinates.
    public func center(of index: Int) -> Point {
        let i = min(20, max(1, index)) - 1
        let r = beadDiameter / 2
        switch arrangement {
        case .wide:
            let row = i / 10
            let column = i % 10
            let x = padding + r + Double(column) * pitch + (column >= 5 ? groupExtra : 0)
            return Point(x: origin.x + x, y: origin.y + padding + r + Double(row) * rowPitch)
        case .compact:
            let row = i / 5
            let column = i % 5
            let y = padding + r + Double(row) * rowPitch + (row >= 2 ? tenExtra : 0)
            return Point(x: origin.x + padding + r + Double(column) * pitch, y: origin.y + y)
        }
    }

    public func node() -> Node {
        let frame = Rect(origin: origin, size: size)
        var children: [Node] = [
            .rect(
                frame, cornerRadius: min(Metrics.cornerRadius, beadDiameter * 0.5), fill: Palette.surface,
                stroke: Stroke(color: Palette.outline, width: max(1, beadDiameter * 0.04)))
        ]
        for place in StructuredPlace.all {
            let look: Bead.Look = place.index <= filled ? .filled(place.coding) : .empty
            children.append(Bead.node(look, center: center(of: place.index), diameter: beadDiameter))
        }
        let group = Node.group(children)
        guard let accessibility else { return group }
        return group.interactive(accessibility.id, label: accessibility.label, role: .image)
    }
}
