import ZKApp
import ZKAudio
import ZKCore
import ZKGameKit
import ZKScene

/// Replays a journey on a virtual clock (issue 6): applies each command to the current screen, reports
/// `screen <name>` and `event …` lines through `output`, and ends with `ok` or `fail <reason>`.
@MainActor
public final class ScriptRunner {
    public enum Outcome: Equatable, Sendable {
        case ok
        case fail(String)
    }

    private let registry: ScreenRegistry
    private let output: (String) -> Void
    /// Renders `scene` into a PNG at `path`; returns an error sentence on failure.
    private let screenshot: (Scene, String) -> String?
    public private(set) var size: Size
    public internal(set) var time: Double = 0
    public internal(set) var screen: (any HostScreen)?
    public internal(set) var focus = FocusRing()
    /// True since the last `key`, false after a pointer command: a ring is shown, and a new task
    /// puts it on its first answer (issue 19).
    var keyboardActive = false
    /// Set by `key ctrl-q`: the app has quit like a closed window.
    var quit = false
    private var shownName = ""

    public init(
        registry: ScreenRegistry, size: Size = HostArguments.defaultSize, output: @escaping (String) -> Void,
        screenshot: @escaping (Scene, String) -> String?
    ) {
        self.registry = registry
        self.size = size
        self.output = output
        self.screenshot = screenshot
    }

    /// The scene the script currently sees (laid out per the 375-pt rule).
    public var scene: Scene? {
        screen?.scene(size: Layout.viewport(for: size).layoutSize, time: time)
    }

    /// Runs a whole script text, starting on `startScreen`; prints `ok` or `fail …` last.
    @discardableResult
    public func run(_ text: String, startScreen: String = "demo") -> Outcome {
        let outcome: Outcome
        switch ScriptParser.parse(text) {
        case .failure(let error):
            outcome = .fail(error.description)
        case .success(let commands):
            outcome = execute(commands, startScreen: startScreen)
        }
        switch outcome {
        case .ok: output("ok")
        case .fail(let reason): output("fail \(reason)")
        }
        return outcome
    }

    func execute(_ commands: [(line: Int, command: ScriptCommand)], startScreen: String) -> Outcome {
        if case .failure(let error) = show(startScreen) { return .fail(error.description) }
        for (line, command) in commands {
            if let reason = apply(command) { return .fail("line \(line): \(reason)") }
        }
        return .ok
    }

    private func show(_ key: String) -> Result<Void, ArgumentError> {
        switch registry.make(key) {
        case .success(let next):
            screen = next
            focus = FocusRing()
            shownName = next.name
            output("screen \(next.name)")
            return .success(())
        case .failure(let error):
            return .failure(error)
        }
    }

