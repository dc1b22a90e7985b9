import Foundation
import ZKApp
import ZKCore
import ZKGameKit
import ZKPersistence
import ZKScene

/// Builds the app for the desktop host: `app` is the app from its splash screen; `S01` … `S27` open
/// the app already moved to that screen, for screenshots and developer scripts (the world's screens
/// in `AppLauncher+World`).
@MainActor
public enum AppLauncher {
    public struct Options {
        /// Where the store and settings live for the interactive app.
        public var dataDirectory: URL
        public var resources: URL?
        public var voiceAvailable: Bool
        /// `--store`: the desktop edition or the simulated store (issue 17).
        public var store: StoreChoice
        /// `--reduce-motion`: on for this run, whatever the settings say.
        public var reduceMotion: Bool
        /// Where exports and reports go, the first that works (D-0906).
        public var documentFolders: [URL]
        /// Writes the printable report (cairo in the SDL layer); nil in hosts without one.
        public var reportWriter: (any ReportWriter)?
        /// The app's random seed (`--seed`); nil: a new one each launch.
        public var seed: UInt64?
        /// `--language de|en`: this run's language whatever the settings say (docs/content.md#9-languages).
        public var language: String?
        /// The device's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`): the language until the parent
        /// chooses one. Only the window passes it; headless runs stay German unless `--language`.
        public var systemLocale: String

        public init(
            dataDirectory: URL, resources: URL?, voiceAvailable: Bool, store: StoreChoice = .desktop,
            reduceMotion: Bool = false, documentFolders: [URL] = [], reportWriter: (any ReportWriter)? = nil,
            seed: UInt64? = nil, language: String? = nil, systemLocale: String = "de_DE"
        ) {
            self.dataDirectory = dataDirectory
            self.resources = resources
            self.voiceAvailable = voiceAvailable
            self.store = store
            self.reduceMotion = reduceMotion
            self.documentFolders = documentFolders
            self.reportWriter = reportWriter
            self.seed = seed
            self.language = language
            self.systemLocale = systemLocale
        }
    }

    /// The screens a fixture can open directly, in journey order.
    static let screens: [ScreenID] = [
        .splash, .welcome, .createProfile, .profilePicker, .home, .gamePicker, .gameContainer, .roundEnd,
        .askParent, .subscription, .abenteuer, .abenteuerComplete, .parentalGate, .timesUp, .breakNudge,
        .parentDashboard, .progressGrid, .profileSettings, .profiles, .timeAndBreaks, .data, .helpAndPrivacy,
    ]

    /// The dashboard row that opens each parent page from S-18.
    static let parentRows: [ScreenID: String] = [
        .progressGrid: "progress", .profileSettings: "range", .profiles: "profiles", .timeAndBreaks: "time",
        .data: "data", .helpAndPrivacy: "help",
    ]

    /// Opens what `--screen KEY`, a script's `screen KEY` and the window show: `app` (the app from
    /// its splash screen), a screen ID in any spelling (`S05`, `S-05`, `s05`) reached by a fixture,
    /// or `gallery`.
    public static func open(
        _ key: String, fixture: ScreenFixture = ScreenFixture(), options: Options
    ) -> Result<AppScreen, ArgumentError> {
        if let target = ScreenID(code: key) {
            if worldScreens.contains(target) {
                return .success(worldScreen(target, fixture: fixture, options: options))
            }
            if screens.contains(target) { return .success(fixtureScreen(target, fixture: fixture, options: options)) }
        }
        switch key.lowercased() {
        case "app":
            var generator = SystemRandomNumberGenerator()
            return .success(
                screen(
                    options, dataDirectory: options.dataDirectory, seed: options.seed ?? generator.next(),
                    clock: SystemClock()))
        case "gallery":
            return .success(.gallery())
        default:
            let known = (["app", "gallery"] + (screens + worldScreens).map(\.rawValue).sorted())
            return .failure(
                ArgumentError("\"\(key)\" is not a screen; the screens available are \(known.joined(separator: ", ")).")
            )
        }
    }

