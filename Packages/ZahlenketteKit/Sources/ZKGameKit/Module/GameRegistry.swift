import ZKCore

/// Maps each GameID to a factory for its module (spec 5.4.3). Populated by the app from the game
/// list of `Package.swift` (`GameRegistry.allGames()`, generated); games whose content failed
/// validation are hidden. The registry is the app's list of games: its order is the game list's.
public final class GameRegistry {
    public typealias Factory = () -> any GameModule

    private var factories: [GameID: Factory] = [:]
    private var order: [GameID] = []
    private var hidden: Set<GameID> = []

    public init() {}

    /// Registers a factory; a second registration of the same ID is ignored.
    public func register(_ id: GameID, factory: @escaping Factory) {
        guard factories[id] == nil else { return }
        factories[id] = factory
        order.append(id)
    }

    /// Every registered game, hidden or not, in registration order.
    public var gameIDs: [GameID] { order }

    /// A fresh module, or nil when the game is not registered or hidden.
    public func makeModule(_ id: GameID) -> (any GameModule)? {
        guard !hidden.contains(id) else { return nil }
        return factories[id]?()
    }

    /// Registered and not hidden, in registration order.
    public var availableGameIDs: [GameID] {
        order.filter { !hidden.contains($0) }
    }

    /// Hides games whose content failed validation; called once at bootstrap.
    public func hide(_ ids: Set<GameID>) {
        hidden.formUnion(ids)
    }

    /// Every game expected is registered, and each registered module reports its own ID.
    public func verifyCompleteness(expected: [GameID]) -> [GameRegistryIssue] {
        expected.compactMap { id in
            guard let factory = factories[id] else { return .notRegistered(id) }
            let reported = factory().id
            return reported == id ? nil : .wrongModule(registeredAs: id, reports: reported)
        }
    }
}
