import ZKCore

/// A Punkt-zu-Punkt picture (docs/games.md#punkt-zu-punkt): 5, 10 or 20 dots in the unit square.
public struct DotPicture: Sendable, Equatable, Decodable {
    public let schemaVersion: Int
    public let id: String
    public let nameKey: String
    /// `dotpic.<id>.name`, spoken after "Schau mal, was das ist!".
    public let nameAudio: AudioID
    /// True when the last dot connects back to the first.
    public let closed: Bool
    /// The fill colour of the reveal, `#RRGGBB`.
    public let color: String
    public let revealAssetName: String
    public let stickerID: String
    /// Dot 1 first.
    public let dots: [UnitPoint]
}
