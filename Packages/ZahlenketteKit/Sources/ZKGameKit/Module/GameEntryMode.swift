import ZKCore

/// One way into a game, offered as a picture before the round (docs/games.md#entdecken: the
/// magnifier opens free explore, the counting hand Zähl mit).
public struct GameEntryMode: Sendable, Equatable {
    /// The lowerCamelCase element name of its picture tile: `S07.<gameId>.<element>`.
    public let element: String
    /// The round mode it opens; `.freeExplore` rounds are planned without tasks.
    public let mode: GameMode
    /// The picture (an asset name from content).
    public let pictureAsset: String
    /// The catalog key of its accessibility label.
    public let labelKey: String

    public init(element: String, mode: GameMode, pictureAsset: String, labelKey: String) {
        self.element = element
        self.mode = mode
        self.pictureAsset = pictureAsset
        self.labelKey = labelKey
    }

    /// `S07.<gameId>.<element>`.
    public func id(in game: GameID) -> A11yID {
        A11yID.gameElement(game, element)
    }
}
