import Testing

@testable import ZKScene

struct GeometryTests {
    @Test func sizesParseOnlyPositiveWidthByHeight() {
        #expect(Size(parsing: "375x667") == Size(width: 375, height: 667))
        #expect(Size(parsing: "1024X768") == Size(width: 1024, height: 768))
        for bad in ["", "x", "375", "0x10", "-5x10", "axb", "10x10x10", "nanx5", "infx5"] {
            #expect(Size(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func rectanglesIntersectOnlyWhenInteriorsOverlap() {
        let a = Rect(x: 0, y: 0, width: 60, height: 60)
        #expect(!a.intersects(Rect(x: 60, y: 0, width: 60, height: 60)))
        #expect(a.intersects(Rect(x: 59, y: 0, width: 60, height: 60)))
        #expect(a.contains(Rect(x: 10, y: 10, width: 10, height: 10)))
        #expect(a.expanded(toAtLeast: 80) == Rect(x: -10, y: -10, width: 80, height: 80))
    }

    @Test func transformsComposeInnerFirst() {
        let outer = Transform(scale: 2, offset: Point(x: 10, y: 0))
        let inner = Transform(scale: 3, offset: Point(x: 1, y: 1))
        let combined = outer.concatenating(inner)
        #expect(combined.apply(Point(x: 1, y: 1)) == outer.apply(inner.apply(Point(x: 1, y: 1))))
    }

    @Test func colorsWriteHexAndComputeContrast() {
        let ink = Color(hex: 0x2E2A26)
        #expect(ink.hexString == "#2E2A26")
        #expect(Color(hex: 0xFFFFFF).contrast(with: Color(hex: 0x000000)) > 20.9)
        #expect(ink.withOpacity(0.5).alpha == 128)
    }

    @Test func concavePolygonsTriangulateToTheirArea() {
        let arrow = [
            Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 5, y: 4), Point(x: 0, y: 10),
        ]
        let triangles = PathGeometry.triangulate(arrow)
        let area = triangles.reduce(0.0) { sum, t in
            sum + abs(PathGeometry.signedArea([arrow[t.0], arrow[t.1], arrow[t.2]]))
        }
        #expect(triangles.count == 3)
        #expect(abs(area - abs(PathGeometry.signedArea(arrow))) < 1e-9)
    }

    @Test func curvesFlattenThroughTheirEndPoints() {
        let path: [PathElement] = [
            .move(Point(x: 0, y: 0)), .quad(control: Point(x: 5, y: 10), to: Point(x: 10, y: 0)),
            .cubic(control1: Point(x: 12, y: 5), control2: Point(x: 12, y: 8), to: Point(x: 10, y: 10)), .close,
        ]
        let flat = PathGeometry.flatten(path, segments: 4)
        #expect(flat.count == 1)
        #expect(flat[0].closed)
        #expect(flat[0].points.count == 9)
        #expect(flat[0].points.last == Point(x: 10, y: 10))
    }
}
