import Testing
import ZKApp
import ZKScene

@testable import ZahlenketteDesktopCore

@MainActor @Suite struct RoundedRectCoverageTests {
    /// A big rounded button at a fractional position: no row inside it may lose coverage where
    /// its left edge meets the corner arc (a faint line across the button, seen on S-05).
    @Test func strokedRoundedRectsStaySolidInside() {
        let canvas = PixelCanvas(width: 1024, height: 768)
        canvas.clear(Color(hex: 0xFFFFFF))
        let outline = Contours.roundedRect(Rect(x: 362, y: 375.44, width: 300, height: 140), radius: 20)
        canvas.fill([outline], color: Color(hex: 0xF2B632))
        canvas.fill(Contours.strokeClosed(outline, width: 3), color: Color(hex: 0x2E2A26))
        for y in 380..<510 {
            #expect(canvas.pixel(x: 600, y: y) == Color(hex: 0xF2B632), "row \(y)")
        }
    }
}
