import Foundation
import ZKContent
import ZKCore
import ZKGameKit
import ZKGameList
import ZKLearningEngine
import ZKPersistence
import ZKStore

/// The single container of services, created once by a host through `AppBootstrap` and never a
/// global (spec 5.4.1). Hosts only add platform services (renderer, audio, input). Main-actor
/// bound: the store, the settings file and the app model live there.
@MainActor
public final class AppEnvironment {
    public let clock: any AppClock
    public let continuousTime: any ContinuousTimeSource
    /// The content with its strings in the app's language; the parent area switches it
    /// (`useLanguage`). A round keeps the catalog it started with.
    public private(set) var content: LoadedContentStore
    public let store: PersistenceStore
    public let settings: DeviceSettingsStore
    public let registry: GameRegistry
    public let engine: AdaptiveLearningEngine<ContentGameCatalog>
    /// The store, the entitlement and which games the child may open now (docs/store.md).
    public let subscriptions: SubscriptionService
    public let log: any AppLog
    /// What the parent area will say about failures: launch problems, failed saves and reads.
    public let notices: ParentNoticeBoard
    /// Today's backup after the first round end of a day without one.
    let dailyBackup: DailyBackup
    /// The rows of the last learner read, kept between a child's tasks (D-0056).
    let learners = LearnerCache()
    /// The one source of IDs and plan seeds; seeded once by the host (a literal seed in tests).
    var generator: SplitMix64

    init(
        clock: any AppClock, continuousTime: any ContinuousTimeSource, content: LoadedContentStore,
        store: PersistenceStore, settings: DeviceSettingsStore, registry: GameRegistry, seed: UInt64,
        notices: ParentNoticeBoard, log: any AppLog, storeClient: any StoreClient
    ) {
        self.clock = clock
        self.continuousTime = continuousTime
        self.content = content
        self.store = store
        self.settings = settings
        self.registry = registry
        let engine = AdaptiveLearningEngine(catalog: ContentGameCatalog(content: content.catalog, registry: registry))
        self.engine = engine
        self.generator = SplitMix64(seed: seed)
        self.log = log
        self.notices = notices
        notices.store = store
        dailyBackup = DailyBackup(store: store, notices: notices, log: log)
        let trusted = TrustedDayClock(clock: clock, continuousTime: continuousTime)
        self.subscriptions = SubscriptionService(
            client: storeClient, cached: AppEnvironment.cachedEntitlement(settings, log: log),
            rules: SubscriptionService.rules(of: engine.catalog),
            trustedNow: trusted.reading(anchor: settings.settings.trustedAnchor).trustedNow, calendar: clock.calendar)
    }

    /// The entitlement the store last verified, as kept in the settings; a value that does not
    /// read is logged and counts as none until the store answers again (and replaces it).
    private static func cachedEntitlement(_ settings: DeviceSettingsStore, log: any AppLog) -> CachedEntitlement? {
        guard let text = settings.settings.storeCachedEntitlement else { return nil }
        do throws(CachedEntitlementText.Failure) {
            return try CachedEntitlementText.decode(text)
        } catch {
            log.write("cached entitlement unreadable, waiting for the store: \(error)")
            return nil
        }
    }

    public var catalog: ContentCatalog { content.catalog }

    /// The app's language: strings and voice lines (docs/content.md#9-languages).
    public var language: String { content.catalog.language }

    /// The languages the content offers, the source language first.
    public var languages: [String] { content.catalog.manifest.languages }

    /// Switches strings and voice to `language` and keeps the choice in the device settings.
    /// Progress is untouched. False when the content does not offer the language or the setting
    /// could not be saved (the parent is told; the switch still applies for this launch).
    @discardableResult
    func useLanguage(_ language: String) -> Bool {
        guard languages.contains(language) else { return false }
        content = content.speaking(language)
        return updateSettings { $0.language = language }
    }

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

    /// The engine's view of the store at the app's clock, with the learner rows kept between a
    /// child's tasks (D-0056): every read the app makes for planning or a task goes through it.
    var engineBridge: EngineBridge { engineBridge(at: clock) }

    /// The same at another clock: the preview week plays its days at their own hours.
    func engineBridge(at clock: any AppClock) -> EngineBridge {
        EngineBridge(store: store, clock: clock, notices: notices, cache: learners)
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
