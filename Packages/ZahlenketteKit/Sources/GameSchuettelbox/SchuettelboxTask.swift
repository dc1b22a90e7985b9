import ZKGameKit

/// One Schüttelbox task (docs/games.md#schüttelbox): N beads are shaken apart, k stay visible in
/// the left compartment and N − k hide under the right lid; the child names the hidden part.
public struct SchuettelboxTask: NumeralTask {
    /// How the visible part is drawn.
    public enum Display: String, Sendable, Equatable, CaseIterable {
        /// In rows of five with the red/blue coding (steps 1 and 2).
        case structured
        /// Scattered in the compartment (step 3).
        case scattered
    }

    /// N, the whole.
    public let whole: Int
    /// k, the part the open lid shows (1…N−1).
    public let visible: Int
    public let display: Display
    /// Step 1: N outline places under the box, k of them filled (DR-18).
    public let showsOutlinePlaces: Bool
    /// Steps 1 and 2: the numeral N on the box.
    public let showsWholeNumeral: Bool
    /// Seed of the scattered placement, so a replayed task looks the same.
    public let layoutSeed: UInt64
    public let options: AnswerOptions

    /// The hidden part N − k: the answer.
    public var number: Int { whole - visible }

    public var split: SchuettelboxSplit { SchuettelboxSplit(whole: whole, visible: visible) }
}

/// A whole and its visible part, e.g. 7 = 3 + 4 as (7, 3); no split repeats within a round.
public struct SchuettelboxSplit: Hashable, Sendable {
    public let whole: Int
    public let visible: Int
}
