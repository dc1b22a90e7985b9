import Foundation
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKPersistence

/// A round being played in the game container (S-07).
struct ActiveRound {
    let round: any GameRound
    let gameID: GameID
    /// The game state the round started from, to tell whether it changed.
    let loadedState: String?
    var starsEarned = 0
    var hold = HoldToExit()
    /// When the window lost focus; the pause cover shows until the round resumes.
    var suspendedAt: Double?
    /// The Abenteuer this round is a stop of, as it stood when the stop started (docs/abenteuer.md#the-day).
    var abenteuer: AbenteuerRecord?
    /// The app's language when the round started: its strings and voice stay in it, even when a
    /// grown-up switches the language while it is paused (docs/content.md#9-languages).
    var language = "de"

    /// The round's saved state when it differs from what it started with.
    var changedState: String? {
        guard let state = round.savedState, state != loadedState else { return nil }
        return state
    }
}
