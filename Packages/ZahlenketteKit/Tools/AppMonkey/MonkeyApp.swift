import Foundation
import ZKApp
import ZKContent
import ZKCore
import ZKGameKit
import ZKGameList
import ZKScene

/// The real app on a data folder, driven the way the desktop host drives it: intents by ID
/// through the scene's hit test, ticks in tenths of a second, the voice silent (every line ends
/// at once). `restart` closes the store and opens a new `AppModel` on the same folder and device.
@MainActor
public final class MonkeyApp {
    public let dataDirectory: URL
    let resources: URL
    let device: MonkeyDevice
    let seed: UInt64
    /// The content, loaded at the first launch; restarts reopen the store, not the content files.
    private let content: LoadedContentStore
    public private(set) var model: AppModel
    /// The host's monotonic seconds.
    private(set) var time = 0.0
    private(set) var size = LayoutAudit.standardSizes[3]

    /// A fresh app on `dataDirectory` with the shipped content in `resources`; nil when the app
    /// could not start at all (no store, not even in memory).
    public init?(resources: URL, dataDirectory: URL, seed: UInt64) {
        self.resources = resources
        self.dataDirectory = dataDirectory
        self.seed = seed
        let device = MonkeyDevice()
        self.device = device
        let content = AppBootstrap.loadContent(resources, games: GameRegistry.allGames().gameIDs)
        self.content = content
        guard let model = MonkeyApp.launch(resources, dataDirectory, device, seed, content) else { return nil }
        self.model = model
        _ = model.handle(.resize(size), time: 0)
    }

    private static func launch(
        _ resources: URL, _ folder: URL, _ device: MonkeyDevice, _ seed: UInt64, _ content: LoadedContentStore
    ) -> AppModel? {
        guard
            let environment = AppBootstrap.environment(
                resources: resources, dataDirectory: folder,
                fallbackDirectory: folder.appendingPathComponent("fallback"), clock: device.clock,
                continuousTime: device.continuousTime, seed: seed, content: content)
        else { return nil }
        return AppModel(environment: environment, time: 0)
    }

    public var screen: ScreenID { model.screen }
    /// The scene now. It is drawn once per state: the monkey reads it several times per input, and
    /// drawing is most of its work. Every change goes through `send`, `tick` or `restart`, which
    /// forget it.
    public var scene: Scene {
        if let drawn { return drawn }
        let scene = model.scene(at: time)
        drawn = scene
        return scene
    }
    private var drawn: Scene?

    /// Closes the store; the app may not be used afterwards.
    public func close() {
        model.environment.store.close()
    }

    /// Performs `input`; false when a restart found no store to open.
    func perform(_ input: MonkeyInput) -> Bool {
        switch input {
        case .tap(let id): tapElement(id)
        case .tapPoint(let x, let y): tapPoint(Point(x: x * size.width, y: y * size.height))
        case .drag(let from, let to):
            if present(from), present(to) { send(.drag(from: from, to: to)) }
        case .hold(let id, let seconds):
            guard present(id) else { break }
            send(.press(id))
            wait(seconds)
            send(.release(id))
        case .scroll(let id, let delta):
            if present(id) { send(.input(.scroll(id, delta: delta))) }
        case .stroke(let id, let scribble): stroke(id, scribble: scribble)
        case .shake: send(.shake)
        case .text(let text): send(.text(text))
        case .deleteBackward: send(.deleteBackward)
        case .developerKey: send(.toggleDeveloperPanel)
        case .resize(let index):
            size = LayoutAudit.standardSizes[index]
            send(.resize(size))
        case .focusLoss(let seconds):
            send(.suspend)
            device.pass(seconds)
            time += seconds
            send(.activate)
        case .wait(let seconds): wait(seconds)
        case .timeJump(let hours):
            device.pass(hours * 3600)
            time += hours * 3600
            tick()
        case .restart: return restart()
        case .solve: solve()
        case .passGate: passGate()
        case .stayBusy(let minutes): stayBusy(minutes)
        case .scrollAndTap(let id): scrollAndTap(id)
        }
        wait(0.1)
        return true
    }

    private func present(_ id: A11yID) -> Bool {
        scene.element(id) != nil
    }

    private func send(_ intent: AppIntent) {
        drawn = nil
        _ = model.handle(intent, time: time)
    }

    private func tick() {
        drawn = nil
        _ = model.tick(time: time, voicePlaying: false)
    }

    private func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end - 1e-9 {
            time += 0.1
            device.pass(0.1)
            tick()
        }
    }

    /// A finger on an element: only when it is on screen and on top, as the host's hit test decides.
    private func tapElement(_ id: A11yID) {
        let current = scene
        guard let element = current.element(id), current.hitTest(element.hitRegion.center)?.id == id else { return }
        send(element.role == .adjustable ? .tapAt(id, element.hitRegion.center) : .tap(id))
    }

    private func tapPoint(_ point: Point) {
        guard let element = scene.hitTest(point) else { return }
        send(element.role == .adjustable ? .tapAt(element.id, point) : .tap(element.id))
    }

    private func stroke(_ id: A11yID, scribble: Bool) {
        guard let element = scene.element(id) else { return }
        if !scribble, let wanted = AppJourney(model).stroke(on: id) {
            send(.input(.stroke(id, wanted)))
            return
        }
        let frame = element.hitRegion
        let points = (0..<12).map { step in
            let t = Double(step) / 11
            return Point(x: frame.minX + frame.width * t, y: frame.minY + frame.height * (0.5 + 0.4 * sin(t * 9)))
        }
        send(.input(.stroke(id, TracedStroke(points: points, start: time))))
    }

    /// A child busy on one screen for `minutes`: a tap every 20 seconds, the app ticked once a
    /// second, as a host that draws one frame a second would (the limits and breaks count minutes).
    private func stayBusy(_ minutes: Int) {
        let start = screen
        for second in 0..<(minutes * 60) where screen == start {
            if second % 20 == 0 { send(.tap(.root(screen))) }
            time += 1
            device.pass(1)
            tick()
        }
    }

    /// Scrolls `Snn.content` to the top, then down in wheel steps until `id` takes taps (or the
    /// page ends), then taps it; nothing when the page does not scroll.
    private func scrollAndTap(_ id: A11yID) {
        let content = A11yID(screen, "content")
        guard present(content) else { return }
        send(.input(.scroll(content, delta: -100_000)))
        for _ in 0..<60 where !takesTaps(id) {
            let before = scene
            send(.input(.scroll(content, delta: 120)))
            if scene == before { break }
        }
        tapElement(id)
    }

    private func takesTaps(_ id: A11yID) -> Bool {
        let current = scene
        guard let element = current.element(id) else { return false }
        return current.hitTest(element.hitRegion.center)?.id == id
    }

    private func solve() {
        guard let intent = AppJourney(model).correctIntent else { return }
        send(intent)
    }

    private func passGate() {
        guard screen == .parentalGate, let word = scene.element(A11yID(.parentalGate, "challenge"))?.label,
            let number = GermanNumberWords.number(writtenAs: word)
        else { return }
        for digit in String(number).compactMap(\.wholeNumberValue) { tapElement(.keypadKey(digit)) }
    }

    private func restart() -> Bool {
        close()
        drawn = nil
        guard let next = MonkeyApp.launch(resources, dataDirectory, device, seed, content) else { return false }
        model = next
        time = 0
        send(.resize(size))
        return true
    }
}
