import Foundation
import TestSupport
import Testing
import ZKAudio
import ZKCore
import ZKGameKit
import ZKGameList
import ZKPersistence
import ZKScene
import ZKStore

@testable import ZKApp

/// Drives the app like a child and a parent would, headless: taps go through the real hit test
/// of the current scene, time passes in small steps, and no voice plays (every line ends at once).
@MainActor
final class AppHarness {
    let dataDirectory: URL
    /// The harness made the folder and removes it when the test is done.
    private let ownsFolder: Bool
    /// The device's wall clock and continuous time; waiting moves both.
    let device: DeviceTime
    let model: AppModel
    /// The running round's journey hooks: what a child would answer now.
    var journey: AppJourney { AppJourney(model) }
    /// What the app wrote to its log.
    let log = RecordingLog()
    /// The window size; setting it resizes the app as a host would.
    var size = Size(width: 1024, height: 768) {
        didSet { record(model.handle(.resize(size), time: time)) }
    }
    private(set) var time = 0.0
    private(set) var events: [AppEvent] = []
    private(set) var audio: [AudioEvent] = []

    /// A fresh app on `dataDirectory` (a new temporary folder unless given), at 09:00 in Berlin on
    /// `day`, or on `device` when an earlier app of the test ran on it (a restart). The desktop
    /// edition unless `sandbox`: then the simulated store, its account in the data folder.
    /// `language`: the app's language for this run (`--language`); nil: German, as on a bare machine.
    /// `resources`: a folder with other content, which this launch loads itself; nil: the shipped
    /// content, loaded once per test run.
    init(
        dataDirectory: URL? = nil, seed: UInt64 = 7, day: String = "2026-10-01", voice: Bool = true,
        device: DeviceTime? = nil, sandbox: Bool = false, language: String? = nil, resources: URL? = nil
    ) throws {
        let folder = dataDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("zk-app-\(UUID())")
        self.dataDirectory = folder
        self.ownsFolder = dataDirectory == nil
        self.device = device ?? DeviceTime(day: day)
        let environment = try #require(
            AppBootstrap.environment(
                resources: resources ?? ShippedContent.resources, dataDirectory: folder,
                fallbackDirectory: folder.appendingPathComponent("fallback"), clock: self.device.clock,
                continuousTime: self.device.continuousTime, seed: seed, registry: .allGames(), log: log,
                storeClient: sandbox ? AppHarness.sandboxStore(in: folder) : AppBootstrap.desktopEdition,
                language: language, content: resources == nil ? AppHarness.shippedContent : nil))
        // The day's backup is copied at once, on the main actor: on its own thread it could still be
        // writing when the test ends and the folder goes, and leave a copy in the temporary folder.
        environment.dailyBackup.runner = .inline
        self.model = AppModel(environment: environment, time: 0, voiceAvailable: voice)
        _ = model.handle(.resize(size), time: 0)
    }

    /// The shipped content, loaded once for the whole test run. The launch's own loading is tested
    /// with other content (BootstrapTests) and by every desktop launch.
    static let shippedContent = AppBootstrap.loadContent(
        ShippedContent.resources, games: GameRegistry.allGames().gameIDs)

    /// The simulated store with its account in `folder`, as `--store sandbox` keeps it.
    static func sandboxStore(in folder: URL) -> AppBootstrap.StoreClientMaker {
        { clock in
            SandboxStoreClient(
                storage: SandboxFile(url: folder.appendingPathComponent("store-sandbox.json")), clock: clock)
        }
    }

    deinit {
        if ownsFolder { try? FileManager.default.removeItem(at: dataDirectory) }
    }

    var screen: ScreenID { model.screen }
    var scene: Scene { model.scene(at: time) }

    /// The app resized to `other` and drawn now; the size stays `other` (for audits over sizes).
    func scene(at other: Size) -> Scene {
        size = other
        return scene
    }
    var store: PersistenceStore { model.environment.store }
    /// The simulated store of a sandbox harness.
    var sandbox: SandboxStoreClient? { model.environment.subscriptions.sandbox }

    /// Taps an element the way a finger would: it must be on screen, enabled and on top.
    func tap(_ id: A11yID, sourceLocation: SourceLocation = #_sourceLocation) {
        let current = scene
        guard let element = current.element(id), current.isOnScreen(id) else {
            Issue.record("\(id) is not on screen \(screen.rawValue)", sourceLocation: sourceLocation)
            return
        }
        #expect(current.hitTest(element.hitRegion.center)?.id == id, "\(id) is covered", sourceLocation: sourceLocation)
        record(model.handle(.tap(id), time: time))
    }

    func send(_ intent: AppIntent) {
        record(model.handle(intent, time: time))
    }

    /// Lets `seconds` pass in tenths, the voice silent: the host's time, the wall clock and
    /// continuous time move together.
    func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end - 1e-9 {
            time += 0.1
            device.pass(0.1)
            record(model.tick(time: time, voicePlaying: false))
        }
    }

    /// Moves the host's monotonic time without ticking (the process was asleep).
    func advanceHostTime(by seconds: Double) {
        time += seconds
    }

    /// Lets `seconds` pass in whole seconds (long spans: minutes of play).
    func pass(_ seconds: Int) {
        for _ in 0..<seconds {
            time += 1
            device.pass(1)
            record(model.tick(time: time, voicePlaying: false))
        }
    }

    /// Waits until the open task takes answers, then gives the correct one.
    func solve(sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<200 where journey.correctIntent == nil { wait(0.1) }
        guard let intent = journey.correctIntent else {
            Issue.record("no task to solve on \(screen.rawValue)", sourceLocation: sourceLocation)
            return
        }
        if case .input(.tap(let id)) = intent { tap(id, sourceLocation: sourceLocation) } else { send(intent) }
    }

    /// Waits until the open task takes answers, then gives a wrong one (a tile tap, a stroke).
    func answerWrong(sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<200 where journey.wrongIntent == nil { wait(0.1) }
        guard let intent = journey.wrongIntent else {
            Issue.record("no wrong answer available on \(screen.rawValue)", sourceLocation: sourceLocation)
            return
        }
        if case .input(.tap(let id)) = intent { tap(id, sourceLocation: sourceLocation) } else { send(intent) }
    }

    /// Solves tasks until the round-end screen.
    func playRound(endingOn end: ScreenID = .roundEnd, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<40 where screen == .gameContainer {
            // A closing picture (Punkt zu Punkt's outro) may end the round before another task.
            for _ in 0..<200 where journey.correctIntent == nil && screen == .gameContainer { wait(0.1) }
            guard screen == .gameContainer else { break }
            solve(sourceLocation: sourceLocation)
            wait(2)
        }
        // New friends say hello before the round's end (S-27, at most 2.5 s each).
        for _ in 0..<20 where screen == .befriending && end != .befriending { wait(0.5) }
        #expect(screen == end, sourceLocation: sourceLocation)
    }

    /// Passes the parental gate like a grown-up: reads the written number and types its digits.
    func passGate(sourceLocation: SourceLocation = #_sourceLocation) {
        guard screen == .parentalGate, let word = scene.element(A11yID(.parentalGate, "challenge"))?.label,
            let number = GermanNumberWords.number(writtenAs: word) ?? EnglishNumberWords.number(writtenAs: word)
        else {
            Issue.record("no gate challenge on screen \(screen.rawValue)", sourceLocation: sourceLocation)
            return
        }
        for digit in String(number).compactMap(\.wholeNumberValue) {
            tap(.keypadKey(digit), sourceLocation: sourceLocation)
        }
    }

    /// First launch to the child home: welcome, the gate, an avatar, a level, an optional nickname.
    func createFirstProfile(level: Level = .littleOnes, nickname: String = "") {
        wait(1.5)
        tap(.welcomeStart)
        passGate()
        tap(.createProfileAvatar(0))
        tap(.createProfileLevel(level))
        if !nickname.isEmpty {
            tap(.createProfileNickname)
            send(.text(nickname))
        }
        tap(.createProfileConfirm)
    }

    func events(named name: String) -> [AppEvent] {
        events.filter { $0.name == name }
    }

    func clearLog() {
        events = []
        audio = []
    }

    private func record(_ output: AppOutput) {
        events += output.events
        audio += output.audio
    }
}

extension AppEvent {
    func value(_ key: String) -> String? {
        fields.first { $0.key == key }?.value
    }
}
