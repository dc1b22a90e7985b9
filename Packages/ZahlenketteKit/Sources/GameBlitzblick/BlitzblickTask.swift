import ZKGameKit

/// One Blitzblick task: n shown briefly in one picture, then numeral tiles.
public struct BlitzblickTask: NumeralTask {
    public let number: Int
    public let display: QuantityPicture
    /// Seed of the scattered placement, so a repeated flash shows the same dots.
    public let layoutSeed: UInt64
    public let flash: BlitzblickFlash
    public let options: AnswerOptions
}
