import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence
import ZKScene

/// Time limits, sessions and the day for journeys: a child who keeps touching, limits set by a
/// parent, today's usage as stored.
extension AppHarness {
    /// The profile at `index` in creation order.
    func profile(_ index: Int = 0) throws -> ChildProfile {
        let all = try store.profiles.profiles()
        return try #require(all.indices.contains(index) ? all[index] : nil)
    }

    /// The parent's limit and break interval for the profile at `index` (docs/app.md#sessions-daily-limits-and-the-gate).
    func setLimits(minutes: Int?, breakEvery breakMinutes: Int? = nil, profile index: Int = 0) throws {
        var changed = try profile(index)
        changed.dailyLimitMinutes = minutes
        changed.breakNudgeMinutes = breakMinutes
        try store.profiles.update(changed)
    }

    /// Today's stored usage of the profile at `index`, under the trusted date `day`.
    func usage(on day: String, profile index: Int = 0) throws -> DailyUsage {
        try store.usage.dailyUsage(profileID: profile(index).id, trustedDate: Berlin.day(day))
    }

    /// The device is put away for `seconds` (the app asleep, no ticks): the clocks move on.
    func sleep(_ seconds: Double) {
        send(.suspend)
        device.pass(seconds)
        advanceHostTime(by: seconds)
        send(.activate)
    }

    /// Stays on the current screen for `seconds`, touching it every `every` seconds (a child who
    /// keeps playing without finishing anything), in whole seconds.
    func stayActive(_ seconds: Int, touchingEvery every: Int = 20) {
        for second in 0..<seconds {
            if second % every == 0 { send(.tap(.root(screen))) }
            pass(1)
        }
    }

    /// Plays rounds of `game` from the game picker or the round end until `seconds` of host time
    /// have passed, then finishes the round it is in (if the day allows).
    func playRounds(of game: GameID, for seconds: Double) {
        let end = time + seconds
        while time < end {
            switch screen {
            case .home: tap(.home(.play))
            case .gamePicker: tap(.gameTile(game))
            case .roundEnd: tap(.roundEndContinue)
            case .gameContainer:
                solve()
                wait(2)
            case .befriending: wait(0.5)
            default:
                return
            }
        }
    }
}
