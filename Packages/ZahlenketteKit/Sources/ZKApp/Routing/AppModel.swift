import Foundation
import GameEntdecken
import ZKAudio
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKLearningEngine
import ZKPersistence
import ZKScene

/// The app as one state machine (architecture.md 1): intents in, a scene and effects out. It
/// routes between the child-mode screens S-01 to S-08, runs rounds through their game modules and
/// commits every result through the `RoundResultCoordinator`. Hosts draw `scene(size:time:)` and
/// play `AppOutput.audio`; times are monotonic seconds from the host's clock.
public final class AppModel {
    public let environment: AppEnvironment
    private let coordinator: RoundResultCoordinator
    /// False when the host has no audio device: the rounds then behave as with the voice off.
    private let voiceAvailable: Bool
    public private(set) var screen: ScreenID = .splash
    public var reduceMotion = false

    private let startedAt: Double
    private var form = CreateProfileForm()
    private var picker = ProfilePickerScreen.Model(profiles: [])
    private var session: ChildSession?
    private var stars = 0
    private var active: ActiveRound?
    private var roundEnd: RoundEndScreen.Model?
    /// True while Entdecken asks which way to play (S-07 before a round).
    private var choosingEntdeckenMode = false
    private var lastSize: Size?

    public init(environment: AppEnvironment, time: Double, voiceAvailable: Bool = true) {
        self.environment = environment
        self.coordinator = RoundResultCoordinator(environment: environment)
        self.voiceAvailable = voiceAvailable
        self.startedAt = time
    }

    /// Sentences for the parent area about launch problems and failed saves (catalog keys).
    public var parentNotices: [String] { environment.notices }

    private var catalog: ContentCatalog { environment.catalog }
    private var store: PersistenceStore { environment.store }
    private var voiceEnabled: Bool { voiceAvailable && environment.settings.settings.voiceEnabled }

    // MARK: - Drawing

    public func scene(size: Size, time: Double) -> Scene {
        if let lastSize, lastSize != size { active?.round.cancelDrags() }
        lastSize = size
        let context = ScreenContext(size: size, time: time, catalog: catalog, reduceMotion: reduceMotion)
        switch screen {
        case .splash: return SplashScreen.scene(context)
        case .welcome: return WelcomeScreen.scene(context)
        case .createProfile: return CreateProfileScreen.scene(form, context)
        case .profilePicker: return ProfilePickerScreen.scene(picker, context)
        case .gamePicker: return GamePickerScreen.scene(games: environment.registry.availableGameIDs, context)
        case .gameContainer:
            if let active { return GameContainerScreen.scene(active, context) }
            if choosingEntdeckenMode { return EntdeckenModeScreen.scene(context) }
        case .roundEnd:
            if let roundEnd { return RoundEndScreen.scene(roundEnd, context) }
        default:
            break
        }
        if let session {
            return HomeScreen.scene(HomeScreen.Model(profile: session.profile, stars: stars), context)
        }
        return WelcomeScreen.scene(context)
    }

    public func isAnimating(at time: Double) -> Bool {
        switch screen {
        case .splash: return true
        case .gameContainer: return active != nil
        case .roundEnd: return roundEnd.map { time - $0.finishedAt < Motion.celebration } ?? false
        default: return false
        }
    }

    // MARK: - Time

    /// Advances timers. `voicePlaying` is the audio service's state: when no line plays, the line
    /// the round waits for has ended.
    public func tick(time: Double, voicePlaying: Bool) -> AppOutput {
        switch screen {
        case .splash:
            return time - startedAt >= SplashScreen.duration ? leaveSplash() : AppOutput()
        case .gameContainer:
            guard var current = active else { return AppOutput() }
            if current.hold.pressedAt != nil, current.hold.isComplete(at: time) {
                current.hold.release()
                active = current
                return leaveRound(time: time)
            }
            guard current.suspendedAt == nil else { return AppOutput() }
            var output = AppOutput()
            if !voicePlaying { output.append(perform(current.round.voiceFinished(time: time), time: time)) }
            guard screen == .gameContainer, let round = active?.round else { return output }
            output.append(perform(round.tick(time: time), time: time))
            return output
        default:
            return AppOutput()
        }
    }

