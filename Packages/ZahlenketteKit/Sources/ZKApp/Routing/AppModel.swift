import Foundation
import ZKAudio
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKParentArea
import ZKPersistence
import ZKScene

/// The app as one state machine (docs/app.md#screens): intents in, a scene and effects out. It
/// holds the current destination (one screen with its model), hands intents and time to it, and
/// performs the effects that need the store, the engine or the games. Hosts draw `scene(at:)` and
/// play `AppOutput.audio`; times are monotonic seconds from the host's clock.
@MainActor
public final class AppModel {
    public let environment: AppEnvironment
    let coordinator: RoundResultCoordinator
    /// False when the host has no working audio device: the rounds from the next one on behave as
    /// with the voice off (issue 19: every game's picture fallback). Hosts update it when a device
    /// fails or returns.
    public var voiceAvailable: Bool
    /// Who is in front of the screen and what it shows: the one place the app's state lives.
    var state: AppState
    /// Reduce Motion (docs/design-system.md#scene-essentials-for-screen-authors): the parent's switch in the device settings (it applies at
    /// once), or the host's `--reduce-motion`.
    public var reduceMotion: Bool { hostReducesMotion || environment.settings.settings.reduceMotion }
    /// The host asked for reduced motion for this run, whatever the settings say.
    public var hostReducesMotion = false
    /// The window's size, set by `.resize`; the scene has this size.
    public private(set) var windowSize = Size(width: 1024, height: 768)
    /// The layout size screens are drawn at: the window, less the sandbox's label band.
    public private(set) var viewport = Size(width: 1024, height: 768)
    /// When the window went to the background, nil while it is active.
    var backgroundedAt: Double?
    /// Continuous time as of the last update: what screens read it as, so drawing stays pure.
    var continuousAtUpdate = 0.0
    /// Whether a voice line played at the last tick: the speaker shows it (issue 19).
    var voicePlayingAtUpdate = false
    /// The locked games whose "ask a grown-up" line was spoken today (docs/store.md#s-24).
    let askParentLines = AskParentLines()
    /// The parent area's last complete read of the family (D-1116).
    let parentFamilyCache = ParentFamilyCache()
    /// Folders the export and the report are written into, the first that works (the desktop:
    /// the XDG documents folder, ~/Documents, the data folder; D-0906). Empty: the data folder.
    public var documentFolders: [URL] = []
    /// Writes the printable report (the desktop: a PDF through cairo); nil where none exists.
    public var reportWriter: (any ReportWriter)?

    public init(environment: AppEnvironment, time: Double, voiceAvailable: Bool = true) {
        self.environment = environment
        self.coordinator = RoundResultCoordinator(environment: environment)
        self.voiceAvailable = voiceAvailable
        self.state = .entry(.splash(SplashScreen(startedAt: time)))
        self.viewport = screenSize(inWindow: windowSize)
    }

    /// The screen shown now.
    public var screen: ScreenID { destination.screenID }

    /// The screen shown now, with its model.
    var destination: Destination { state.destination }

    /// Sentences for the parent area about launch problems and failed saves (catalog keys).
    public var parentNotices: [String] { environment.notices.messageKeys }

    var catalog: ContentCatalog { environment.catalog }
    var store: PersistenceStore { environment.store }
    var voiceEnabled: Bool { voiceAvailable && environment.settings.settings.voiceEnabled }

    func context(_ time: Double, voicePlaying: Bool? = nil) -> ScreenContext {
        ScreenContext(
            size: viewport, time: time, catalog: catalog, reduceMotion: reduceMotion,
            parentDisplay: environment.parentDisplay, voicePlaying: voicePlaying ?? voicePlayingAtUpdate,
            continuousNow: continuousAtUpdate)
    }

    // MARK: - Drawing

    /// The current screen at `time`: a pure function of the model. With two minutes of play
    /// left, child screens carry the setting sun (docs/app.md#sessions-daily-limits-and-the-gate), a picture without digits.
    public func scene(at time: Double) -> Scene {
        sandboxLabelled(screenScene(at: time))
    }

    private func screenScene(at time: Double) -> Scene {
        let scene = destination.screen.scene(context(time))
        guard case .child(let session, let place) = state else { return scene }
        return sessions.evening(over: scene, session, shown: place)
    }

    public func isAnimating(at time: Double) -> Bool {
        destination.screen.isAnimating(context(time))
    }

    /// What a screen reader says for `events` (`Announcements`).
    public func announcements(for events: [AppEvent]) -> [String] {
        Announcements(catalog: catalog).sentences(for: events)
    }

    // MARK: - Updates

    /// Advances timers. `voicePlaying` is the audio service's state: when no line plays, the line
    /// the round waits for has ended.
    public func tick(time: Double, voicePlaying: Bool) -> AppOutput {
        voiced(advance(time: time, voicePlaying: voicePlaying))
    }

