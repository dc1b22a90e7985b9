import ZKGameKit

/// The timing of one task's flash (docs/games.md#blitzblick): a blink cue, then the quantity for
/// the step's flash time, then the cloud. Read from content; H2 shows the quantity `hintFactor`
/// times as long.
public struct BlitzblickFlash: Sendable, Equatable {
    /// The blink cue before the quantity shows.
    public let cue: Double
    /// How long the quantity shows at the task's step and level.
    public let seconds: Double
    /// How much longer the H2 flash lasts.
    public let hintFactor: Double

    public init(cue: Double, seconds: Double, hintFactor: Double) {
        self.cue = cue
        self.seconds = seconds
        self.hintFactor = hintFactor
    }

    /// How long the quantity shows at `rung`: doubled (by default) at H2.
    public func quantitySeconds(at rung: HintRung) -> Double {
        rung == .h2 ? seconds * hintFactor : seconds
    }

    /// Cue and quantity together: when the cloud comes.
    public func duration(at rung: HintRung) -> Double {
        cue + quantitySeconds(at: rung)
    }
}
