import Foundation
import ZKApp
import ZKCore
import ZKPersistence

/// The fixtures of S-09 and S-10 (`--screen S09`, `--screen S10`): the first child of the preview
/// opens today's Abenteuer and plays its stops as a child would; S-09 shows it in progress (one
/// stop done, the next glowing), S-10 its end. Two Abenteuer of earlier days are in the child's
/// history, so today's is the third and S-10 shows the first sticker.
@MainActor
extension AppLauncher {
    static func reachAbenteuer(_ target: ScreenID, model: AppModel, environment: AppEnvironment, time: inout Double) {
        addPastAbenteuer(environment, days: 2)
        func advance(_ seconds: Double) {
            let end = time + seconds
            while time < end {
                time += 0.1
                _ = model.tick(time: time, voicePlaying: false)
            }
        }
        _ = model.handle(.tap(.profileTile(0)), time: time)
        _ = model.handle(.tap(.home(.abenteuer)), time: time)
        let stops = target == .abenteuerComplete ? 3 : 1
        for index in 0..<stops where model.screen == .abenteuer {
            _ = model.handle(.tap(A11yID(.abenteuer, "stop", String(index))), time: time)
            advance(1)
            time = AppJourney(model).playRemainingTasks(time: time).endTime
        }
        // Past the stars flying out: the calm picture.
        advance(3)
    }

    /// Completed Abenteuer on the days before the preview's, each +5 in the ledger as if played.
    private static func addPastAbenteuer(_ environment: AppEnvironment, days: Int) {
        let store = environment.store
        do throws(PersistenceError) {
            guard let child = try store.profiles.profiles().first else { return }
            for back in 1...days {
                let id = StableID.make(StableID.device, "preview-abenteuer", String(back))
                let record = AbenteuerRecord(
                    id: id, profileID: child.id, localDate: environment.clock.today.adding(days: -back),
                    games: [.wieViele, .hoerHin, .wasFehlt], seed: UInt64(back), roundsCompleted: 3,
                    completedAt: environment.clock.now.addingTimeInterval(Double(-back) * 86_400))
                try store.unitOfWork { () throws(PersistenceError) in
                    try store.progress.saveAbenteuer(record)
                    _ = try store.rewards.recordAbenteuerCompleted(profileID: child.id, abenteuerID: id)
                }
            }
        } catch {
            environment.log.write("fixture: the earlier Abenteuer could not be added: \(error.description)")
        }
    }
}