    // MARK: - Intents

    public func handle(_ intent: AppIntent, time: Double) -> AppOutput {
        switch intent {
        case .suspend: return suspend(time: time)
        case .activate: return activate(time: time)
        case .text(let text):
            if screen == .createProfile, form.page == .details { form.type(text) }
            return AppOutput()
        case .deleteBackward:
            if screen == .createProfile, form.page == .details { form.deleteBackward() }
            return AppOutput()
        case .press(let id):
            if screen == .gameContainer, id == .gameHome, active?.suspendedAt == nil { active?.hold.press(at: time) }
            return AppOutput()
        case .release(let id):
            return release(id, time: time)
        case .tap(let id):
            return tap(id, time: time)
        case .drag(let from, let to):
            return roundIntent(.drag(from: from, to: to), time: time)
        case .trace(let id):
            return roundIntent(.trace(id), time: time)
        case .shake:
            return roundIntent(.shake, time: time)
        }
    }

    private func tap(_ id: A11yID, time: Double) -> AppOutput {
        switch screen {
        case .welcome where id == .welcomeStart:
            return openCreateProfile()
        case .createProfile:
            return tapOnCreateProfile(id)
        case .profilePicker:
            return tapOnPicker(id, time: time)
        case .home:
            if id == .home(.play) { return go(.gamePicker, saying: .common("choose_game")) }
            if id == .home(.switchProfile) { return openPicker() }
        case .gamePicker:
            if let game = environment.registry.availableGameIDs.first(where: { A11yID.gameTile($0) == id }) {
                if game == .entdecken {
                    choosingEntdeckenMode = true
                    return go(.gameContainer, saying: .title(.entdecken))
                }
                return startRound(game, time: time)
            }
            if id == A11yID.element(.gamePicker, "home") { return go(.home, saying: nil) }
        case .gameContainer where active == nil && choosingEntdeckenMode:
            if id == EntdeckenModeScreen.countID { return startRound(.entdecken, time: time) }
            if id == EntdeckenModeScreen.exploreID { return startExplore(time: time) }
            if id == EntdeckenModeScreen.homeID { return go(.home, saying: nil) }
        case .gameContainer:
            if id == GameContainerScreen.continueID, active?.suspendedAt != nil { return resume(time: time) }
            if id == .gameHome { return AppOutput(audio: [.prompt(.common("press_home"))]) }
            return roundIntent(.tap(id), time: time)
        case .roundEnd:
            if id == .roundEndHome { return go(.home, saying: nil) }
            if id == .roundEndContinue, let game = roundEnd?.gameID { return startRound(game, time: time) }
        default:
            break
        }
        return AppOutput()
    }

    private func release(_ id: A11yID, time: Double) -> AppOutput {
        guard screen == .gameContainer, id == .gameHome, var current = active, current.hold.pressedAt != nil else {
            return AppOutput()
        }
        let complete = current.hold.isComplete(at: time)
        current.hold.release()
        active = current
        return complete ? leaveRound(time: time) : AppOutput(audio: [.prompt(.common("press_home"))])
    }

    // MARK: - Navigation

    private func leaveSplash() -> AppOutput {
        let profiles = (try? store.profiles.profiles()) ?? []
        if profiles.isEmpty { return go(.welcome, saying: .common("welcome")) }
        return openPicker()
    }

    private func go(_ target: ScreenID, saying line: AudioID?) -> AppOutput {
        screen = target
        var output = AppOutput(events: [AppEvent("navigate", [("screen", target.rawValue)])])
        output.audio = line.map { [.prompt($0)] } ?? [.stopVoice]
        return output
    }

    private func openPicker() -> AppOutput {
        endSession(reason: "switch")
        picker = ProfilePickerScreen.Model(profiles: (try? store.profiles.profiles()) ?? [])
        return go(.profilePicker, saying: .common("who_plays"))
    }

