import Foundation
import ZKApp
import ZKCore
import ZKPersistence

/// The fixtures of the session screens (issue 15): the gate a grown-up meets (S-17), the day's
/// end of a child whose time is used up (S-16) and the break nudge after a round (S-26), each
/// reached the way a family reaches it, with the store changed only as days of play would.
extension AppLauncher {
    static func reachSessionScreen(
        _ target: ScreenID, model: AppModel, environment: AppEnvironment, time: inout Double
    ) {
        switch target {
        case .parentalGate:
            _ = model.handle(.tap(A11yID(.profilePicker, "parent")), time: time)
        case .timesUp:
            // The first child has played all of today's minutes.
            guard let child = profile(0, in: environment), let limit = child.dailyLimitMinutes else { return }
            record(environment) { (store) throws(PersistenceError) in
                try store.usage.addActiveSeconds(limit * 60, profileID: child.id, trustedDate: environment.clock.today)
            }
            _ = model.handle(.tap(.profileTile(0)), time: time)
        case .breakNudge:
            // The second child, with breaks every 10 minutes and no limit, plays one long round.
            let index = profile(1, in: environment) == nil ? 0 : 1
            guard var child = profile(index, in: environment) else { return }
            child.dailyLimitMinutes = nil
            child.breakNudgeMinutes = 10
            record(environment) { (store) throws(PersistenceError) in try store.profiles.update(child) }
            _ = model.handle(.tap(.profileTile(index)), time: time)
            _ = model.handle(.tap(.home(.play)), time: time)
            _ = model.handle(.tap(.gameTile(.hoerHin)), time: time)
            // Rounds one after another until ten minutes of play are reached: then the nudge.
            for _ in 0..<12 where model.screen != .breakNudge {
                if model.screen == .roundEnd { _ = model.handle(.tap(.roundEndContinue), time: time) }
                let end = time + 60
                while time < end, model.screen == .gameContainer {
                    time += 0.5
                    _ = model.tick(time: time, voicePlaying: false)
                }
                time = AppJourney(model).playRemainingTasks(time: time).endTime
            }
        default:
            break
        }
    }

    private static func profile(_ index: Int, in environment: AppEnvironment) -> ChildProfile? {
        var found: ChildProfile?
        record(environment) { (store) throws(PersistenceError) in
            let all = try store.profiles.profiles()
            found = all.indices.contains(index) ? all[index] : nil
        }
        return found
    }

    /// Runs one change of a fixture's store; a failure is logged and the picture shows what is.
    static func record(
        _ environment: AppEnvironment, _ write: (PersistenceStore) throws(PersistenceError) -> Void
    ) {
        do throws(PersistenceError) {
            try write(environment.store)
        } catch {
            environment.log.write("fixture: the store could not be prepared: \(error.description)")
        }
    }
}