    public func handle(_ intent: AppIntent, time: Double) -> AppOutput {
        voiced(respond(to: intent, time: time))
    }

    /// Every voice line in the language it is spoken in, with a child's home words in a round
    /// (`VoiceLines`).
    private func voiced(_ output: AppOutput) -> AppOutput {
        var roundLanguage: String?
        if case .child(.game(let container)) = destination { roundLanguage = container.active.language }
        var output = output
        output.audio = VoiceLines(catalog: catalog, appLanguage: environment.language).voiced(
            output.audio, roundLanguage: roundLanguage, homeLanguage: state.session?.profile.homeLanguage)
        return output
    }

    private func advance(time: Double, voicePlaying: Bool) -> AppOutput {
        continuousAtUpdate = environment.continuousTime.seconds
        if parent.passEnded(in: state) { return open(.profilePicker, saying: nil) }
        voicePlayingAtUpdate = voicePlaying
        var output = pollStore(time: time)
        output.append(update(context(time, voicePlaying: voicePlaying)) { screen, context in screen.tick(context) })
        if backgroundedAt == nil { output.append(tickSession(time: time, voicePlaying: voicePlaying)) }
        return output
    }

    private func respond(to intent: AppIntent, time: Double) -> AppOutput {
        continuousAtUpdate = environment.continuousTime.seconds
        switch intent {
        case .resize(let size):
            resize(to: size)
            return AppOutput()
        case .suspend:
            wentToBackground(time: time)
        case .activate:
            // Back in front: the store is asked again, as StoreKit apps do (docs/store.md#offline-and-a-moved-clock).
            subscriptions.requestEntitlement()
            if let ended = cameBack(time: time) { return ended }
        case .toggleDeveloperPanel:
            return toggleDeveloperPanel(time: time)
        case .input, .text, .deleteBackward, .focus:
            state.updateSession { $0.meter.noteActivity(at: time) }
            state.touchPass(at: environment.continuousTime.seconds)
        }
        return update(context(time)) { screen, context in screen.handle(intent, context) }
    }

    /// A new layout size: the round in play lays itself out again (open drags return home).
    func resize(to size: Size) {
        windowSize = size
        let inner = screenSize(inWindow: size)
        guard inner != viewport else { return }
        viewport = inner
        if case .child(_, .game(let container)) = state { container.layout(for: viewport) }
    }

    func update(
        _ context: ScreenContext, _ body: (inout any ScreenModel, ScreenContext) -> [AppEffect]
    ) -> AppOutput {
        var screen = destination.screen
        let effects = body(&screen, context)
        state.replaceScreen(with: screen.destination)
        var output = perform(effects, time: context.time)
        output.append(settleEntitlement())
        return output
    }

    /// Performs what screens asked for, in order.
    func perform(_ effects: [AppEffect], time: Double) -> AppOutput {
        var output = AppOutput()
        for effect in effects {
            switch effect {
            case .audio(let audio):
                output.audio.append(audio)
            case .event(let event):
                output.events.append(event)
            case .open(let request, let line):
                output.append(open(request, saying: line))
            case .session(let effect):
                output.append(sessionStep(effect, time: time))
            case .onboarding(let effect):
                output.append(onboardingStep(effect, time: time))
            case .play(let effect):
                output.append(playStep(effect, time: time))
            case .gate(let effect):
                output.append(gateStep(effect, time: time))
            case .store(let request):
                output.append(storeStep(request, time: time))
            case .world(let effect):
                output.append(worldStep(effect, time: time))
            case .parent(let action):
                output.append(parentStep(action))
            }
        }
        return output
    }

    /// Runs a child's flow on the child's session: the screen it shows becomes
    /// `.child(session, place)`, what that screen asked for at once is performed, and a day that
    /// ends there ends the session (S-16). Without a session there is no child, and nothing happens.
    func inChild(time: Double, _ flow: (inout ChildSession) -> ChildOutcome) -> AppOutput {
        guard var session = state.session else { return AppOutput() }
        let outcome = flow(&session)
        if let place = outcome.place {
            state = .child(session, place)
        } else {
            state.updateSession { $0 = session }
        }
        var output = outcome.output
        if !outcome.effects.isEmpty { output.append(perform(outcome.effects, time: time)) }
        if outcome.endsDay { output.append(lockToday()) }
        return output
    }

    /// Moves to what a flow chose, if anything, and passes on what it said.
    func apply(_ outcome: StateOutcome) -> AppOutput {
        if let next = outcome.next { state = next }
        return outcome.output
    }

    /// Moves to `next`, reporting its screen and speaking `line` (or quieting the voice; `quiet`
    /// screens such as the gate send no sound at all).
    func show(_ next: AppState, saying line: AudioID?, quiet: Bool = false) -> AppOutput {
        state = next
        return .shown(next.destination.screenID, saying: line, quiet: quiet)
    }
}
