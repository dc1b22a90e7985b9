import ZKCore
import ZKScene

/// Quantity pictures (spec 4.5, 4.6): dice patterns 1-6, finger pictures 1-10, a ten-stick with
/// fingers for 11-20, and scattered dots with seeded non-overlapping placement.
public struct DotPattern: Sendable {
    public enum Kind: Hashable, Sendable {
        case dice(Int)
        case fingers(Int)
        case tenStickAndFingers(Int)
        case scattered(Int, seed: UInt64)
    }

    public var kind: Kind
    public var frame: Rect
    public var accessibility: (id: A11yID, label: String)?

    public init(_ kind: Kind, frame: Rect, accessibility: (id: A11yID, label: String)? = nil) {
        self.kind = kind
        self.frame = frame
        self.accessibility = accessibility
    }

    /// Pip positions of a die face on a unit square (0...1).
    public static func dicePositions(_ n: Int) -> [Point] {
        let l = 0.22
        let m = 0.5
        let h = 0.78
        switch n {
        case 1: return [Point(x: m, y: m)]
        case 2: return [Point(x: l, y: l), Point(x: h, y: h)]
        case 3: return [Point(x: l, y: l), Point(x: m, y: m), Point(x: h, y: h)]
        case 4: return [Point(x: l, y: l), Point(x: h, y: l), Point(x: l, y: h), Point(x: h, y: h)]
        case 5: return [Point(x: l, y: l), Point(x: h, y: l), Point(x: m, y: m), Point(x: l, y: h), Point(x: h, y: h)]
        case 6:
            return [
                Point(x: l, y: l), Point(x: h, y: l), Point(x: l, y: m), Point(x: h, y: m), Point(x: l, y: h),
                Point(x: h, y: h),
            ]
        default: return []
        }
    }

    public func node() -> Node {
        let content: Node
        switch kind {
        case .dice(let n): content = dice(min(6, max(1, n)), in: Layout.aspectFit(Size(width: 1, height: 1), in: frame))
        case .fingers(let n): content = hands(min(10, max(0, n)), in: frame)
        case .tenStickAndFingers(let n): content = tenStick(min(20, max(10, n)), in: frame)
        case .scattered(let n, let seed): content = scattered(n, seed: seed, in: frame)
        }
        guard let accessibility else { return content }
        return content.interactive(accessibility.id, label: accessibility.label, role: .image)
    }

    private func dice(_ n: Int, in square: Rect) -> Node {
        let side = square.width
        var children: [Node] = [
            .rect(
                square.insetBy(dx: 2, dy: 2), cornerRadius: side * 0.18, fill: Palette.surface,
                stroke: Stroke(color: Palette.ink, width: 3))
        ]
        for p in DotPattern.dicePositions(n) {
            children.append(
                .circle(
                    center: Point(x: square.minX + p.x * side, y: square.minY + p.y * side), radius: side * 0.09,
                    fill: Palette.ink))
        }
        return .group(children)
    }

    private func hands(_ n: Int, in area: Rect) -> Node {
        .group(
            DotPattern.handFrames(n, in: area).enumerated().map { index, handFrame in
                DotPattern.hand(raised: index == 0 ? min(5, n) : n - 5, in: handFrame)
            })
    }

    /// The frames of the one or two hands that show `n` fingers in `area`.
    static func handFrames(_ n: Int, in area: Rect) -> [Rect] {
        let handCount = n > 5 ? 2 : 1
        let spacing = area.width * 0.04
        let handWidth = min((area.width - spacing * Double(handCount - 1)) / Double(handCount), area.height * 0.8)
        return Layout.row(
            count: handCount, itemSize: Size(width: handWidth, height: handWidth * 1.25), spacing: spacing, in: area)
    }

