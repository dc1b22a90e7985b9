import Foundation
import HelperLines
import ZKApp
import ZKCore
import ZKGameKit
import ZKGameList
import ZKPersistence

/// One launch of the app that plays today's Abenteuer to its end, reporting every commit and app
/// event (see main.swift).
struct AbenteuerRun {
    let resources: URL
    let data: URL
    let clock: FixedClock
    let continuous: FixedContinuousTimeSource
    let seed: UInt64

    /// The stop whose round completes the Abenteuer.
    static let lastStop = "2"

    @MainActor
    func play(report: @escaping (String) -> Void, fail: (String) -> Never) {
        guard
            let environment = AppBootstrap.environment(
                resources: resources, dataDirectory: data, fallbackDirectory: nil, clock: clock,
                continuousTime: continuous, seed: seed, log: ErrorLog())
        else { fail("the app could not open its store") }
        prepareChild(environment.store, avatar: environment.catalog.avatars.first?.id ?? "", fail: fail)
        environment.store.database.onCommit { report("commit") }
        let model = AppModel(environment: environment, time: 0, voiceAvailable: false)
        var time = 0.0
        var stop = ""
        var tasksLeft = Int.max
        var announced = false
        func apply(_ output: AppOutput) {
            for event in output.events {
                report(event.line)
                switch event.name {
                case "abenteuer-stop": stop = event.fields.first { $0.key == "stop" }?.value ?? ""
                case "round-start": tasksLeft = Int(event.fields.first { $0.key == "tasks" }?.value ?? "") ?? Int.max
                case "task": tasksLeft -= 1
                default: break
                }
            }
        }
        for _ in 0..<40_000 {
            switch model.screen {
            case .splash, .welcome, .breakNudge, .befriending:
                apply(model.tick(time: time, voicePlaying: false))
            case .profilePicker:
                apply(model.handle(.tap(.profileTile(0)), time: time))
            case .home:
                apply(model.handle(.tap(.home(.abenteuer)), time: time))
            case .abenteuer:
                let trail = model.scene(at: time)
                guard let next = trail.elements.first(where: { $0.id.element == "stop" && $0.role == .button }) else {
                    report("done stars=\(balance(environment.store))")
                    return
                }
                apply(model.handle(.tap(next.id), time: time))
            case .gameContainer:
                apply(model.tick(time: time, voicePlaying: false))
                if stop == Self.lastStop, tasksLeft == 1, !announced {
                    announced = true
                    report("completing")
                }
                if let intent = AppJourney(model).correctIntent { apply(model.handle(intent, time: time)) }
            case .abenteuerComplete:
                report("done stars=\(balance(environment.store))")
                return
            default:
                fail("stuck on \(model.screen.rawValue)")
            }
            time += 0.25
        }
        fail("the Abenteuer did not end")
    }

    /// A fresh store gets the child (no limits, demos seen), as a first launch would leave it.
    @MainActor
    private func prepareChild(_ store: PersistenceStore, avatar: String, fail: (String) -> Never) {
        do throws(PersistenceError) {
            guard try store.profiles.profiles().isEmpty else { return }
            let child = ChildProfile(
                id: StableID.make(StableID.device, "abenteuer-crash", "child"), avatarID: avatar, level: .vorschule,
                dailyLimitMinutes: nil, breakNudgeMinutes: nil, createdAt: clock.now)
            try store.profiles.create(child)
            for game in GameRegistry.allGames().gameIDs {
                var progress = try store.progress.gameProgress(profileID: child.id, gameID: game)
                progress.demoSeen = true
                try store.progress.saveGameProgress(progress)
            }
        } catch {
            fail("the child could not be created: \(error.description)")
        }
    }

    /// The child's stars, or -1 when they cannot be read.
    @MainActor
    private func balance(_ store: PersistenceStore) -> Int {
        do throws(PersistenceError) {
            guard let child = try store.profiles.profiles().first else { return -1 }
            return try store.rewards.balance(profileID: child.id)
        } catch {
            return -1
        }
    }
}
