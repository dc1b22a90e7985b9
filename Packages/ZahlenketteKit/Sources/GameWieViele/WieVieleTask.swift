import ZKGameKit

/// One Wie-viele task: n identical objects and numeral tiles.
public struct WieVieleTask: NumeralTask {
    public let number: Int
    public let display: WieVieleDisplay
    /// The counting object's image asset, e.g. `obj_apfel`.
    public let objectAsset: String
    /// Seed of the scattered placement, so a replayed task looks the same.
    public let layoutSeed: UInt64
    public let options: AnswerOptions
}
