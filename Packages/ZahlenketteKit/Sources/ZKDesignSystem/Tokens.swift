import ZKScene

/// Colour tokens (docs/design-system.md#tokens-zkdesignsystemtokensswift). Screens use these, never
/// literal colours.
public enum Palette {
    public static let canvas = Color(hex: 0xFBF5E6)
    public static let ink = Color(hex: 0x2E2A26)
    public static let beadRed = Color(hex: 0xD1342F)
    public static let beadBlue = Color(hex: 0x2F5FD0)
    public static let white = Color(hex: 0xFFFFFF)
    /// Empty places and inactive outlines (DR-18).
    public static let outline = Color(hex: 0x8C8378)
    /// The board behind structured fields and the face of tiles and cards.
    public static let surface = Color(hex: 0xFFFDF7)
    public static let accent = Color(hex: 0xF2B632)
    public static let accentSoft = Color(hex: 0xFBE3A6)
    public static let correct = Color(hex: 0x3E8E5E)
    public static let cardBack = Color(hex: 0x5B8C6A)
    public static let stone = Color(hex: 0xB9B0A4)
    /// Froschsprung's pond: a light water blue the red and blue stones stand out on.
    public static let water = Color(hex: 0xD3E8F4)
    public static let skin = Color(hex: 0xF2C9A0)
    /// The garden's lawn and the beds of its grid (S-11).
    public static let grass = Color(hex: 0x8CC084)
    public static let grassLight = Color(hex: 0xB5DDA4)
    /// Wood: the shed and the shop's counter.
    public static let wood = Color(hex: 0xC98B52)
    public static let cloud = Color(hex: 0xFFFFFF)
    public static let shadow = Color(hex: 0x2E2A26, alpha: 0x22)
    /// The keyboard focus ring drawn by hosts.
    public static let focus = Color(hex: 0x1F6FEB)
    /// The parent area's background (ink on white >= 4.5:1).
    public static let parentBackground = Color(hex: 0xFFFFFF)
}

/// Size tokens (docs/design-system.md#tokens-zkdesignsystemtokensswift, spec 3.1.2 and 3.1.4).
public enum Metrics {
    /// Every child target is at least this big.
    public static let childTarget = 60.0
    /// The numeral tiles of the littleOnes level.
    public static let littleOnesTile = 88.0
    /// The numeral tiles of the vorschule level.
    public static let vorschuleTile = 72.0
    /// The space between neighbouring targets.
    public static let targetSpacing = 12.0
    public static let cornerRadius = 20.0
    /// Numerals on tiles are at least this big.
    public static let minimumNumeral = 44.0
    /// Gap between groups of five, as a fraction of the bead diameter (>= 0.4, DR-15).
    public static let groupGap = 0.6
    /// Gap between rows of beads, as a fraction of the bead diameter (>= 0.6).
    public static let rowGap = 0.7
    /// Gap between neighbouring beads inside a group of five.
    public static let beadSpacing = 0.18
    /// The white centre of a Lochperle, as a fraction of the bead diameter (DR-14).
    public static let lochperleHole = 0.4
    /// Screen margin.
    public static let margin = 16.0
}

/// Motion tokens in seconds (docs/design-system.md#tokens-zkdesignsystemtokensswift).
public enum Motion {
    public static let quick = 0.15
    public static let standard = 0.3
    /// The longest celebration.
    public static let celebration = 2.5
    /// Press-and-hold on the home button (spec 3.1.2: no accidental exits).
    public static let holdToExit = 1.0
    /// One speaker pulse; far below 3 Hz.
    public static let pulsePeriod = 1.2
}
