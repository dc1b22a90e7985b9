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
    let coordinator: RoundResultCoordinator
    /// False when the host has no audio device: the rounds then behave as with the voice off.
    let voiceAvailable: Bool
    public internal(set) var screen: ScreenID = .splash
    public var reduceMotion = false

    let startedAt: Double
    var form = CreateProfileForm()
    var picker = ProfilePickerScreen.Model(profiles: [])
    var session: ChildSession?
    var stars = 0
    var active: ActiveRound?
    var roundEnd: RoundEndScreen.Model?
    /// True while Entdecken asks which way to play (S-07 before a round).
    var choosingEntdeckenMode = false
    var lastSize: Size?

    public init(environment: AppEnvironment, time: Double, voiceAvailable: Bool = true) {
        self.environment = environment
        self.coordinator = RoundResultCoordinator(environment: environment)
        self.voiceAvailable = voiceAvailable
        self.startedAt = time
    }

    /// Sentences for the parent area about launch problems and failed saves (catalog keys).
    public var parentNotices: [String] { environment.notices }

    var catalog: ContentCatalog { environment.catalog }
    var store: PersistenceStore { environment.store }
    var voiceEnabled: Bool { voiceAvailable && environment.settings.settings.voiceEnabled }

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
                return leaveRound()
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
        case .tapAt(let id, let point):
            return roundIntent(.tapAt(id, point), time: time)
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
        return complete ? leaveRound() : AppOutput(audio: [.prompt(.common("press_home"))])
    }
}