    static func screen(
        _ options: Options, dataDirectory: URL, seed: UInt64, clock: any AppClock
    ) -> AppScreen {
        // A data folder that cannot be used falls back to a private one, said at once (D-1101).
        let data = DataFolderStartup.resolve(dataDirectory)
        guard let resources = options.resources,
            let environment = AppBootstrap.environment(
                resources: resources, dataDirectory: data.directory,
                fallbackDirectory: DataDirectoryResolver.privateFallback()?.0, clock: clock,
                continuousTime: SystemContinuousTimeSource(), seed: seed, log: StandardErrorLog(),
                storeClient: { clock in options.store.makeClient(dataDirectory: data.directory, clock: clock) },
                dataFolderIsTemporary: data.isTemporary, systemLocale: options.systemLocale,
                language: options.language)
        else {
            return .launchFailure(resources: options.resources)
        }
        let model = AppModel(environment: environment, time: 0, voiceAvailable: options.voiceAvailable)
        if options.reduceMotion { model.hostReducesMotion = true }
        model.documentFolders = options.documentFolders
        model.reportWriter = options.reportWriter
        return AppScreen(model: model)
    }

    /// The app in a preview environment (a store in memory, a fixed clock and seed), moved to
    /// `target` as a child would get there. Fixtures: `two-children` (default: a littleOnes and a
    /// Vorschule child), `five-children`, `empty`; a game ID (`hoer_hin`) chooses the game of S-07
    /// and S-08 (and the locked game of S-15); `pending`, `lapsed`, `trial`, `prices-failed` put the
    /// sandbox's account into that state for S-24; `notices` is the two children's world with one
    /// unread notice of every kind for S-23.
    static func fixtureScreen(_ target: ScreenID, fixture: ScreenFixture, options: Options) -> AppScreen {
        let game = fixture.name.flatMap { GameID(rawValue: $0) } ?? .hoerHin
        let children = fixture.name == "empty" ? 0 : fixture.name == "five-children" ? 5 : 2
        guard let resources = options.resources,
            let environment = AppBootstrap.preview(
                resources: resources, children: children, timeZone: .current,
                storeClient: previewStore(for: target, fixture: fixture, options: options),
                language: options.language ?? "de")
        else {
            return .launchFailure(resources: options.resources)
        }
        // The two children live in a world they have played in for a while (issue 14), and have
        // played for a week (issue 16).
        let withNotices = fixture.name == "notices"
        let lived = fixture.name == nil || fixture.name == "two-children" || withNotices
        if children == 2 && lived { PreviewWeek.play(in: environment) }
        if lived { PreviewWorld.furnish(environment) }
        if withNotices { PreviewWorld.keepEveryNotice(environment) }
        let model = AppModel(environment: environment, time: 0, voiceAvailable: options.voiceAvailable)
        let journey = AppJourney(model)
        if options.reduceMotion { model.hostReducesMotion = true }
        model.documentFolders = options.documentFolders
        model.reportWriter = options.reportWriter
        let app = AppScreen(model: model)
        var time = 0.0
        func advance(_ seconds: Double) {
            let end = time + seconds
            while time < end {
                time += 0.1
                _ = model.tick(time: time, voicePlaying: false)
            }
        }
        func tap(_ id: A11yID) { _ = model.handle(.tap(id), time: time) }
        // Like a grown-up: read the gate's number and type it.
        func passGate() {
            if case .parentalGate = model.screen,
                let word = model.scene(at: time).element(A11yID(.parentalGate, "challenge"))?.label,
                let number = GermanNumberWords.number(writtenAs: word) ?? EnglishNumberWords.number(writtenAs: word)
            {
                for digit in String(number).compactMap(\.wholeNumberValue) { tap(.keypadKey(digit)) }
            }
        }
        guard target != .splash else { return app }
        advance(SplashDelay.seconds)
        switch target {
        case .welcome, .profilePicker:
            break
        case .createProfile:
            tap(children == 0 ? .welcomeStart : .addProfile)
            passGate()
        case .subscription:
            tap(A11yID(.profilePicker, "parent"))
            passGate()
            if let id = A11yID.element(.parentDashboard, "row", "subscription") { tap(id) }
            advance(0.5)
        case .askParent:
            tap(.profileTile(0))
            tap(.home(.play))
            tap(.gameTile(lockedGame(fixture, in: model)))
        case .abenteuer, .abenteuerComplete:
            reachAbenteuer(target, model: model, environment: environment, time: &time)
        case .parentalGate, .timesUp, .breakNudge:
            reachSessionScreen(target, model: model, environment: environment, time: &time)
        case _ where target.isParentArea:
            tap(A11yID(.profilePicker, "parent"))
            passGate()
            if let row = parentRows[target], let id = A11yID.element(.parentDashboard, "row", row) { tap(id) }
        default:
            // Screens of a game show the Vorschule child (index 1) when there is one: longer rounds.
            let child = target == .gameContainer || target == .roundEnd ? min(1, max(0, children - 1)) : 0
            if let step = fixture.step { playAt(step, game: game, child: child, in: environment) }
            tap(.profileTile(child))
            guard target != .home else { break }
            tap(.home(.play))
            guard target != .gamePicker else { break }
            tap(.gameTile(game))
            if game == .entdecken { tap(.gameElement(.entdecken, "modeCount")) }
            advance(3)
            // Past the unscored demo of a first round, to a task the child answers.
            if journey.isDemoTaskOpen, let intent = journey.correctIntent { _ = model.handle(intent, time: time) }
            advance(3)
            // Two answered tasks in, so the picture shows a task in the middle of a round.
            for _ in 0..<2 where target == .gameContainer {
                for _ in 0..<40 where journey.correctIntent == nil || journey.isDemoTaskOpen { advance(0.1) }
                // Beads counted, cookies moved, the pond scrolled: every step before the answer.
                for _ in 0..<60 {
                    guard let intent = journey.correctIntent else { break }
                    if case .input(.tap(let id)) = intent, id.element == "answer" { break }
                    _ = model.handle(intent, time: time)
                }
                if case .input(.tap(let id))? = journey.correctIntent { tap(id) }
                // A positional answer (a dot of Punkt zu Punkt) is sent as the child's tap.
                if case .input(.tapAt(let id, let point))? = journey.correctIntent {
                    _ = model.handle(.input(.tapAt(id, point)), time: time)
                }
                // A traced numeral takes one stroke after another.
                for _ in 0..<8 {
                    guard case .input(.stroke)? = journey.correctIntent, let intent = journey.correctIntent else {
                        break
                    }
                    _ = model.handle(intent, time: time)
                    advance(0.5)
                }
                advance(3)
            }
            // The picture shows the task taking answers: a shake or a count-along that opens it is
            // done; a flash that ends by itself is left running, so the picture shows it.
            var opened = false
            for _ in 0..<60 where target == .gameContainer {
                guard case .input(.tap(let id))? = journey.correctIntent, id.element != "answer" else { break }
                tap(id)
                opened = true
                advance(0.1)
            }
            if opened { advance(1.5) }
            if target == .roundEnd { time = journey.playRemainingTasks(time: time).endTime }
        }
        // The picture and anything after it continue at the moment the fixture reached.
        app.timeOffset = time
        return app
    }

    /// Sets the step the child's next round of `game` plays at, as if earned (`--step`): the child
    /// has practised the game on the five days before and knows its numbers (D-1212; five, since new
    /// numbers wait for the ones in hand, D-0186).
    static func playAt(_ step: DifficultyStep, game: GameID, child: Int, in environment: AppEnvironment) {
        PreviewWeek.practise(game, profileIndex: child, days: 5, in: environment)
        record(environment) { (store) throws(PersistenceError) in
            let profiles = try store.profiles.profiles()
            guard profiles.indices.contains(child) else { return }
            var progress = try store.progress.gameProgress(profileID: profiles[child].id, gameID: game)
            progress.step = step
            try store.progress.saveGameProgress(progress)
        }
    }

    /// Long enough for the splash to hand over.
    enum SplashDelay {
        static let seconds = 1.5
    }
}
