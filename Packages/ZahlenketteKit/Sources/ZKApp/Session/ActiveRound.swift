import Foundation
import ZKCore
import ZKDesignSystem
import ZKGameKit

/// A round being played in the game container (S-07).
struct ActiveRound {
    let round: any GameRound
    let gameID: GameID
    var starsEarned = 0
    var hold = HoldToExit()
    /// When the window lost focus; the pause cover shows until the round resumes.
    var suspendedAt: Double?
}
