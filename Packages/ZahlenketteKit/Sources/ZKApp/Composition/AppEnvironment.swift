import Foundation
import ZKContent
import ZKCore
import ZKGameKit
import ZKLearningEngine
import ZKPersistence

/// The single container of services, created once by a host through `AppBootstrap` and never a
/// global (spec 5.4.1). Hosts only add platform services (renderer, audio, input). Main-actor
/// bound: the store, the settings file and the app model live there.
@MainActor
public final class AppEnvironment {
    public let clock: any AppClock
    public let continuousTime: any ContinuousTimeSource
    public let content: LoadedContentStore
    public let store: PersistenceStore
    public let settings: DeviceSettingsStore
    public let registry: GameRegistry
    /// Which games may be opened now (the desktop edition: all).
    public let access: any GameAccess
    public let engine: AdaptiveLearningEngine<ContentGameCatalog>
    public let log: any AppLog
    /// What the parent area will say about failures: launch problems, failed saves and reads.
    public let notices: ParentNoticeBoard
    /// The one source of IDs and plan seeds; seeded once by the host (a literal seed in tests).
    var generator: SplitMix64

    init(
        clock: any AppClock, continuousTime: any ContinuousTimeSource, content: LoadedContentStore,
        store: PersistenceStore, settings: DeviceSettingsStore, registry: GameRegistry, seed: UInt64,
        notices: ParentNoticeBoard, log: any AppLog, access: any GameAccess
    ) {
        self.clock = clock
        self.continuousTime = continuousTime
        self.content = content
        self.store = store
        self.settings = settings
        self.registry = registry
        self.access = access
        self.engine = AdaptiveLearningEngine(catalog: ContentGameCatalog(content: content.catalog, registry: registry))
        self.generator = SplitMix64(seed: seed)
        self.log = log
        self.notices = notices
        notices.store = store
    }

    public var catalog: ContentCatalog { content.catalog }

    /// A fresh random ID from the seeded source.
    func makeID() -> UUID {
        DeterministicID.roundID(using: &generator)
    }

    /// Runs `body` against the store. A failure is recorded for the parent (kept, logged) and
    /// answered with nil, so the caller carries on with what it has: the child plays on.
    func guarded<Value>(_ site: StoreSite, _ body: () throws(PersistenceError) -> Value) -> Value? {
        do throws(PersistenceError) {
            return try body()
        } catch {
            notices.record(error, at: site)
            return nil
        }
    }

    /// Changes a device setting and saves it. A failed write keeps the previous value and is
    /// recorded for the parent; false then.
    @discardableResult
    func updateSettings(_ change: (inout DeviceSettings) -> Void) -> Bool {
        do throws(SettingsError) {
            try settings.update(change)
            return true
        } catch {
            notices.record(.settingsUnsaved, detail: StoreSite.settingsWrite.rawValue, cause: error.description)
            return false
        }
    }
}
