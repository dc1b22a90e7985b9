/// What the stroke checker says about one stroke (docs/games.md#nachspuren).
public enum StrokeVerdict: Hashable, Sendable {
    /// Under 15 pt: not a stroke at all, never an attempt.
    case tooShort
    case accepted
    case rejected(StrokeFault)
}

/// Why a stroke was rejected; the first rule it breaks, or what it looks like instead.
public enum StrokeFault: String, Hashable, Sendable, CaseIterable {
    /// It started more than 30 pt from the green dot.
    case farFromStart
    /// It left the corridor.
    case leftCorridor
    /// It went back along the template more than 15 % of its length.
    case backtracked
    /// It covered less than 85 % of the template.
    case incomplete
    /// It follows the template from its end to its start.
    case reversed
    /// It follows the Ziffer's mirror image (a 3 written as ε).
    case mirrored
}
