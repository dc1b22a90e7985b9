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
    /// When the window lost focus; the pause overlay shows while this is set.
    var suspendedAt: Double?
    /// True once the suspension lasted long enough that the child taps to continue (spec 5.7.4).
    var needsContinueTap = false
    /// True while the voice line the round waits for is playing.
    var voiceWasPlaying = false
}
