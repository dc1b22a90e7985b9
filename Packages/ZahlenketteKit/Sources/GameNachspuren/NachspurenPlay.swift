import ZKGameKit
import ZKScene

/// What the child did on the open numeral that is never an attempt by itself
/// (docs/games.md#nachspuren): the strokes accepted so far and their ink, a short stroke waiting
/// for its continuation, the last rejected stroke fading out, and the keyboard pen.
public struct NachspurenPlay: Sendable, Equatable {
    /// Strokes accepted so far, in writing order.
    public var done = 0
    /// The child's accepted lines, in glyph units of their Ziffer, drawn as ink.
    public var ink: [InkLine] = []
    /// A stroke that ended short of the template, held for a moment in case the finger returns.
    public var pending: TracedStroke?
    /// Where and when the last stroke was lifted (a resume close by continues it).
    public var lastLift: TracedStroke.Sample?
    /// The last rejected stroke, in layout points, and when it was rejected: it fades.
    public var faded: TracedStroke?
    public var fadedAt: Double?
    /// The keyboard or switch pen on the open stroke.
    public var pen: KeyboardPen?
    /// True once the pen has drawn a stroke of this numeral (D-0632).
    public var usedPen = false
    /// When the latest Ziffer was finished: the mini Zwanzigerfeld fills.
    public var digitFinishedAt: Double?

    public init() {}
}

/// A line of ink on one Ziffer.
public struct InkLine: Hashable, Sendable {
    public let digit: Int
    public let points: [Point]

    public init(digit: Int, points: [Point]) {
        self.digit = digit
        self.points = points
    }
}

/// The pen that follows the open stroke while the activation key is held (docs/games.md#nachspuren,
/// keyboard and switch play): `progress` is the share of the stroke drawn when the key was last
/// released.
public struct KeyboardPen: Sendable, Equatable {
    public var stroke: Int
    public var progress: Double
    public var pressedAt: Double?

    public init(stroke: Int, progress: Double = 0, pressedAt: Double? = nil) {
        self.stroke = stroke
        self.progress = progress
        self.pressedAt = pressedAt
    }
}

/// One committed stroke (docs/games.md#nachspuren, Attempt = one stroke): which template stroke it
/// aimed at, the checker's verdict, the Ziffer it belongs to, its ink and whether the pen drew it.
public struct NachspurenAttempt: Hashable, Sendable {
    public let stroke: Int
    public let verdict: StrokeVerdict
    /// The Ziffer (0–9) the stroke belongs to: a mirrored Ziffer is logged as it (D-0633).
    public let digit: Int
    public let ink: InkLine?
    public let byPen: Bool

    public init(stroke: Int, verdict: StrokeVerdict, digit: Int, ink: InkLine? = nil, byPen: Bool = false) {
        self.stroke = stroke
        self.verdict = verdict
        self.digit = digit
        self.ink = ink
        self.byPen = byPen
    }
}
