import Foundation
import ZKCore

/// What a round reports to the app (docs/games.md#the-shared-round, spec 5.4.5). Games never touch
/// persistence, rewards or the engine; the app's coordinator turns these into one unit of work
/// each.
public enum GameEvent: Sendable, Equatable {
    /// One scored task finished (demo tasks and free explore never produce this).
    case taskCompleted(TaskResult, isLastTaskOfRound: Bool)
    /// A Punkt-zu-Punkt picture was completed for the first time; fired before `roundCompleted`.
    case pictureCompleted(stickerID: String)
    /// The round reached its end screen.
    case roundCompleted(roundID: UUID, gameID: GameID)
}
