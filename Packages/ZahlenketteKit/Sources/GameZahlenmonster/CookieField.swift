import ZKDesignSystem
import ZKScene

/// The places of the plate's field (docs/games.md#zahlenmonster): rows of ten with a gap after five
/// (wide) or rows of five with a gap between the tens (compact), ten or twenty places, like the
/// Zwanzigerfeld the children know. A pure geometry of cookie centres.
struct CookieField {
    let places: Int
    let wide: Bool
    let diameter: Double
    let origin: Point

    private var pitch: Double { diameter * (1 + Metrics.beadSpacing) }
    private var groupExtra: Double { diameter * (Metrics.groupGap - Metrics.beadSpacing) }
    private var rowPitch: Double { diameter * (1 + Metrics.rowGap) }
    private var tenExtra: Double { diameter * 0.5 }
    private var rows: Int { wide ? max(1, places / 10) : max(1, places / 5) }

    var size: Size {
        let d = diameter
        if wide {
            return Size(width: 9 * pitch + groupExtra + d, height: Double(rows - 1) * rowPitch + d)
        }
        return Size(width: 4 * pitch + d, height: Double(rows - 1) * rowPitch + (rows > 2 ? tenExtra : 0) + d)
    }

    /// The centre of place `place` (1…places).
    func center(of place: Int) -> Point {
        let i = min(places, max(1, place)) - 1
        let r = diameter / 2
        if wide {
            let column = i % 10
            let x = r + Double(column) * pitch + (column >= 5 ? groupExtra : 0)
            return Point(x: origin.x + x, y: origin.y + r + Double(i / 10) * rowPitch)
        }
        let row = i / 5
        let y = r + Double(row) * rowPitch + (row >= 2 ? tenExtra : 0)
        return Point(x: origin.x + r + Double(i % 5) * pitch, y: origin.y + y)
    }

    /// The biggest field in `area`, in whichever arrangement gives bigger cookies, centred.
    static func fitting(places: Int, in area: Rect, maximumDiameter: Double) -> CookieField {
        let best =
            [true, false].map { wide -> (Bool, Double) in
                let unit = CookieField(places: places, wide: wide, diameter: 1, origin: .zero).size
                return (wide, min(area.width / unit.width, area.height / unit.height, maximumDiameter))
            }.max { $0.1 < $1.1 } ?? (true, 1)
        let unsized = CookieField(places: places, wide: best.0, diameter: max(1, best.1), origin: .zero)
        let size = unsized.size
        return CookieField(
            places: places, wide: best.0, diameter: unsized.diameter,
            origin: Point(x: area.center.x - size.width / 2, y: area.center.y - size.height / 2))
    }
}
