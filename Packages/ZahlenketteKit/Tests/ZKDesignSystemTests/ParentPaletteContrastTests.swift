import Testing
import ZKDesignSystem
import ZKScene

/// The parent area's palettes over the design tokens (docs/usability.md#display-modes-for-grown-ups):
/// body text reaches WCAG's 4.5:1 in the normal palette and 7:1 in high contrast, computed from the
/// colours' relative luminance.
@Suite struct ParentPaletteContrastTests {
    @Test func bodyTextReachesSevenToOneInHighContrast() {
        for pair in ParentPalette.highContrast.textPairs {
            #expect(pair.text.contrast(with: pair.background) >= 7, "\(pair.text) on \(pair.background)")
        }
        // Frames and dividers stand out as much as the text does.
        let palette = ParentPalette.highContrast
        #expect(palette.outline.contrast(with: palette.background) >= 7)
        #expect(palette.buttonStroke.contrast(with: palette.background) >= 7)
    }

    /// Every surface the screens for grown-ups put words on is one of the checked pairs: the page,
    /// a card, S-24's band and chosen plan (`highlight`, D-1218), a chosen chip or prominent button.
    @Test func everySurfaceUnderWordsIsChecked() {
        for palette in [ParentPalette.standard, .highContrast] {
            let checked = palette.textPairs.map(\.background)
            for surface in [palette.background, palette.card, palette.highlight, palette.selected] {
                #expect(checked.contains(surface), "\(surface)")
            }
        }
        // The pale blue band under near-black: 16.2:1.
        let palette = ParentPalette.highContrast
        #expect(palette.ink.contrast(with: palette.highlight) >= 16)
    }

    @Test func bodyTextReachesFourAndAHalfToOneInTheNormalPalette() {
        for pair in ParentPalette.standard.textPairs {
            #expect(pair.text.contrast(with: pair.background) >= 4.5, "\(pair.text) on \(pair.background)")
        }
    }

    @Test func theLuminanceIsWCAGs() {
        // Black on white is 21:1, a colour on itself 1:1, and WCAG's own mid grey #777 on white 4.48:1.
        #expect(Color(hex: 0x000000).contrast(with: Color(hex: 0xFFFFFF)) == 21)
        #expect(Color(hex: 0x0B3A8C).contrast(with: Color(hex: 0x0B3A8C)) == 1)
        #expect(abs(Color(hex: 0x777777).contrast(with: Color(hex: 0xFFFFFF)) - 4.48) < 0.01)
    }

    @Test func theLargestTextSizeIsHalfAsLargeAgain() {
        #expect(ParentDisplay(textSize: .largest).text(17) >= 1.5 * 17)
        #expect(ParentDisplay(textPercent: 999, highContrast: false) == .standard)
    }
}
