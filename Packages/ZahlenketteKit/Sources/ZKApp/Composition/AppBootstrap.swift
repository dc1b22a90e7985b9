import Foundation
import ZKContent
import ZKCore
import ZKGameKit
import ZKGameList
import ZKPersistence
import ZKStore

/// Launch (spec 5.4.4): content, store, settings and the game registry, each with a fallback, so
/// launching never fails and the child never sees an error; every fallback leaves a parent notice.
@MainActor
public enum AppBootstrap {
    /// Makes the store client once the launch's clock is known (the sandbox runs its own clock
    /// over it). The default is the desktop edition, which includes every game.
    public typealias StoreClientMaker = @MainActor (any AppClock) -> any StoreClient

    public static let desktopEdition: StoreClientMaker = { DesktopEditionStoreClient(clock: $0) }

    /// Builds the environment. `resources` is the folder holding `Content/`; `dataDirectory` holds
    /// the store and `settings.json` (nil: no folder could hold a file, all in memory). A store that
    /// cannot be opened there falls back to a store in `fallbackDirectory` (a private folder the
    /// host chose), then in memory, and the parent is told progress is not kept.
    /// `dataFolderIsTemporary`: the host already had to choose a private temporary folder.
    /// `systemLocale`: the device's locale ("en_GB.UTF-8"); it picks the language until the parent
    /// chooses one (docs/content.md#9-languages). Hosts pass it; the default keeps German.
    /// `language`: this launch's language whatever the settings say (a host's `--language`).
    /// `content`: the content already loaded from `resources` for `registry`'s games, for callers
    /// that launch the app many times in one process (the tests, the monkey); nil loads it. The
    /// registry still hides what the content cannot show, and damage is still told.
    /// Nil only when SQLite cannot allocate even an in-memory database.
    public static func environment(
        resources: URL, dataDirectory: URL?, fallbackDirectory: @autoclosure () -> URL?, clock: any AppClock,
        continuousTime: any ContinuousTimeSource, seed: UInt64, registry: GameRegistry = .allGames(),
        log: any AppLog = SilentLog(), storeClient: StoreClientMaker = desktopEdition,
        dataFolderIsTemporary: Bool = false, systemLocale: String = "de_DE", language: String? = nil,
        content preloaded: LoadedContentStore? = nil
    ) -> AppEnvironment? {
        let notices = ParentNoticeBoard(log: log)
        if dataFolderIsTemporary {
            notices.record(.temporaryFolder, detail: StoreSite.launch.rawValue, cause: "data folder unusable")
        }
        let content = loadContent(resources, preloaded: preloaded, registry: registry, notices: notices)
        guard let store = openStore(dataDirectory, fallback: fallbackDirectory, clock: clock, notices: notices) else {
            log.write("launch failed: no store could be opened, not even in memory")
            return nil
        }
        // Settings live beside the store; a store in memory has no folder, and settings then only
        // last for this launch (their writes fail and are reported like the store's).
        let settingsFolder =
            store.isInMemory
            ? FileManager.default.temporaryDirectory.appendingPathComponent(
                "zahlenkette-memory-\(ProcessInfo.processInfo.processIdentifier)")
            : store.fileURL.deletingLastPathComponent()
        let settings = DeviceSettingsStore(directory: dataDirectory ?? settingsFolder, clock: clock)
        let shown = content.catalog.manifest.language(
            chosen: language ?? settings.settings.language, systemLocale: systemLocale)
        let environment = AppEnvironment(
            clock: clock, continuousTime: continuousTime, content: content.speaking(shown), store: store,
            settings: settings,
            registry: registry, seed: seed, notices: notices, log: log, storeClient: storeClient(clock))
        if let issue = settings.loadIssue {
            notices.record(.settingsReset, detail: StoreSite.launch.rawValue, cause: issue.description)
        }
        upkeep(environment)
        return environment
    }

