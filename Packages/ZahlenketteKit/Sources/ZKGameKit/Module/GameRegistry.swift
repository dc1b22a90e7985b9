import ZKCore

/// Maps each GameID to a factory for its module (spec 5.4.3). Populated by the app; games whose
/// content failed validation are hidden.
public final class GameRegistry {
    public typealias Factory = () -> any GameModule

    private var factories: [GameID: Factory] = [:]
    private var hidden: Set<GameID> = []

    public init() {}

    /// Registers a factory; a second registration of the same ID is ignored.
    public func register(_ id: GameID, factory: @escaping Factory) {
        guard factories[id] == nil else { return }
        factories[id] = factory
    }

    /// A fresh module, or nil when the game is not registered or hidden.
    public func makeModule(_ id: GameID) -> (any GameModule)? {
        guard !hidden.contains(id) else { return nil }
        return factories[id]?()
    }

    /// Registered and not hidden, in GameID order.
    public var availableGameIDs: [GameID] {
        GameID.allCases.filter { factories[$0] != nil && !hidden.contains($0) }
    }

    /// Hides games whose content failed validation; called once at bootstrap.
    public func hide(_ ids: Set<GameID>) {
        hidden.formUnion(ids)
    }

    /// Every game registered, each module reporting its own ID.
    public func verifyCompleteness(expected: [GameID] = GameID.allCases) -> [GameRegistryIssue] {
        expected.compactMap { id in
            guard let factory = factories[id] else { return .notRegistered(id) }
            let reported = factory().id
            return reported == id ? nil : .wrongModule(registeredAs: id, reports: reported)
        }
    }
}