    private func openCreateProfile() -> AppOutput {
        let profiles = (try? store.profiles.profiles()) ?? []
        form = CreateProfileForm(takenAvatarIDs: Set(profiles.map(\.avatarID)))
        return go(.createProfile, saying: nil)
    }

    private func tapOnPicker(_ id: A11yID, time: Double) -> AppOutput {
        if id == .addProfile {
            guard picker.profiles.count < ChildProfile.maximumCount else {
                picker.showsLimitNote = true
                return AppOutput(events: [AppEvent("profile-limit")])
            }
            return openCreateProfile()
        }
        guard let index = picker.profiles.indices.first(where: { A11yID.profileTile($0) == id }) else {
            return AppOutput()
        }
        return startSession(picker.profiles[index], index: index)
    }

    private func tapOnCreateProfile(_ id: A11yID) -> AppOutput {
        switch form.page {
        case .avatar:
            guard let index = catalog.avatars.indices.first(where: { A11yID.createProfileAvatar($0) == id }),
                !form.takenAvatarIDs.contains(catalog.avatars[index].id)
            else { return AppOutput() }
            form.avatarIndex = index
            form.page = .details
            return AppOutput(events: [AppEvent("avatar", [("index", String(index))])])
        case .details:
            for level in Level.allCases where id == .createProfileLevel(level) {
                form.level = level
                return AppOutput(events: [AppEvent("level", [("value", level.rawValue)])])
            }
            if id == .createProfileConfirm { return createProfile() }
            return AppOutput()
        }
    }

    private func createProfile() -> AppOutput {
        guard form.canConfirm, let index = form.avatarIndex, let level = form.level,
            catalog.avatars.indices.contains(index)
        else { return AppOutput() }
        let existing = (try? store.profiles.profiles()) ?? []
        let profile = ChildProfile(
            id: environment.makeID(), nickname: form.nickname.trimmingCharacters(in: .whitespaces),
            avatarID: catalog.avatars[index].id, level: level, sortOrder: existing.count,
            createdAt: environment.clock.now)
        do throws(PersistenceError) {
            try store.profiles.create(profile)
        } catch {
            if case .rejected = error {
                form.showsNicknameHint = true
            } else {
                environment.notice(error.parentMessageKey)
            }
            return AppOutput(events: [AppEvent("profile-refused")])
        }
        var output = AppOutput(events: [AppEvent("profile-created", [("level", level.rawValue)])])
        output.append(startSession(profile, index: existing.count))
        return output
    }

    private func startSession(_ profile: ChildProfile, index: Int) -> AppOutput {
        let record = SessionRecord(
            id: environment.makeID(), profileID: profile.id, startedAt: environment.clock.now,
            localDate: environment.clock.today)
        try? store.usage.saveSession(record)
        session = ChildSession(profile: profile, profileIndex: index, record: record)
        stars = (try? store.rewards.balance(profileID: profile.id)) ?? 0
        return go(.home, saying: .common("home"))
    }

    private func endSession(reason: String) {
        guard let current = session else { return }
        var record = current.record
        record.endedAt = environment.clock.now
        record.tasksCompleted = current.tasksCompleted
        record.endReason = reason
        try? store.usage.saveSession(record)
        session = nil
        active = nil
    }

    // MARK: - Rounds