    /// An app for previews and screenshots (spec 5.4.1): the shipped content, a store in memory,
    /// 2026-10-01 09:00 on `timeZone`'s clock, a literal seed, and `children` profiles (the first a
    /// littleOnes child, then alternating levels). The store never touches the disk; settings a
    /// grown-up switches go to a folder of this preview's own (`PreviewSettingsFolder`). Nil only
    /// when SQLite cannot allocate an in-memory database.
    public static func preview(
        resources: URL, children: Int = 2, timeZone: TimeZone, registry: GameRegistry = .allGames(),
        storeClient: StoreClientMaker = desktopEdition, language: String = "de"
    ) -> AppEnvironment? {
        guard let day = LocalDate(year: 2026, month: 10, day: 1),
            let clock = FixedClock(day: day, hour: 9, timeZone: timeZone),
            let store = PersistenceStore.openInMemory(clock: clock)
        else { return nil }
        let notices = ParentNoticeBoard(log: SilentLog())
        let content = loadContent(resources, preloaded: nil, registry: registry, notices: notices)
        // Previews only read settings, and there is nothing to read: a folder of this preview's
        // own, created only if a grown-up switches something in the parent area, so no two
        // previews ever share a switch.
        let settingsFolder = PreviewSettingsFolder.make(
            in: FileManager.default.temporaryDirectory, now: SystemClock().now)
        let shown = content.catalog.manifest.language(chosen: language, systemLocale: "")
        let environment = AppEnvironment(
            clock: clock, continuousTime: FixedContinuousTimeSource(seconds: 100), content: content.speaking(shown),
            store: store,
            settings: DeviceSettingsStore(directory: settingsFolder, clock: clock), registry: registry, seed: 2026,
            notices: notices, log: SilentLog(), storeClient: storeClient(clock))
        for index in 0..<min(children, ChildProfile.maximumCount, content.catalog.avatars.count) {
            let profile = ChildProfile(
                id: environment.makeID(), avatarID: content.catalog.avatars[index].id,
                level: index % 2 == 0 ? .littleOnes : .vorschule, sortOrder: index, createdAt: clock.now)
            environment.guarded(.profileCreate) { () throws(PersistenceError) in try store.profiles.create(profile) }
        }
        return environment
    }

    /// The shipped content of every registered game; damaged parts, and a game module without its
    /// `games/<id>.json`, hide only their games, and the parent is told.
    private static func loadContent(
        _ resources: URL, preloaded: LoadedContentStore?, registry: GameRegistry, notices: ParentNoticeBoard
    ) -> LoadedContentStore {
        let content = preloaded ?? loadContent(resources, games: registry.gameIDs)
        registry.hide(content.unavailableGames)
        if let damage = content.validationReport.errors.first {
            notices.record(.contentDamaged, detail: StoreSite.launch.rawValue, cause: "\(damage)")
        }
        return content
    }

    /// The content in `resources` for `games`, before any launch uses it.
    public static func loadContent(_ resources: URL, games: [GameID]) -> LoadedContentStore {
        ContentLoader.load(
            from: DirectoryContentSource(baseURL: resources.appendingPathComponent("Content")),
            localeIdentifier: "de_DE", games: games)
    }

    /// The store in the data folder; else one in the fallback folder; else one in memory. Each
    /// fallback tells the parent that progress is not being kept where it should be.
    private static func openStore(
        _ directory: URL?, fallback: () -> URL?, clock: any AppClock, notices: ParentNoticeBoard
    ) -> PersistenceStore? {
        guard let directory else { return PersistenceStore.openInMemory(clock: clock) }
        do {
            let store = try PersistenceStore.open(directory: directory, clock: clock)
            // The store already keeps its own notice about the files it set aside, and the backup
            // it restored them from (self-healing, docs/persistence.md#opening-and-recovery).
            if let restored = store.restoredFrom {
                notices.restoredDay = restored.day
                notices.record(
                    .storeRestored, detail: StoreSite.launch.rawValue, cause: "store restored from \(restored.day)",
                    keep: false)
            } else if !store.setAside.isEmpty {
                notices.record(.storeReplaced, detail: StoreSite.launch.rawValue, cause: "store set aside", keep: false)
            }
            return store
        } catch {
            notices.record(error, at: .launch)
        }
        if let fallback = fallback() {
            do {
                return try PersistenceStore.open(directory: fallback, clock: clock, synchronous: .normal)
            } catch {
                notices.record(error, at: .launch)
            }
        }
        return PersistenceStore.openInMemory(clock: clock)
    }
}
