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

    /// Where `screen KEY` opens its screen from (docs/design-system.md#host-modes).
    private let options: AppLauncher.Options
    private let output: (String) -> Void
    /// Renders `scene` into a PNG at `path`; returns an error sentence on failure.
    private let screenshot: (Scene, String) -> String?
    public private(set) var size: Size
    public internal(set) var time: Double = 0
    public internal(set) var screen: AppScreen?
    public internal(set) var focus = FocusRing()
    /// True since the last `key`, false after a pointer command: a ring is shown, and a new task
    /// puts it on its first answer (issue 19).
    var keyboardActive = false
    /// Set by `key ctrl-q`: the app has quit like a closed window.
    var quit = false
    private var shownName = ""

    public init(
        options: AppLauncher.Options, size: Size = HostArguments.defaultSize, output: @escaping (String) -> Void,
        screenshot: @escaping (Scene, String) -> String?
    ) {
        self.options = options
        self.size = size
        self.output = output
        self.screenshot = screenshot
    }

    /// The scene the script currently sees (laid out per the 375-pt rule).
    public var scene: Scene? {
        screen?.scene(size: Layout.viewport(for: size).layoutSize, time: time)
    }

    /// Runs a whole script text, starting on `startScreen` (journeys start where a child starts:
    /// the app's splash screen); prints `ok` or `fail …` last.
    @discardableResult
    public func run(_ text: String, startScreen: String = "app") -> Outcome {
        run(text) { AppLauncher.open(startScreen, options: options) }
    }

    /// Runs a whole script text on a screen already open (a fixture the caller prepared).
    @discardableResult
    public func run(_ text: String, on start: AppScreen) -> Outcome {
        run(text) { .success(start) }
    }

    private func run(_ text: String, start: () -> Result<AppScreen, ArgumentError>) -> Outcome {
        let outcome: Outcome
        switch ScriptParser.parse(text) {
        case .failure(let error):
            outcome = .fail(error.description)
        case .success(let commands):
            switch start() {
            case .failure(let error):
                outcome = .fail(error.description)
            case .success(let screen):
                show(screen)
                outcome = execute(commands)
            }
        }
        switch outcome {
        case .ok: output("ok")
        case .fail(let reason): output("fail \(reason)")
        }
        return outcome
    }

    func execute(_ commands: [(line: Int, command: ScriptCommand)]) -> Outcome {
        for (line, command) in commands {
            if let reason = apply(command) { return .fail("line \(line): \(reason)") }
        }
        return .ok
    }

    private func show(_ next: AppScreen) {
        screen = next
        focus = FocusRing()
        shownName = next.name
        output("screen \(next.name)")
    }

    /// Applies one command; returns a failure sentence or nil.
    public func apply(_ command: ScriptCommand) -> String? {
        guard !quit else { return "the app has quit (ctrl-q)." }
        guard let screen, var scene else { return "no screen is shown." }
        syncFocus(scene)
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
            respond(screen.handle(intent, time: time))
            return nil
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
            respond(screen.handle(intent, time: time))
            return nil
        case .drag(let from, let to):
            guard scene.isOnScreen(from) else { return "drag \(from): no such element on screen \(screen.name)." }
            guard scene.isOnScreen(to) else { return "drag to \(to): no such element on screen \(screen.name)." }
            respond(screen.handle(.drag(from: from, to: to), time: time))
            return nil
        case .trace(let id):
            guard let element = scene.element(id), scene.isOnScreen(id) else {
                return "trace \(id): no such element on screen \(screen.name)."
            }
            // The stroke the game wants there (a numeral's open stroke along its template, a
            // sideways shake of the box); elsewhere a stroke across the element's middle (D-0638).
            if let wanted = screen.stroke(on: id) {
                respond(screen.handle(.input(.stroke(id, wanted)), time: time))
                return nil
            }
            let region = element.hitRegion
            let points = (0...20).map {
                Point(x: region.minX + region.width * Double($0) / 20, y: region.center.y)
            }
            respond(screen.handle(.input(.stroke(id, TracedStroke(points: points, start: time))), time: time))
            return nil
        case .shake:
            respond(screen.handle(.shake, time: time))
            return nil
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
                respond(screen.tick(time: time))
            }
            return nil
        case .type(let text):
            respond(screen.handle(.text(text), time: time))
            return nil
        case .hold(let id, let seconds):
            guard let element = scene.element(id), scene.isOnScreen(id), element.isEnabled else {
                return "hold \(id): no such element on screen \(screen.name)."
            }
            respond(screen.handle(.press(id), time: time))
            let end = time + seconds
            while time < end {
                time = min(end, time + ScriptRunner.tickStep)
                respond(screen.tick(time: time))
            }
            respond(screen.handle(.release(id), time: time))
            return nil
        case .scroll(let id, let points):
            guard let element = scene.element(id), scene.isOnScreen(id) else {
                return "scroll \(id): no such element on screen \(screen.name)."
            }
            guard element.role.scrolls, element.isEnabled else {
                return "scroll \(id): the element does not scroll."
            }
            output("event scroll id=\(id) points=\(points)")
            respond(screen.handle(.input(.scroll(id, delta: points)), time: time))
            return nil
        case .expect(let id):
            guard scene.isOnScreen(id) else { return "expected \(id) on screen \(screen.name), but it is not there." }
            output("event expect id=\(id)")
            return nil
        case .solve:
            guard let intent = screen.correctIntent else {
                return "solve needs a game task on screen, and screen \(screen.name) has none."
            }
            return send(intent, to: screen)
        case .answerWrong:
            guard let intent = screen.wrongIntent else {
                return "answer-wrong needs a game task on screen, and screen \(screen.name) has none."
            }
            return send(intent, to: screen)
        case .playRound:
            guard let played = screen.playRemainingTasks(time: time) else {
                return "play-round needs a running game round, and screen \(screen.name) runs none."
            }
            respond(played)
            return nil
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
            switch AppLauncher.open(key, options: options) {
            case .success(let next): show(next)
            case .failure(let error): return error.description
            }
            return nil
        }
    }

    /// A hook's intent: a tap goes through the hit test like a finger; anything else is sent as is.
    private func send(_ intent: AppIntent, to screen: AppScreen) -> String? {
        if case .input(.tap(let id)) = intent { return apply(.tap(id)) }
        respond(screen.handle(intent, time: time))
        return nil
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

    func respond(_ response: HostResponse) {
        for event in response.events { output(event.line) }
        for sound in response.audio { output(ScriptRunner.describe(sound)) }
        reportScreenChange()
    }

    /// A screen the app moved on to by itself (its router) is reported like one a script opened.
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