    private func startRound(_ game: GameID, time: Double) -> AppOutput {
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
    private func startExplore(time: Double) -> AppOutput {
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

    private func roundIntent(_ intent: GameIntent, time: Double) -> AppOutput {
        guard screen == .gameContainer, let current = active, current.suspendedAt == nil else { return AppOutput() }
        return perform(current.round.handle(intent, time: time), time: time)
    }

    /// Leaving keeps every committed task and its star; only the open task is dropped.
    private func leaveRound(time: Double) -> AppOutput {
        if let explore = active?.round as? EntdeckenExploreRound, let session {
            saveExplored(explore, profile: session.profile)
        }
        active = nil
        return go(.home, saying: nil)
    }

    /// Free explore keeps only which numbers were explored (games.md 11.1, persisted game state).
    private func saveExplored(_ explore: EntdeckenExploreRound, profile: ChildProfile) {
        do throws(PersistenceError) {
            var progress = try store.progress.gameProgress(profileID: profile.id, gameID: .entdecken)
            progress.gameStateJSON = explore.gameStateJSON
            try store.progress.saveGameProgress(progress)
        } catch {
            environment.notice(error.parentMessageKey)
        }
    }

    /// Plays the round's effects and commits its events (spec 5.4.5).
    private func perform(_ effects: [RoundEffect], time: Double) -> AppOutput {
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

    private func commit(_ event: GameEvent, time: Double) -> AppOutput {
        guard let current = session, let round = active?.round else { return AppOutput() }
        switch event {
        case .taskCompleted(let result, let isLast):
            session?.tasksCompleted += 1
            var fields: [(key: String, value: String)] = [
                ("number", String(result.number)), ("firstTry", String(result.firstTryCorrect)),
                ("attempts", String(result.attempts)),
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

    // MARK: - Lifecycle (spec 5.7)

    private func suspend(time: Double) -> AppOutput {
        guard screen == .gameContainer, var current = active, current.suspendedAt == nil else { return AppOutput() }
        current.round.pause(time: time)
        current.suspendedAt = time
        current.hold.release()
        active = current
        return AppOutput(events: [AppEvent("pause")], audio: [.stopVoice])
    }

    private func activate(time: Double) -> AppOutput {
        guard let current = active, let suspendedAt = current.suspendedAt else { return AppOutput() }
        if LifecycleCoordinator.activated(at: time, suspendedAt: suspendedAt) == .resumeNow {
            return resume(time: time)
        }
        active?.needsContinueTap = true
        return AppOutput(audio: [.prompt(.session("pause"))])
    }

    private func resume(time: Double) -> AppOutput {
        guard let current = active, current.suspendedAt != nil else { return AppOutput() }
        active?.suspendedAt = nil
        active?.needsContinueTap = false
        var output = AppOutput(events: [AppEvent("resume")])
        output.append(perform(current.round.resume(time: time), time: time))
        return output
    }

    // MARK: - Test hooks (journeys, `solve`, `play-round`)

    /// The intent that answers the open task correctly (or advances its activity), if any.
    public var correctIntent: AppIntent? {
        guard screen == .gameContainer, active?.suspendedAt == nil, let intent = active?.round.correctIntent else {
            return nil
        }
        return AppModel.appIntent(intent)
    }

    /// True while the unscored demo task of a first round is open.
    public var isDemoTaskOpen: Bool { active?.round.isDemo ?? false }

    /// An intent that answers the open task wrongly, if any.
    public var wrongIntent: AppIntent? {
        guard screen == .gameContainer, active?.suspendedAt == nil, let intent = active?.round.wrongIntent else {
            return nil
        }
        return AppModel.appIntent(intent)
    }

    /// Plays the rest of the round correctly on a virtual clock from `time`, lines ending at once,
    /// until the round-end screen; returns what happened and the time it ended.
    public func playRemainingTasks(time: Double) -> (output: AppOutput, endTime: Double) {
        var output = AppOutput()
        var now = time
        var steps = 0
        while screen == .gameContainer, steps < AppModel.playRoundStepLimit {
            output.append(tick(time: now, voicePlaying: false))
            if let intent = correctIntent { output.append(handle(intent, time: now)) }
            now += 0.25
            steps += 1
        }
        return (output, now)
    }

    /// A round of eight tasks with every hint takes far less than this many quarter seconds.
    static let playRoundStepLimit = 2000

    static func appIntent(_ intent: GameIntent) -> AppIntent {
        switch intent {
        case .tap(let id): .tap(id)
        case .drag(let from, let to): .drag(from: from, to: to)
        case .trace(let id): .trace(id)
        case .shake: .shake
        }
    }
}
