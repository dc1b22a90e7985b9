import Foundation
import ZKContent
import ZKCore
import ZKGameKit
import ZKLearningEngine
import ZKPersistence

/// The single container of services, created once by a host through `AppBootstrap` and never a
/// global (spec 5.4.1). Hosts only add platform services (renderer, audio, input).
public final class AppEnvironment {
    public let clock: any AppClock
    public let continuousTime: any ContinuousTimeSource
    public let content: LoadedContentStore
    public let store: PersistenceStore
    public let settings: DeviceSettingsStore
    public let registry: GameRegistry
    public let engine: AdaptiveLearningEngine<ContentGameCatalog>
    /// Parent-facing sentences (catalog keys) about what went wrong at launch: a replaced store,
    /// reset settings, hidden games. The child never sees them.
    public private(set) var notices: [String]
    /// The one source of IDs and plan seeds; seeded once by the host (a literal seed in tests).
    var generator: SplitMix64

    init(
        clock: any AppClock, continuousTime: any ContinuousTimeSource, content: LoadedContentStore,
        store: PersistenceStore, settings: DeviceSettingsStore, registry: GameRegistry, seed: UInt64,
        notices: [String]
    ) {
        self.clock = clock
        self.continuousTime = continuousTime
        self.content = content
        self.store = store
        self.settings = settings
        self.registry = registry
        self.engine = AdaptiveLearningEngine(catalog: ContentGameCatalog(content: content.catalog, registry: registry))
        self.generator = SplitMix64(seed: seed)
        self.notices = notices
    }

    public var catalog: ContentCatalog { content.catalog }

    /// A fresh random ID from the seeded source.
    func makeID() -> UUID {
        DeterministicID.roundID(using: &generator)
    }

    /// Records a parent-facing sentence once.
    func notice(_ key: String) {
        if !notices.contains(key) { notices.append(key) }
    }
}
