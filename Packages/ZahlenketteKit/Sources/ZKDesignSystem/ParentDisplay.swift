import ZKScene

/// How the parent area is drawn (docs/usability.md#display-modes-for-grown-ups): the text size and
/// the palette the parent chose on S-22. Only the parent pages read it; the children's screens are
/// drawn the same whatever it says (D-1216).
public struct ParentDisplay: Sendable, Equatable {
    /// The text sizes a parent can choose, as a share of the normal size.
    public enum TextSize: Int, Sendable, Equatable, CaseIterable {
        case normal = 100
        case large = 125
        case largest = 150

        public var scale: Double { Double(rawValue) / 100 }
    }

    public var textSize: TextSize
    public var highContrast: Bool

    public static let standard = ParentDisplay()

    public init(textSize: TextSize = .normal, highContrast: Bool = false) {
        self.textSize = textSize
        self.highContrast = highContrast
    }

    /// The size stored in the device settings (a percentage); an unknown value reads as normal.
    public init(textPercent: Int, highContrast: Bool) {
        self.init(textSize: TextSize(rawValue: textPercent) ?? .normal, highContrast: highContrast)
    }

    public var palette: ParentPalette { highContrast ? .highContrast : .standard }

    /// `points` at the chosen text size.
    public func text(_ points: Double) -> Double { points * textSize.scale }

    /// This display at the largest text size, up to the chosen one, at which `fits` holds, in the same
    /// palette; the normal size when none does. A screen that cannot scroll (the gate, S-16's parent
    /// side) grows its words only as far as its window holds them (D-1218).
    public func largest(where fits: (ParentDisplay) -> Bool) -> ParentDisplay {
        for size in TextSize.allCases.reversed() where size.rawValue <= textSize.rawValue {
            let candidate = ParentDisplay(textSize: size, highContrast: highContrast)
            if fits(candidate) { return candidate }
        }
        return ParentDisplay(textSize: .normal, highContrast: highContrast)
    }
}

/// The parent area's colours in one display mode (docs/usability.md#display-modes-for-grown-ups).
/// Body text is `ink` on `background`, on `card` or on `highlight`, and `onSelected` on `selected`: at least 4.5:1
/// in the normal palette and at least 7:1 in high contrast (D-1217).
public struct ParentPalette: Sendable, Equatable {
    public let background: Color
    public let card: Color
    public let ink: Color
    /// Frames of cards and the dividers between sections.
    public let outline: Color
    /// The frame of buttons and chips.
    public let buttonStroke: Color
    public let buttonStrokeWidth: Double
    /// The fill of a chosen chip or a prominent button, and the text on it.
    public let selected: Color
    public let onSelected: Color
    /// A soft band under ink: S-24's status lines and its chosen plan.
    public let highlight: Color

    /// The pairs of text colour and the colour behind it that parent pages draw.
    public var textPairs: [(text: Color, background: Color)] {
        [(ink, background), (ink, card), (ink, highlight), (onSelected, selected)]
    }

    public static let standard = ParentPalette(
        background: Palette.parentBackground, card: Palette.parentBackground, ink: Palette.ink,
        outline: Palette.outline, buttonStroke: Palette.ink, buttonStrokeWidth: 1.5, selected: Palette.accent,
        onSelected: Palette.ink, highlight: Palette.accentSoft)

    /// Near-black on white; a chosen chip is dark blue with white words, frames are drawn in ink, a
    /// band is pale blue.
    public static let highContrast = ParentPalette(
        background: Color(hex: 0xFFFFFF), card: Color(hex: 0xFFFFFF), ink: Color(hex: 0x111111),
        outline: Color(hex: 0x111111), buttonStroke: Color(hex: 0x111111), buttonStrokeWidth: 2.5,
        selected: Color(hex: 0x0B3A8C), onSelected: Color(hex: 0xFFFFFF), highlight: Color(hex: 0xE6EEFA))
}
