import ZKCore
import ZKDesignSystem
import ZKScene

/// The label every screen carries in `--store sandbox`, so a simulated purchase is never taken for
/// a real one (issue 17): a band of its own at the top of the window, above the screen, which is
/// laid out in the rest (D-1014). Read, never hit.
enum SandboxBanner {
    static let height = 24.0

    static func node(on screen: ScreenID, text: String, size: Size) -> Node {
        let fontSize = ScreenKit.fittingSize(text, preferred: 14, width: size.width - 40, weight: .bold)
        let width = min(size.width, FixedTextMeasurer().width(of: text, size: fontSize, weight: .bold) + 32)
        let band = Rect(x: (size.width - width) / 2, y: 0, width: width, height: height)
        return Node.group([
            .rect(Rect(x: 0, y: 0, width: size.width, height: height), fill: Palette.beadBlue.withOpacity(0.15)),
            .rect(band, cornerRadius: 8, fill: Palette.beadBlue),
            .text(
                text, frame: band.insetBy(dx: 16, dy: 0),
                style: TextStyle(size: fontSize, weight: .bold, color: Palette.white, alignment: .center)),
        ]).interactive(A11yID(screen, "sandboxBanner"), label: text, role: .header)
    }
}
