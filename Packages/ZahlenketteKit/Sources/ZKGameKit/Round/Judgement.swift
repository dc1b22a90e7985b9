/// What a committed answer means (docs/games.md#attempt).
public enum Judgement<Play: Sendable & Equatable>: Sendable, Equatable {
    /// Right: the task completes.
    case correct
    /// Wrong: one attempt, one rung up the ladder.
    case wrong
    /// A right step that does not finish the task yet (one accepted stroke of several); not an
    /// attempt. The play state moves on.
    case progress(Play)
    /// Not an attempt at all (an empty plate, a mismatch the attempt rule does not count).
    case ignored
}
