import Foundation
import ZKApp
import ZKCore
import ZKScene
import ZahlenketteDesktopCore
import ZahlenketteDesktopSDL

/// The app, its clocks and the renderer, played like a child who knows every answer: the soak
/// and the app benchmark drive it.
@MainActor
struct SoakRun {
    let model: AppModel
    let clock: AdjustableClock
    let continuous: SoakContinuousTime
    let canvas: OffscreenCanvas
    private(set) var time = 0.0
    private let timer = ContinuousClock()

    init(model: AppModel, clock: AdjustableClock, continuous: SoakContinuousTime, canvas: OffscreenCanvas) {
        self.model = model
        self.clock = clock
        self.continuous = continuous
        self.canvas = canvas
        _ = model.handle(.resize(Size(width: 1024, height: 768)), time: 0)
    }

    /// The app on a fresh store in `folder`, its clock at a fixed Berlin morning, with the real
    /// renderer; nil when the resources, the store or the renderer are missing.
    static func start(in folder: URL) -> SoakRun? {
        let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        let clock = AdjustableClock(base: FixedClock(now: Date(timeIntervalSince1970: 1_790_838_000), timeZone: berlin))
        let continuous = SoakContinuousTime()
        guard case .success(let resources) = ResourceLocator.process,
            let environment = AppBootstrap.environment(
                resources: resources.root, dataDirectory: folder,
                fallbackDirectory: folder.appendingPathComponent("fallback"), clock: clock,
                continuousTime: continuous, seed: 2026),
            let fonts = try? FontLibrary(),
            let canvas = try? OffscreenCanvas(pixelWidth: 1024, pixelHeight: 768, fonts: fonts)
        else { return nil }
        return SoakRun(
            model: AppModel(environment: environment, time: 0), clock: clock, continuous: continuous, canvas: canvas)
    }

    mutating func advance(_ seconds: Double) {
        let end = time + seconds
        while time < end {
            time += 0.1
            clock.advance(by: 0.1)
            continuous.advance(by: 0.1)
            _ = model.tick(time: time, voicePlaying: false)
        }
    }

    /// First launch to S-05; the parent turns the limit and the break off (docs/app.md#sessions-daily-limits-and-the-gate).
    mutating func createChild() -> Bool {
        advance(1.5)
        tap(.welcomeStart)
        passGate()
        for id in [A11yID.createProfileAvatar(0), .createProfileLevel(.vorschule), .createProfileConfirm] { tap(id) }
        let store = model.environment.store
        guard var profile = try? store.profiles.profiles().first else { return false }
        profile.dailyLimitMinutes = nil
        profile.breakNudgeMinutes = nil
        guard (try? store.profiles.update(profile)) != nil else { return false }
        return model.screen == .home
    }

    /// The night: the device sleeps until the next morning.
    mutating func nextDay() {
        _ = model.handle(.suspend, time: time)
        clock.advance(by: 86_400)
        continuous.advance(by: 86_400)
        time += 86_400
        _ = model.handle(.activate, time: time)
        advance(0.5)
    }

    /// Plays one round of `game` from wherever the app is to S-08 and back home; the frame times
    /// (scene plus rasterization) at each answer, or nil when the round did not end.
    mutating func playRound(of game: GameID) -> [Double]? {
        var frames: [Double] = []
        var started = false
        for _ in 0..<4000 {
            switch model.screen {
            case .profilePicker: tap(.profileTile(0))  // the night ended the session
            case .home where !started: tap(.home(.play))
            case .gamePicker where !started:
                tap(.gameTile(game))
                started = true
            case .roundEnd where started:
                tap(.roundEndHome)
                return frames
            case .gameContainer:
                if let intent = AppJourney(model).correctIntent {
                    let start = timer.now
                    canvas.render(model.scene(at: time))
                    frames.append(Benchmarks.milliseconds(timer.now - start))
                    _ = model.handle(intent, time: time)
                    advance(0.3)
                } else if let mode = roundMode() {
                    tap(mode)
                } else {
                    advance(0.2)
                }
            default: advance(0.2)
            }
        }
        return nil
    }

    /// An entry mode that plays a round (free explore has no end: docs/games.md#entdecken).
    func roundMode() -> A11yID? {
        model.scene(at: time).elements.map(\.id).first {
            $0.rawValue.contains(".mode") && !$0.rawValue.contains("Explore")
        }
    }

    func tap(_ id: A11yID) {
        _ = model.handle(.tap(id), time: time)
    }

    private func passGate() {
        guard let word = model.scene(at: time).element(A11yID(.parentalGate, "challenge"))?.label,
            let number = GermanNumberWords.number(writtenAs: word)
        else { return }
        for digit in String(number).compactMap(\.wholeNumberValue) { tap(.keypadKey(digit)) }
    }
}
