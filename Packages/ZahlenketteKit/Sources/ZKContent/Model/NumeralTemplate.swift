/// One stroke of a Ziffer, drawn from its first point to its last (the direction).
public struct NumeralStroke: Sendable, Equatable, Decodable {
    public let points: [UnitPoint]

    /// The green start dot.
    public var start: UnitPoint? { points.first }
}

/// The school form of one Ziffer 0–9 for Nachspuren: strokes in writing order. Coordinates are in
/// the unit square of the glyph box (x to the right, y downwards).
public struct NumeralTemplate: Sendable, Equatable, Decodable {
    public let digit: Int
    public let strokes: [NumeralStroke]
}

struct NumeralsFile: Decodable {
    let schemaVersion: Int
    /// Width over height of the glyph box.
    let aspectRatio: Double
    let digits: [Lossy<NumeralTemplate>]
}
