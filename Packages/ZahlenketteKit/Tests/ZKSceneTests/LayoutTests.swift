import Testing

@testable import ZKScene

struct LayoutTests {
    @Test func rowsAreCentredWithSpacing() {
        let frames = Layout.row(
            count: 3, itemSize: Size(width: 60, height: 60), spacing: 12, in: Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(frames.map(\.minX) == [48, 120, 192])
        #expect(frames.allSatisfy { $0.minY == 20 })
    }

    @Test func gridsCentreAShortLastRow() {
        let frames = Layout.grid(
            count: 3, columns: 2, itemSize: Size(width: 10, height: 10), spacing: Size(width: 10, height: 10),
            in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(frames[0] == Rect(x: 35, y: 35, width: 10, height: 10))
        #expect(frames[2] == Rect(x: 45, y: 55, width: 10, height: 10))
        #expect(Layout.columnsThatFit(itemWidth: 88, spacing: 12, width: 375) == 3)
    }

    @Test func aspectFitKeepsProportionsAndCentres() {
        let fitted = Layout.aspectFit(Size(width: 2, height: 1), in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(fitted == Rect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test func windowsBelow375PointsAreScaledDownUniformly() {
        #expect(Layout.viewport(for: Size(width: 1024, height: 768)).scale == 1)
        let small = Layout.viewport(for: Size(width: 300, height: 600))
        #expect(small.scale == 0.8)
        #expect(small.layoutSize == Size(width: 375, height: 750))
        #expect(small.layoutPoint(Point(x: 240, y: 80)) == Point(x: 300, y: 100))
        let flat = Layout.viewport(for: Size(width: 800, height: 250))
        #expect(abs(flat.layoutSize.height - 375) < 1e-9)
    }
}
