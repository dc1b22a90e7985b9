import ZKCore

/// What the app's content knows, for an import to check a file against (docs/export.md#bad-files):
/// a game the content does not have is refused; a picture that is taken or unknown is swapped for
/// the first free one. Empty lists check nothing (the store's own tests and tools).
public struct ImportCatalog: Sendable, Equatable {
    /// Avatar IDs in the order the picker shows them.
    public var avatars: [String]
    public var games: Set<GameID>

    public init(avatars: [String], games: Set<GameID>) {
        self.avatars = avatars
        self.games = games
    }

    public static let none = ImportCatalog(avatars: [], games: [])
}
