import ZKCore
import ZKScene

/// `count` pictures of one object (apples, ducks) arranged as a field (groups of five, like the
/// Zwanzigerfeld), as dice patterns (up to 6 per die) or scattered with a seed.
public struct ObjectGroup: Sendable {
    public enum Arrangement: Hashable, Sendable {
        case field
        case dice
        case scattered(seed: UInt64)
    }

    public var count: Int
    public var imageName: String
    public var arrangement: Arrangement
    public var frame: Rect
    public var accessibility: (id: A11yID, label: String)?

    public init(
        count: Int, imageName: String, arrangement: Arrangement, frame: Rect,
        accessibility: (id: A11yID, label: String)? = nil
    ) {
        self.count = min(20, max(0, count))
        self.imageName = imageName
        self.arrangement = arrangement
        self.frame = frame
        self.accessibility = accessibility
    }

    /// The centres and the picture side for the arrangement.
    public func layout() -> (centers: [Point], side: Double) {
        guard count > 0 else { return ([], 0) }
        switch arrangement {
        case .field:
            let columns = min(count, 10)
            let rows = (count + 9) / 10
            let unitWidth = Double(columns) * 1.15 + (columns > 5 ? 0.45 : 0)
            let unitHeight = Double(rows) * 1.15 + Double(rows - 1) * 0.45
            let side = min(frame.width / unitWidth, frame.height / unitHeight)
            let origin = Point(
                x: frame.center.x - unitWidth * side / 2, y: frame.center.y - unitHeight * side / 2)
            let centers = (0..<count).map { i -> Point in
                let column = i % 10
                let row = i / 10
                return Point(
                    x: origin.x + (Double(column) * 1.15 + 0.575 + (column >= 5 ? 0.45 : 0)) * side,
                    y: origin.y + (Double(row) * 1.6 + 0.575) * side)
            }
            return (centers, side)
        case .dice:
            let faces = (count + 5) / 6
            let faceSide = min(frame.height, (frame.width - Double(faces - 1) * 8) / Double(faces))
            let faceFrames = Layout.row(
                count: faces, itemSize: Size(width: faceSide, height: faceSide), spacing: 8, in: frame)
            var centers: [Point] = []
            for (index, face) in faceFrames.enumerated() {
                let n = min(6, count - index * 6)
                centers += DotPattern.dicePositions(n).map {
                    Point(x: face.minX + $0.x * faceSide, y: face.minY + $0.y * faceSide)
                }
            }
            return (centers, faceSide * 0.24)
        case .scattered(let seed):
            let side = min(frame.width, frame.height) / max(3, Double(count).squareRoot() * 2)
            return (ScatterPlacement.centers(count: count, diameter: side * 1.1, in: frame, seed: seed), side)
        }
    }

    public func node() -> Node {
        let (centers, side) = layout()
        let group = Node.group(
            centers.map { .image(imageName, frame: Rect(center: $0, size: Size(width: side, height: side))) })
        guard let accessibility else { return group }
        return group.interactive(accessibility.id, label: accessibility.label, role: .image, hitRegion: frame)
    }
}
