import ZKCore
import ZKRewards
import ZKScene

/// Where the garden's parts go for a window (S-11): a bar on top (home, the shed and what waits in
/// it, the shop), the 6 x 4 lawn below it, as big as the window allows. Cells are at least 60 pt,
/// so a 375-pt window still holds all six columns.
struct GardenLayout {
    static let barSide = 64.0
    static let spacing = 8.0

    let size: Size
    let margin: Double
    let cell: Double
    let grid: Rect

    init(size: Size) {
        self.size = size
        margin = size.width < 520 || size.height < 520 ? 8 : 16
        let top = margin + GardenLayout.barSide + GardenLayout.spacing
        let byWidth = (size.width - 12) / Double(GardenGrid.columns)
        // The lawn's rim is 6 pt around the beds.
        let byHeight = (size.height - top - 12) / Double(GardenGrid.rows)
        cell = max(60, min(byWidth, byHeight, 140))
        let width = cell * Double(GardenGrid.columns)
        let height = cell * Double(GardenGrid.rows)
        let below = size.height - top - 12
        grid = Rect(
            x: (size.width - width) / 2, y: top + 6 + max(0, (below - height) / 2 - margin / 2), width: width,
            height: height)
    }

    var home: Point { Point(x: margin + 32, y: margin + 32) }

    var shop: Rect {
        Rect(
            x: size.width - margin - GardenLayout.barSide, y: margin, width: GardenLayout.barSide,
            height: GardenLayout.barSide)
    }

    var shed: Rect {
        Rect(
            x: margin + GardenLayout.barSide + 12, y: margin, width: GardenLayout.barSide, height: GardenLayout.barSide)
    }

    /// The frames of the shed's items, as many as fit between the shed and the shop.
    func shedItems(count: Int) -> [Rect] {
        let step = GardenLayout.barSide + GardenLayout.spacing
        let start = shed.maxX + GardenLayout.spacing
        let fit = max(0, Int(((shop.minX - 12 - start + GardenLayout.spacing) / step).rounded(.down)))
        return (0..<min(count, fit)).map { index in
            Rect(x: start + Double(index) * step, y: margin, width: GardenLayout.barSide, height: GardenLayout.barSide)
        }
    }

    func frame(of cell: GardenCell) -> Rect {
        Rect(
            x: grid.minX + Double(cell.x) * self.cell, y: grid.minY + Double(cell.y) * self.cell, width: self.cell,
            height: self.cell)
    }

    /// The area an item covers.
    func frame(of item: GardenItem) -> Rect {
        Rect(
            x: grid.minX + Double(item.origin.x) * cell, y: grid.minY + Double(item.origin.y) * cell,
            width: Double(item.width) * cell, height: Double(item.height) * cell)
    }
}