    /// Applies one command; returns a failure sentence or nil.
    public func apply(_ command: ScriptCommand) -> String? {
        guard !quit else { return "the app has quit (ctrl-q)." }
        guard let screen, var scene else { return "no screen is shown." }
        if let failure = syncFocus(scene) { return failure }
        scene = self.scene ?? scene
        switch command {
        case .tap, .tapAt, .drag, .trace, .hold, .scroll, .shake:
            keyboardActive = false
        default:
            break
        }
        switch command {
        case .size(let newSize):
            size = newSize
            output("event size value=\(newSize)")
            return nil
        case .tap(let id):
            guard let element = scene.element(id), scene.isOnScreen(id) else {
                return "tap \(id): no such element on screen \(screen.name)."
            }
            guard element.role.isActionable, element.isEnabled else {
                return "tap \(id): the element cannot be tapped now."
            }
            // Through the real hit test: the centre of the hit region must reach this element.
            guard let hit = scene.hitTest(element.hitRegion.center), hit.id == id else {
                return "tap \(id): another element covers it."
            }
            let intent: AppIntent = element.role == .adjustable ? .tapAt(id, element.hitRegion.center) : .tap(id)
            return respond(screen.handle(intent, time: time))
        case .tapAt(let id, let point):
            guard let element = scene.element(id), scene.isOnScreen(id) else {
                return "tap \(id): no such element on screen \(screen.name)."
            }
            guard element.role.isActionable, element.isEnabled else {
                return "tap \(id): the element cannot be tapped now."
            }
            guard element.hitRegion.contains(point) else {
                let region = element.hitRegion
                return "tap \(id) \(point.x) \(point.y): the point lies outside the element's hit region "
                    + "(x \(region.minX)…\(region.maxX), y \(region.minY)…\(region.maxY))."
            }
            guard let hit = scene.hitTest(point), hit.id == id else {
                return "tap \(id) \(point.x) \(point.y): another element covers that point."
            }
            let intent: AppIntent = element.role == .adjustable ? .tapAt(id, point) : .tap(id)
            return respond(screen.handle(intent, time: time))
        case .drag(let from, let to):
            guard scene.isOnScreen(from) else { return "drag \(from): no such element on screen \(screen.name)." }
            guard scene.isOnScreen(to) else { return "drag to \(to): no such element on screen \(screen.name)." }
            return respond(screen.handle(.drag(from: from, to: to), time: time))
        case .trace(let id):
            guard let element = scene.element(id), scene.isOnScreen(id) else {
                return "trace \(id): no such element on screen \(screen.name)."
            }
            // The stroke the game wants there (a numeral's open stroke along its template, a
            // sideways shake of the box); elsewhere a stroke across the element's middle (D-0638).
            if let wanted = screen.taskHooks?.stroke(on: id) {
                return respond(screen.handle(.input(.stroke(id, wanted)), time: time))
            }
            let region = element.hitRegion
            let points = (0...20).map {
                Point(x: region.minX + region.width * Double($0) / 20, y: region.center.y)
            }
            return respond(screen.handle(.input(.stroke(id, TracedStroke(points: points, start: time))), time: time))
        case .shake:
            return respond(screen.handle(.shake, time: time))
        case .key(let key):
            return pressKey(key, holding: 0, scene: scene, screen: screen)
        case .keyHold(let key, let seconds):
            return pressKey(key, holding: seconds, scene: scene, screen: screen)
        case .wait(let seconds):
            // Time passes in small steps so timers fire in order; the headless host plays no
            // voice, so every line has ended by the next step.
            let end = time + seconds
            while time < end {
                time = min(end, time + ScriptRunner.tickStep)
                screen.audioStatus(voicePlaying: false)
                if let failure = respond(screen.tick(time: time)) { return failure }
            }
            return nil
        case .type(let text):
            return respond(screen.handle(.text(text), time: time))
        case .hold(let id, let seconds):
            guard let element = scene.element(id), scene.isOnScreen(id), element.isEnabled else {
                return "hold \(id): no such element on screen \(screen.name)."
            }
            if let failure = respond(screen.handle(.press(id), time: time)) { return failure }
            let end = time + seconds
            while time < end, self.screen === screen {
                time = min(end, time + ScriptRunner.tickStep)
                if let failure = respond(screen.tick(time: time)) { return failure }
            }
            return self.screen === screen ? respond(screen.handle(.release(id), time: time)) : nil
        case .scroll(let id, let points):
            guard let element = scene.element(id), scene.isOnScreen(id) else {
                return "scroll \(id): no such element on screen \(screen.name)."
            }
            guard element.role.scrolls, element.isEnabled else {
                return "scroll \(id): the element does not scroll."
            }
            output("event scroll id=\(id) points=\(points)")
            return respond(screen.handle(.input(.scroll(id, delta: points)), time: time))
        case .expect(let id):
            guard scene.isOnScreen(id) else { return "expected \(id) on screen \(screen.name), but it is not there." }
            output("event expect id=\(id)")
            return nil
        case .solve:
            guard let hooks = screen.taskHooks, let intent = hooks.correctIntent else {
                return "solve needs a game task on screen, and screen \(screen.name) has none."
            }
            return send(intent, to: screen)
        case .answerWrong:
            guard let hooks = screen.taskHooks, let intent = hooks.wrongIntent else {
                return "answer-wrong needs a game task on screen, and screen \(screen.name) has none."
            }
            return send(intent, to: screen)
        case .playRound:
            guard let hooks = screen.roundHooks else {
                return "play-round needs a running game round, and screen \(screen.name) runs none."
            }
            return respond(hooks.playRemainingTasks(time: time))
        case .passGate:
            guard let word = scene.element(A11yID(.parentalGate, "challenge"))?.label,
                let number = GermanNumberWords.number(writtenAs: word)
            else { return "pass-gate needs the parental gate on screen, and screen \(screen.name) shows none." }
            for digit in String(number).compactMap(\.wholeNumberValue) {
                if let failure = apply(.tap(.keypadKey(digit))) { return failure }
            }
            return nil
        case .screenshot(let path):
            if let error = screenshot(scene, path) { return "screenshot \(path): \(error)" }
            output("event screenshot file=\(path)")
            return nil
        case .screen(let key):
            if case .failure(let error) = show(key) { return error.description }
            return nil
        }
    }

    /// A hook's intent: a tap goes through the hit test like a finger; anything else is sent as is.
    private func send(_ intent: AppIntent, to screen: any HostScreen) -> String? {
        if case .input(.tap(let id)) = intent { return apply(.tap(id)) }
        return respond(screen.handle(intent, time: time))
    }

    /// `event audio prompt=num.7.q`: what the audio service was asked to play.
    static func describe(_ sound: AudioEvent) -> String {
        switch sound {
        case .prompt(let id): "event audio prompt=\(id)"
        case .feedback(let id): "event audio feedback=\(id)"
        case .effect(let id): "event audio effect=\(id)"
        case .music(let id): "event audio music=\(id?.rawValue ?? "off")"
        case .stopVoice: "event audio stop=voice"
        case .channels(let on):
            "event audio channels voice=\(on.voice) effects=\(on.effects) music=\(on.music)"
        }
    }

    func respond(_ response: HostResponse) -> String? {
        for event in response.events { output(event.description) }
        for sound in response.audio { output(ScriptRunner.describe(sound)) }
        if let next = response.navigate, case .failure(let error) = show(next) { return error.description }
        reportScreenChange()
        return nil
    }

    /// A screen that moves on by itself (the app's router) is reported like a registry navigation.
    private func reportScreenChange() {
        guard let screen, screen.name != shownName else { return }
        shownName = screen.name
        focus = FocusRing()
        output("screen \(screen.name)")
    }

    /// Where a script's `output` lines go, for the key handling in `ScriptRunner+Keys`.
    func say(_ line: String) {
        output(line)
    }

    /// Virtual time advances in steps of this many seconds during `wait` and `hold`.
    static let tickStep = 0.1
}
