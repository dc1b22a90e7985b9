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
        self.viewport = StoreFlow(environment: environment).screenSize(inWindow: windowSize)
    }

    /// The screen shown now.
    public var screen: ScreenID { destination.screenID }

    /// The screen shown now, with its model.
    var destination: Destination { state.destination }

    /// Sentences for the parent area about launch problems and failed saves (catalog keys).
    public var parentNotices: [String] { environment.notices.messageKeys }

    var catalog: ContentCatalog { environment.catalog }
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
        storeFlow.sandboxLabelled(screenScene(at: time), on: destination.screenID)
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
        if backgroundedAt == nil {
            output.append(
                inSession { sessions.tick(&$0, on: state.childPlace, time: time, voicePlaying: voicePlaying) })
        }
        return output
    }

    private func respond(to intent: AppIntent, time: Double) -> AppOutput {
        continuousAtUpdate = environment.continuousTime.seconds
        switch intent {
        case .resize(let size):
            resize(to: size)
            return AppOutput()
        case .suspend:
            backgroundedAt = time
            inSession { sessions.wentToBackground(&$0) }
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

    /// The window is back: after five minutes away the session has ended (nil: play goes on).
    private func cameBack(time: Double) -> AppOutput? {
        var session = state.session
        let ended = sessions.cameBack(&session, after: backgroundedAt.map { time - $0 })
        backgroundedAt = nil
        if let session { state.updateSession { $0 = session } }
        return ended.map { apply($0) }
    }

    /// A new layout size: the round in play lays itself out again (open drags return home).
    func resize(to size: Size) {
        windowSize = size
        let inner = storeFlow.screenSize(inWindow: size)
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

    /// Performs what screens and flows asked for, in order.
    func perform(_ effects: [AppEffect], time: Double) -> AppOutput {
        effects.reduce(into: AppOutput()) { output, effect in output.append(perform(effect, time: time)) }
    }

    /// One effect, handed to the flow of its feature (docs/app.md#flows).
    private func perform(_ effect: AppEffect, time: Double) -> AppOutput {
        switch effect {
        case .audio(let audio): AppOutput(audio: [audio])
        case .event(let event): AppOutput(events: [event])
        case .open(let request, let line): open(request, saying: line)
        case .session(let effect): inSession(time: time) { sessions.perform(effect, &$0, time: time) }
        case .onboarding(let effect): apply(onboarding.perform(effect, shown: state), time: time)
        case .play(let effect):
            inChild(time: time) { rounds.perform(effect, &$0, shown: state.childPlace, time: time) }
        case .gate(let effect):
            inSession(time: time) { gate.perform(effect, on: state, pass: openPass, paused: &$0) }
        case .store(let request): storeStep(request, time: time)
        case .world(let effect):
            inChild(time: time) { world.perform(effect, &$0, shown: state.childPlace, time: time) }
        case .parent(let action):
            behindPass(for: .parentArea, from: .profilePicker) { parent.perform(action, pass: $0, on: state) }
        }
    }

    /// Opens a screen from stored data (docs/app.md#flows): each request goes to the flow that owns
    /// it, the child's screens only with the child's session (else the picker).
    func open(_ request: ScreenRequest, saying line: AudioID?) -> AppOutput {
        switch request {
        case .onboarding(let page): apply(onboarding.open(page, saying: line))
        case .session(let page): inSession { sessions.open(page, &$0, saying: line) }
        case .round where state.session == nil, .world where state.session == nil:
            open(.profilePicker, saying: .common("who_plays"))
        case .round(let page): inChild(time: 0) { rounds.open(page, $0, saying: line) }
        case .world(let page): inChild(time: 0) { world.open(page, $0, saying: line) }
        case .parentArea(let page): behindPass(for: .parentArea, from: .profilePicker) { parent.open(page, pass: $0) }
        case .subscription(let back):
            behindPass(for: .subscription(returnTo: back), from: destination.screenID) {
                storeFlow.subscription(returnTo: back, pass: $0, paused: state.session)
            }
        }
    }

    /// The gate's pass while a grown-up is behind it and it is still open.
    var openPass: GatePass? { state.pass.flatMap { $0.isOpen(at: environment.continuousNow) ? $0 : nil } }

    /// The gate rule (docs/app.md#flows): the parent area's pages, what a grown-up does there and
    /// S-24 only behind an open pass; else the gate first, for `purpose`, opened from `screen`.
    func behindPass(
        for purpose: GatePurpose, from screen: ScreenID, _ flow: (GatePass) -> StateOutcome?
    ) -> AppOutput {
        if let pass = openPass, let outcome = flow(pass) { return apply(outcome) }
        return inSession { gate.open(for: purpose, from: screen, pass: openPass, paused: &$0) }
    }

    /// Runs a child's flow on the child's session and applies what it chose; without a session
    /// there is no child, and nothing happens.
    func inChild(time: Double, _ flow: (inout ChildSession) -> ChildOutcome) -> AppOutput {
        guard var session = state.session else { return AppOutput() }
        let outcome = flow(&session)
        state.updateSession { $0 = session }
        return apply(outcome.state(on: session), time: time)
    }

    /// Runs a flow on the child's session wherever it is (playing, or paused under the gate, S-24
    /// or the developer panel), or on none, puts it back and applies what the flow chose.
    @discardableResult
    func inSession(time: Double = 0, _ flow: (inout ChildSession?) -> StateOutcome) -> AppOutput {
        var session = state.session
        let outcome = flow(&session)
        if let session { state.updateSession { $0 = session } }
        return apply(outcome, time: time)
    }

    /// Moves to what a flow chose, if anything, passes on what it said and performs what follows.
    func apply(_ outcome: StateOutcome, time: Double = 0) -> AppOutput {
        if let next = outcome.next { state = next }
        var output = outcome.output
        output.append(perform(outcome.effects, time: time))
        return output
    }
}
