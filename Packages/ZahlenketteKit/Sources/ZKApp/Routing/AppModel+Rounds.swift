import Foundation
import ZKAudio
import ZKCore
import ZKGameKit
import ZKLearningEngine
import ZKPersistence

/// Rounds in the game container and the commits of their results (spec 5.4.5). Games are known
/// only through the registry and their `GameModule`.
extension AppModel {
    /// The games the child may not open now (engine 17.1): premium games without premium.
    func lockedGames() -> Set<GameID> {
        Set(environment.registry.availableGameIDs.filter { environment.subscriptions.decision(for: $0) == .askParent })
    }

    /// A locked game: S-15, its line at most once per game and day (engine 17.6).
    func askParent(for game: GameID) -> AppOutput {
        guard let session = state.session else { return open(.profilePicker, saying: .common("who_plays")) }
        let key = "\(session.profile.id.uuidString)/\(game.rawValue)/\(trustedDate)"
        let first = askParentSpoken.insert(key).inserted
        return show(.child(session, .askParent(AskParentScreen(game: game))), saying: first ? .lock("ask_parent") : nil)
    }

    /// A game tile was tapped: S-15 when it is locked, else the pictures of its entry modes, or its
    /// round at once.
    func choose(_ game: GameID, time: Double) -> AppOutput {
        guard let session = state.session, let module = environment.registry.makeModule(game),
            let config = catalog.game(game)
        else { return AppOutput() }
        guard environment.subscriptions.decision(for: game) == .play else { return askParent(for: game) }
        let modes = module.entryModes(config: config)
        guard modes.count > 1 else { return startRound(game, mode: modes.first?.mode ?? .standard, time: time) }
        return show(.child(session, .entryMode(EntryModeScreen(game: game, modes: modes))), saying: .title(game))
    }

    /// `abenteuer`: the round is the next stop of today's Abenteuer.
    func startRound(_ game: GameID, mode: GameMode, time: Double, abenteuer: AbenteuerRecord? = nil) -> AppOutput {
        guard let session = state.session, let module = environment.registry.makeModule(game),
            let config = catalog.game(game)
        else {
            return AppOutput()
        }
        // The entitlement applies from the next round (engine 17.5): checked here, then held until
        // the round is over, whatever the store reports meanwhile. A running Abenteuer finishes
        // with the games it was planned with (17.7), even when premium lapsed since.
        guard environment.subscriptions.beginRound(game) || abenteuer != nil else { return askParent(for: game) }
        let plan =
            mode == .standard
            ? plannedRound(game, for: session.profile, abenteuer: abenteuer)
            : freePlayRound(game, mode: mode, for: session.profile)
        let progress = environment.guarded(.profileRead) { () throws(PersistenceError) -> GameProgress in
            try store.progress.gameProgress(profileID: session.profile.id, gameID: game)
        }
        let setup = RoundSetup(
            config: config, strings: catalog.strings, voiceEnabled: voiceEnabled,
            includeDemo: mode == .standard && !(progress?.demoSeen ?? false), reduceMotion: reduceMotion,
            savedState: progress?.gameStateJSON, content: catalog)
        let round = module.makeRound(plan: plan, setup: setup)
        let container = GameContainerScreen(
            active: ActiveRound(
                round: round, gameID: game, loadedState: progress?.gameStateJSON, abenteuer: abenteuer))
        container.layout(for: viewport)
        state = .child(session, .game(container))
        let started: AppEvent =
            mode == .standard
            ? .roundStarted(game: game, step: plan.step, tasks: plan.tasks.count)
            : .freePlayStarted(game: game, range: plan.range.maxNumber)
        var output = AppOutput(events: [started], audio: warningLine())
        output.append(perform(GameContainerScreen.effects(round.start(time: time)), time: time))
        return output
    }

