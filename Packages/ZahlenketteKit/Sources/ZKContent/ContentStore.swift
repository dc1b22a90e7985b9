import Foundation
import ZKCore

/// The app's access to content (spec 5.4.2, Section 8): the catalog, what was wrong with it, and
/// which games may be offered.
public protocol ContentStore: Sendable {
    /// Immutable and `Sendable`.
    var catalog: ContentCatalog { get }
    /// Every problem found while loading; empty for the shipped content.
    var validationReport: ContentValidationReport { get }
    /// False when the game's configuration is missing or invalid: the game is hidden, every other
    /// game plays.
    func isGameAvailable(_ id: GameID) -> Bool
}

extension ContentStore {
    /// The available games in the catalog's `gameOrder`.
    public var availableGames: [GameID] {
        catalog.gameOrder.filter(isGameAvailable)
    }

    /// The games to hide (`GameRegistry.hide`): each one the load looked for and could not offer.
    public var unavailableGames: Set<GameID> {
        Set(catalog.gameOrder.filter { !isGameAvailable($0) })
    }
}

/// The content store the loader returns.
public struct LoadedContentStore: ContentStore, Equatable {
    public let catalog: ContentCatalog
    public let validationReport: ContentValidationReport
    public let availableGameIDs: Set<GameID>

    public init(catalog: ContentCatalog, validationReport: ContentValidationReport, availableGameIDs: Set<GameID>) {
        self.catalog = catalog
        self.validationReport = validationReport
        self.availableGameIDs = availableGameIDs
    }

    public func isGameAvailable(_ id: GameID) -> Bool {
        availableGameIDs.contains(id) && catalog.games[id] != nil
    }

    /// The same content and report with the strings in `language`.
    public func speaking(_ language: String) -> LoadedContentStore {
        LoadedContentStore(
            catalog: catalog.speaking(language), validationReport: validationReport, availableGameIDs: availableGameIDs)
    }
}
