import Foundation
import GameEntdecken
import ZKAudio
import ZKCore
import ZKGameKit
import ZKLearningEngine
import ZKPersistence

/// Rounds in the game container and the commits of their results (spec 5.4.5).
extension AppModel {
    func startRound(_ game: GameID, time: Double) -> AppOutput {
        guard let session, let module = environment.registry.makeModule(game), let config = catalog.game(game) else {
            return AppOutput()
        }
        let bridge = EngineBridge(store: store, clock: environment.clock)
        let available = Set(environment.engine.catalog.games)
        let snapshot =
            (try? bridge.snapshot(for: session.profile, availableGames: available))
            ?? LearnerSnapshot(level: session.profile.level, today: environment.clock.today, availableGames: available)
        var generator = SplitMix64(seed: environment.generator.next())
        let plan = environment.engine.planRound(RoundRequest(gameID: game, snapshot: snapshot), rng: &generator)
        let demoSeen = (try? store.progress.gameProgress(profileID: session.profile.id, gameID: game).demoSeen) ?? false
        let setup = RoundSetup(
            config: config, strings: catalog.strings, voiceEnabled: voiceEnabled, includeDemo: !demoSeen,
            reduceMotion: reduceMotion)
        let round = module.makeRound(plan: plan, setup: setup)
        active = ActiveRound(round: round, gameID: game)
        roundEnd = nil
        choosingEntdeckenMode = false
        screen = .gameContainer
        var output = AppOutput(events: [
            AppEvent(
                "round-start",
                [("game", game.rawValue), ("step", String(plan.step.rawValue)), ("tasks", String(plan.tasks.count))])
        ])
        output.append(perform(round.start(time: time), time: time))
        return output
    }

    /// Entdecken's free explore: no tasks, no stars, nothing recorded but the explored numbers.
    func startExplore(time: Double) -> AppOutput {
        guard let session, let config = catalog.game(.entdecken) else { return AppOutput() }
        let learning = try? store.progress.learningState(profileID: session.profile.id)
        let range = session.profile.rangeOverride ?? learning?.range ?? session.profile.level.startingRange
        let plan = RoundPlan(
            id: environment.makeID(), gameID: .entdecken, step: .step1, level: session.profile.level, range: range,
            tasks: [], abenteuerID: nil, seed: environment.generator.next(), isReentry: false, mode: .freeExplore,
            context: .single)
        let stored = try? store.progress.gameProgress(profileID: session.profile.id, gameID: .entdecken)
        let setup = RoundSetup(
            config: config, strings: catalog.strings, voiceEnabled: voiceEnabled, includeDemo: false,
            reduceMotion: reduceMotion)
        let round = EntdeckenGame().makeExploreRound(
            plan: plan, setup: setup, explored: EntdeckenExploreRound.exploredNumbers(fromJSON: stored?.gameStateJSON))
        active = ActiveRound(round: round, gameID: .entdecken)
        choosingEntdeckenMode = false
        var output = AppOutput(events: [AppEvent("explore-start", [("range", String(range.maxNumber))])])
        output.append(perform(round.start(time: time), time: time))
        return output
    }

    func roundIntent(_ intent: GameIntent, time: Double) -> AppOutput {
        guard screen == .gameContainer, let current = active, current.suspendedAt == nil else { return AppOutput() }
        return perform(current.round.handle(intent, time: time), time: time)
    }

    /// Leaving keeps every committed task and its star; only the open task is dropped.
    func leaveRound() -> AppOutput {
        if let explore = active?.round as? EntdeckenExploreRound, let session {
            saveExplored(explore, profile: session.profile)
        }
        active = nil
        return go(.home, saying: nil)
    }

    /// Free explore keeps only which numbers were explored (games.md 11.1, persisted game state).
    func saveExplored(_ explore: EntdeckenExploreRound, profile: ChildProfile) {
        do throws(PersistenceError) {
            var progress = try store.progress.gameProgress(profileID: profile.id, gameID: .entdecken)
            progress.gameStateJSON = explore.gameStateJSON
            try store.progress.saveGameProgress(progress)
        } catch {
            environment.notice(error.parentMessageKey)
        }
    }

    /// Plays the round's effects and commits its events (spec 5.4.5).
    func perform(_ effects: [RoundEffect], time: Double) -> AppOutput {
        var output = AppOutput()
        for effect in effects {
            switch effect {
            case .speak(let clips):
                output.audio += clips.enumerated().map { $0.offset == 0 ? .prompt($0.element) : .feedback($0.element) }
            case .speakAfterCurrent(let clips):
                output.audio += clips.map { .feedback($0) }
            case .playEffect(let id):
                output.audio.append(.effect(id))
            case .emit(let event):
                output.append(commit(event, time: time))
            }
        }
        return output
    }

    func commit(_ event: GameEvent, time: Double) -> AppOutput {
        guard let current = session, let round = active?.round else { return AppOutput() }
        switch event {
        case .taskCompleted(let result, let isLast):
            session?.tasksCompleted += 1
            var fields: [(key: String, value: String)] = [
                ("number", String(result.number)), ("firstTry", String(result.firstTryCorrect)),
                ("attempts", String(result.attempts)),
                // D-0118: the engine credits a scaffolded task at half weight; journeys read it here.
                ("scaffolded", String(round.plan.tasks.first { $0.id == result.plannedTaskID }?.scaffolded ?? false)),
            ]
            guard let commit = coordinator.taskCompleted(result, isLast: isLast, plan: round.plan, session: current)
            else {
                fields.append(("saved", "false"))
                return AppOutput(events: [AppEvent("task", fields)])
            }
            if commit.starAdded { active?.starsEarned += 1 }
            stars = commit.balance
            fields.append(("stars", String(commit.balance)))
            var output = AppOutput(events: [AppEvent("task", fields)])
            for number in commit.newFriends {
                output.events.append(AppEvent("friend", [("number", String(number))]))
            }
            return output
        case .pictureCompleted:
            return AppOutput()
        case .roundCompleted(let roundID, let gameID):
            var earned = active?.starsEarned ?? 0
            if let balance = coordinator.roundCompleted(plan: round.plan, session: current) {
                earned += balance > stars ? balance - stars : 0
                stars = balance
            }
            roundEnd = RoundEndScreen.Model(gameID: gameID, starsEarned: earned, balance: stars, finishedAt: time)
            active = nil
            screen = .roundEnd
            return AppOutput(events: [
                AppEvent("round-end", [("round", roundID.uuidString), ("stars", String(earned))]),
                AppEvent("navigate", [("screen", ScreenID.roundEnd.rawValue)]),
            ])
        }
    }
}