    /// The engine's next round for the child, from what the store knows; a stop of an Abenteuer
    /// is planned in its context (engine 9.16: round 0 at most step 2).
    private func plannedRound(_ game: GameID, for profile: ChildProfile, abenteuer: AbenteuerRecord?) -> RoundPlan {
        let bridge = EngineBridge(store: store, clock: environment.clock, notices: environment.notices)
        let available = environment.playableGames
        let snapshot =
            environment.guarded(.roundPlan) { () throws(PersistenceError) -> LearnerSnapshot in
                try bridge.snapshot(for: profile, availableGames: available)
            } ?? LearnerSnapshot(level: profile.level, today: environment.clock.today, availableGames: available)
        var generator = SplitMix64(seed: environment.generator.next())
        let context = abenteuer.map { RoundContext.abenteuer(roundIndex: $0.roundsCompleted) } ?? .single
        return environment.engine.planRound(
            RoundRequest(gameID: game, context: context, abenteuerID: abenteuer?.id, snapshot: snapshot),
            rng: &generator)
    }

    /// A round without tasks over the child's range (free explore): nothing is planned or scored.
    private func freePlayRound(_ game: GameID, mode: GameMode, for profile: ChildProfile) -> RoundPlan {
        let learning = environment.guarded(.roundPlan) { () throws(PersistenceError) -> LearningState in
            try store.progress.learningState(profileID: profile.id)
        }
        let range = profile.rangeOverride ?? learning?.range ?? profile.level.startingRange
        return RoundPlan(
            id: environment.makeID(), gameID: game, step: .step1, level: profile.level, range: range, tasks: [],
            abenteuerID: nil, seed: environment.generator.next(), isReentry: false, mode: mode, context: .single)
    }

    /// Leaving keeps every committed task and its star, and what the game keeps (explored
    /// numbers); only the open task is dropped.
    func leaveRound() -> AppOutput {
        if case .child(let session, .game(let container)) = state, let saved = container.active.changedState {
            coordinator.gameStateChanged(saved, game: container.active.gameID, profile: session.profile)
        }
        return open(.home, saying: nil)
    }

    func commit(_ event: GameEvent, time: Double) -> AppOutput {
        guard case .child(var current, .game(var container)) = state else { return AppOutput() }
        let round = container.active.round
        switch event {
        case .taskCompleted(let result, let isLast):
            current.tasksCompleted += 1
            let commit = coordinator.taskCompleted(result, isLast: isLast, plan: round.plan, session: current)
            if commit?.starAdded == true { container.active.starsEarned += 1 }
            state = .child(current, .game(container))
            // D-0118: the engine credits a scaffolded task at half weight; journeys read it here.
            let scaffolded = round.plan.tasks.first { $0.id == result.plannedTaskID }?.scaffolded ?? false
            var output = AppOutput(
                events: [
                    .taskCommitted(
                        number: result.number, firstTry: result.firstTryCorrect, attempts: result.attempts,
                        balance: commit?.balance, scaffolded: scaffolded)
                ] + (commit?.newFriends ?? []).map { .befriended(number: $0) }
                    + (commit?.stickers ?? []).map(AppEvent.stickerAwarded))
            // Past the limit's overtime the round closes here: its stars stay, no round bonus (15.8).
            if !isLast, closesAtTaskBoundary(time: time) {
                if let state = container.active.changedState {
                    coordinator.gameStateChanged(state, game: container.active.gameID, profile: current.profile)
                }
                output.append(lockToday())
            }
            return output
        case .pictureCompleted(let sticker):
            let award = coordinator.pictureCompleted(sticker, plan: round.plan, profile: current.profile)
            return AppOutput(
                events: [.pictureCompleted(stickerID: sticker)] + (award.map { [.stickerAwarded($0.stickerID)] } ?? []))
        case .roundCompleted(let roundID, let gameID):
            if let stop = container.active.abenteuer {
                return abenteuerStopCompleted(
                    stop, container: container, session: current, roundID: roundID, time: time)
            }
            let before = balance(of: current.profile)
            var earned = container.active.starsEarned
            let commit = coordinator.roundCompleted(
                plan: round.plan, session: current, savedState: container.active.changedState)
            let after = commit?.balance
            if let after { earned += max(0, after - before) }
            let roundEnd = RoundEndScreen(
                gameID: gameID, starsEarned: earned, balance: after ?? before, finishedAt: time)
            var output = AppOutput(
                events: [.roundEnded(roundID: roundID, stars: earned)]
                    + (commit?.stickers ?? []).map(AppEvent.stickerAwarded))
            if current.allowance.isUsedUp {
                output.append(lockToday())
            } else {
                output.append(inChild { world.celebrateThen(.roundEnd(roundEnd), &$0, time: time) })
            }
            return output
        }
    }
}