    /// One hand: palm and five fingers, `raised` of them up (thumb last), the rest folded.
    static func hand(raised: Int, in frame: Rect) -> Node {
        let outline = Stroke(color: Palette.ink, width: max(1.5, frame.width * 0.03))
        let (palm, fingers) = handParts(raised: raised, in: frame)
        let fingerWidth = frame.width * 0.13
        // Folded fingers are hidden behind the palm, so only raised fingers can be counted.
        let children =
            fingers.map { Node.rect($0, cornerRadius: fingerWidth / 2, fill: Palette.skin, stroke: outline) }
            + [.rect(palm, cornerRadius: frame.width * 0.14, fill: Palette.skin, stroke: outline)]
        return .group(children)
    }

    /// The palm and the raised fingers of one hand, index finger first and the thumb last.
    static func handParts(raised: Int, in frame: Rect) -> (palm: Rect, fingers: [Rect]) {
        let w = frame.width
        let palm = Rect(
            x: frame.minX + w * 0.16, y: frame.minY + frame.height * 0.45, width: w * 0.62, height: frame.height * 0.5)
        let fingerWidth = w * 0.13
        let fingerLengths = [0.36, 0.42, 0.4, 0.33]
        var fingers: [Rect] = []
        for finger in 0..<4 where finger < raised {
            let length = fingerLengths[finger] * frame.height
            let x = palm.minX + Double(finger) * (palm.width / 4) + (palm.width / 4 - fingerWidth) / 2
            fingers.append(
                Rect(x: x, y: palm.minY - length + fingerWidth / 2, width: fingerWidth, height: length + fingerWidth))
        }
        if raised >= 5 {
            fingers.append(
                Rect(
                    x: palm.maxX - fingerWidth * 0.3, y: palm.minY + palm.height * 0.05, width: w * 0.2,
                    height: fingerWidth * 1.1))
        }
        return (palm, fingers)
    }

    private func tenStick(_ n: Int, in area: Rect) -> Node {
        let stick = DotPattern.tenStickGeometry(in: area)
        var children: [Node] = [
            .rect(
                stick.frame, cornerRadius: stick.beadDiameter * 0.75, fill: Palette.surface,
                stroke: Stroke(color: Palette.ink, width: 2))
        ]
        for (index, center) in stick.beads.enumerated() {
            guard let place = StructuredPlace(index: index + 1) else { continue }
            children.append(Bead.node(.filled(place.coding), center: center, diameter: stick.beadDiameter))
        }
        if n > 10 { children.append(hands(n - 10, in: stick.handArea)) }
        return .group(children)
    }

    /// The ten-stick's frame, its ten bead centres (a gap after five) and where the fingers go.
    static func tenStickGeometry(in area: Rect) -> (frame: Rect, beads: [Point], beadDiameter: Double, handArea: Rect) {
        let stickShare = 0.4
        let stickArea = Rect(x: area.minX, y: area.minY, width: area.width * stickShare, height: area.height)
        let handArea = Rect(x: stickArea.maxX, y: area.minY, width: area.width - stickArea.width, height: area.height)
        let beadDiameter = min(stickArea.width * 0.42, stickArea.height / 12.5)
        let stickRect = Rect(center: stickArea.center, size: Size(width: beadDiameter * 1.5, height: beadDiameter * 12))
        let beads = (1...10).map { index in
            Point(
                x: stickRect.center.x,
                y: stickRect.minY + beadDiameter * 0.75 + (Double(index) - 0.5) * beadDiameter * 1.05
                    + (index > 5 ? beadDiameter * 0.45 : 0))
        }
        return (stickRect, beads, beadDiameter, handArea.insetBy(dx: 4, dy: 4))
    }

    private func scattered(_ n: Int, seed: UInt64, in area: Rect) -> Node {
        let diameter = DotPattern.scatteredDiameter(n, in: area)
        let centers = ScatterPlacement.centers(count: n, diameter: diameter, in: area, seed: seed)
        return .group(centers.map { .circle(center: $0, radius: diameter / 2, fill: Palette.ink) })
    }

    static func scatteredDiameter(_ n: Int, in area: Rect) -> Double {
        min(area.width, area.height) / max(3, Double(n).squareRoot() * 2.2)
    }
}
