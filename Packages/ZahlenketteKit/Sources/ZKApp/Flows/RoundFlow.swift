import Foundation
import ZKAudio
import ZKContent
import ZKCore
import ZKGameKit
import ZKLearningEngine
import ZKPersistence
import ZKScene

/// Rounds in the game container and the commits of their results (spec 5.4.5, docs/app.md#flows)
/// as a flow: the child's session and the environment in; the screen, the output and whether the
/// day ends here out. Games are known only through the registry and their `GameModule`.
@MainActor
struct RoundFlow {
    let environment: AppEnvironment
    let coordinator: RoundResultCoordinator
    let askParentLines: AskParentLines
    /// The layout size rounds are laid out at.
    let viewport: Size
    let voiceEnabled: Bool
    let reduceMotion: Bool

    var store: PersistenceStore { environment.store }
    var catalog: ContentCatalog { environment.catalog }
    var world: WorldFlow { WorldFlow(environment: environment) }

    /// S-05, S-06 or S-09 for the child of `session`.
    func open(_ request: PlayRequest, _ session: ChildSession, saying line: AudioID?) -> ChildOutcome {
        switch request {
        case .home: .show(.home(home(of: session.profile)), saying: line)
        case .gamePicker: gamePicker(saying: line)
        case .abenteuer: openAbenteuer(session)
        }
    }

    /// What the child's play asked for, on the round or the trail `shown`.
    func perform(
        _ effect: PlayEffect, _ session: inout ChildSession, shown: ChildDestination?, time: Double
    ) -> ChildOutcome {
        switch (effect, shown) {
        case (.chooseGame(let game), _): choose(game, &session, time: time)
        case (.startRound(let game, let mode), _): start(game, mode: mode, &session, time: time)
        case (.roundEvent(let event), .game(let container)?): commit(event, in: container, &session, time: time)
        case (.leaveRound, .game(let container)?): leave(container, session)
        case (.startAbenteuerStop, .abenteuer(let path)?): startStop(on: path, &session, time: time)
        case (.roundEvent, _), (.leaveRound, _), (.startAbenteuerStop, _): .stay()
        }
    }

    /// S-05 for `profile`: its stars and what it played of today's Abenteuer, as stored.
    func home(of profile: ChildProfile) -> HomeScreen {
        HomeScreen(
            profile: profile, stars: environment.balance(of: profile),
            abenteuer: AbenteuerProgress(todaysAbenteuer(of: profile)))
    }

    /// S-06, the games with the ones locked now (`StoreFlow.gamePicker`).
    func gamePicker(saying line: AudioID?) -> ChildOutcome {
        .show(.gamePicker(StoreFlow(environment: environment).gamePicker()), saying: line)
    }

    /// A locked game: S-15, its line at most once per game and day (docs/store.md#in-the-app, docs/store.md#s-24).
    func askParent(for game: GameID, _ session: ChildSession) -> ChildOutcome {
        let key = "\(session.profile.id.uuidString)/\(game.rawValue)/\(environment.trustedDate)"
        let first = askParentLines.first(key)
        return .show(.askParent(AskParentScreen(game: game)), saying: first ? .lock("ask_parent") : nil)
    }

    /// A game tile was tapped: S-15 when it is locked, else the pictures of its entry modes, or its
    /// round at once.
    func choose(_ game: GameID, _ session: inout ChildSession, time: Double) -> ChildOutcome {
        guard let module = environment.registry.makeModule(game), let config = catalog.game(game) else {
            return .stay()
        }
        guard environment.subscriptions.decision(for: game) == .play else { return askParent(for: game, session) }
        let modes = module.entryModes(config: config)
        guard modes.count > 1 else {
            return start(game, mode: modes.first?.mode ?? .standard, &session, time: time)
        }
        return .show(.entryMode(EntryModeScreen(game: game, modes: modes)), saying: .title(game))
    }

    /// Starts a round of `game` in `mode`; `abenteuer`: the round is the next stop of today's
    /// Abenteuer.
    func start(
        _ game: GameID, mode: GameMode, _ session: inout ChildSession, time: Double,
        abenteuer: AbenteuerRecord? = nil
    ) -> ChildOutcome {
        guard let module = environment.registry.makeModule(game), let config = catalog.game(game) else {
            return .stay()
        }
        // The entitlement applies from the next round (docs/store.md#rounds-lapse-and-the-engine, docs/store.md#the-state-machine): checked here, then held until
        // the round is over, whatever the store reports meanwhile. A running Abenteuer finishes
        // with the games it was planned with (17.7), even when premium lapsed since.
        guard environment.subscriptions.beginRound(game) || abenteuer != nil else {
            return askParent(for: game, session)
        }
        let profile = session.profile
        let plan =
            mode == .standard
            ? plannedRound(game, for: profile, abenteuer: abenteuer) : freePlayRound(game, mode: mode, for: profile)
        let progress = environment.guarded(.profileRead) { () throws(PersistenceError) -> GameProgress in
            try store.progress.gameProgress(profileID: profile.id, gameID: game)
        }
        let setup = RoundSetup(
            config: config, strings: catalog.strings, voiceEnabled: voiceEnabled,
            includeDemo: mode == .standard && !(progress?.demoSeen ?? false), reduceMotion: reduceMotion,
            savedState: progress?.gameStateJSON, content: catalog, leftHanded: profile.leftHanded,
            homeWords: profile.homeLanguage.flatMap { $0 == catalog.language ? nil : catalog.homeLanguage($0) })
        let round = module.makeRound(plan: plan, setup: setup)
        let container = GameContainerScreen(
            active: ActiveRound(
                round: round, gameID: game, loadedState: progress?.gameStateJSON, abenteuer: abenteuer,
                language: catalog.language))
        container.layout(for: viewport)
        let started: AppEvent =
            mode == .standard
            ? .roundStarted(game: game, step: plan.step, tasks: plan.tasks.count)
            : .freePlayStarted(game: game, range: plan.range.maxNumber)
        return ChildOutcome(
            place: .game(container), output: AppOutput(events: [started], audio: warningLine(&session)),
            effects: GameContainerScreen.effects(round.start(time: time)))
    }

