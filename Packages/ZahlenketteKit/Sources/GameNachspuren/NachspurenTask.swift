import ZKContent
import ZKScene

/// One Nachspuren task (docs/games.md#nachspuren): the numeral n, written Ziffer by Ziffer from
/// left to right, each Ziffer in the strokes, order and direction of its school form.
public struct NachspurenTask: Sendable, Equatable {
    public let number: Int
    /// The Ziffern of n, left to right (14 → 1, 4).
    public let digits: [Int]
    /// Every stroke of the numeral in writing order.
    public let strokes: [TemplateStroke]
    /// The corridor of the task's step, as a share of the glyph height (28 / 20 / 16 %).
    public let corridor: Double
    /// What the step shows: arrows and a ghost finger, a start dot, a faint outline.
    public let guides: Set<TraceGuide>

    /// Index of the stroke that finishes Ziffer `digit`.
    public func lastStroke(of digit: Int) -> Int? {
        strokes.lastIndex { $0.digit == digit }
    }
}

/// One stroke of a Ziffer: the index of its Ziffer in the numeral and its points in the glyph box
/// (0…1 across its width and height), from the green dot to the end.
public struct TemplateStroke: Sendable, Equatable {
    public let digit: Int
    public let points: [Point]

    /// The same stroke in the Ziffer's mirror image (x → 1 − x), for spotting mirrored writing.
    public var mirrored: [Point] { points.map { Point(x: 1 - $0.x, y: $0.y) } }
}
