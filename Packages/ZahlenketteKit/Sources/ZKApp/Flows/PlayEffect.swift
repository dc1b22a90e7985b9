import ZKCore
import ZKGameKit

/// What the child's play asks for (`RoundFlow`, docs/app.md#flows): a game, a round, what the
/// round reported, leaving it, the next stop of today's Abenteuer.
enum PlayEffect: Sendable, Equatable {
    /// A game tile was tapped: its entry modes, or the round at once.
    case chooseGame(GameID)
    /// Starts a round of `game` in `mode` (after its entry-mode pictures, if it has any).
    case startRound(GameID, mode: GameMode)
    /// What the running round reported.
    case roundEvent(GameEvent)
    /// The child held the house: the round ends early, keeping every committed task.
    case leaveRound
    /// The next stop of today's Abenteuer is tapped on S-09 (docs/abenteuer.md#the-day).
    case startAbenteuerStop
}
