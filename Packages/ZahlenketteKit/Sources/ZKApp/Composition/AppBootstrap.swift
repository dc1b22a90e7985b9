import Foundation
import ZKContent
import ZKCore
import ZKGameKit
import ZKPersistence

/// Launch (spec 5.4.4): content, store, settings and the game registry, each with a fallback, so
/// launching never fails and the child never sees an error.
public enum AppBootstrap {
    /// Builds the environment. `resources` is the folder holding `Content/`; `dataDirectory` holds
    /// the store and `settings.json`. A store that cannot be opened there falls back to a store in
    /// `fallbackDirectory` (a temporary folder), then in memory, and the parent is told progress is
    /// not kept. Nil only when SQLite cannot allocate even an in-memory database.
    public static func environment(
        resources: URL, dataDirectory: URL, fallbackDirectory: URL, clock: any AppClock,
        continuousTime: any ContinuousTimeSource, seed: UInt64, registry: GameRegistry = .freeGames()
    ) -> AppEnvironment? {
        var notices: [String] = []
        let content = ContentLoader.load(
            from: DirectoryContentSource(baseURL: resources.appendingPathComponent("Content")),
            localeIdentifier: "de_DE")
        registry.hide(content.unavailableGames)
        if let damage = content.validationReport.errors.first { notices.append(damage.parentMessageKey) }

        guard let store = openStore(dataDirectory, fallback: fallbackDirectory, clock: clock, notices: &notices) else {
            return nil
        }
        let settings = DeviceSettingsStore(directory: dataDirectory, clock: clock)
        if let issue = settings.loadIssue { notices.append(issue.parentMessageKey) }
        return AppEnvironment(
            clock: clock, continuousTime: continuousTime, content: content, store: store, settings: settings,
            registry: registry, seed: seed, notices: notices)
    }

    /// The store in the data folder; else one in the fallback folder; else one in memory. Each
    /// fallback tells the parent that progress is not being kept.
    private static func openStore(
        _ directory: URL, fallback: URL, clock: any AppClock, notices: inout [String]
    ) -> PersistenceStore? {
        do {
            let store = try PersistenceStore.open(directory: directory, clock: clock)
            if !store.setAside.isEmpty { notices.append(PersistenceError.corrupt.parentMessageKey) }
            return store
        } catch {
            notices.append(error.parentMessageKey)
        }
        if let store = try? PersistenceStore.open(directory: fallback, clock: clock, synchronous: .normal) {
            return store
        }
        return PersistenceStore.openInMemory(clock: clock)
    }
}