    /// The line spoken once at the first round start when little time is left (docs/app.md#sessions-daily-limits-and-the-gate).
    private func warningLine(_ session: inout ChildSession) -> [AudioEvent] {
        guard session.allowance.isNearTheEnd, !session.allowance.isUsedUp, !session.warningSpoken else { return [] }
        session.warningSpoken = true
        return [.prompt(.session("warning"))]
    }

    /// The engine's next round for the child, from what the store knows; a stop of an Abenteuer
    /// is planned in its context (docs/abenteuer.md#the-day: round 0 at most step 2).
    private func plannedRound(_ game: GameID, for profile: ChildProfile, abenteuer: AbenteuerRecord?) -> RoundPlan {
        let bridge = environment.engineBridge
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

    /// The child held the house: home shows (`keepState`).
    func leave(_ container: GameContainerScreen, _ session: ChildSession) -> ChildOutcome {
        keepState(of: container, session)
        return .show(.home(home(of: session.profile)), saying: nil)
    }

    /// Leaving keeps every committed task and its star, and what the game keeps (explored
    /// numbers); only the open task is dropped.
    func keepState(of container: GameContainerScreen, _ session: ChildSession) {
        guard let saved = container.active.changedState else { return }
        coordinator.gameStateChanged(saved, game: container.active.gameID, profile: session.profile)
    }

    /// What the running round reported, committed for the child of `session`.
    func commit(
        _ event: GameEvent, in container: GameContainerScreen, _ session: inout ChildSession, time: Double
    ) -> ChildOutcome {
        var container = container
        let round = container.active.round
        switch event {
        case .taskCompleted(let result, let isLast):
            let commit = coordinator.taskCompleted(result, isLast: isLast, plan: round.plan, session: session)
            session.tasksCompleted += 1
            if commit?.starAdded == true { container.active.starsEarned += 1 }
            // D-0118: the engine credits a scaffolded task at half weight; journeys read it here.
            let scaffolded = round.plan.tasks.first { $0.id == result.plannedTaskID }?.scaffolded ?? false
            var outcome = ChildOutcome(
                place: .game(container),
                output: AppOutput(
                    events: [
                        .taskCommitted(
                            number: result.number, firstTry: result.firstTryCorrect, attempts: result.attempts,
                            balance: commit?.balance, scaffolded: scaffolded)
                    ] + (commit?.newFriends ?? []).map { .befriended(number: $0) }
                        + (commit?.stickers ?? []).map(AppEvent.stickerAwarded)))
            // Past the limit's overtime the round closes here: its stars stay, no round bonus (15.8).
            if !isLast, let ends = session.overtimeEndsAt, time >= ends {
                keepState(of: container, session)
                outcome.endsDay = true
            }
            return outcome
        case .pictureCompleted(let sticker):
            let award = coordinator.pictureCompleted(sticker, plan: round.plan, profile: session.profile)
            return .stay(
                AppOutput(
                    events: [.pictureCompleted(stickerID: sticker)]
                        + (award.map { [.stickerAwarded($0.stickerID)] } ?? [])))
        case .roundCompleted(let roundID, let gameID):
            if let stop = container.active.abenteuer {
                return stopCompleted(stop, container: container, &session, roundID: roundID, time: time)
            }
            let before = environment.balance(of: session.profile)
            var earned = container.active.starsEarned
            let commit = coordinator.roundCompleted(
                plan: round.plan, session: session, savedState: container.active.changedState)
            let after = commit?.balance
            if let after { earned += max(0, after - before) }
            let roundEnd = RoundEndScreen(
                gameID: gameID, starsEarned: earned, balance: after ?? before, finishedAt: time)
            let events =
                [AppEvent.roundEnded(roundID: roundID, stars: earned)]
                + (commit?.stickers ?? []).map(AppEvent.stickerAwarded)
            if session.allowance.isUsedUp {
                return ChildOutcome(place: nil, output: AppOutput(events: events), endsDay: true)
            }
            var next = world.celebrateThen(.roundEnd(roundEnd), &session, time: time)
            next.output.events.insert(contentsOf: events, at: 0)
            return next
        }
    }
}
