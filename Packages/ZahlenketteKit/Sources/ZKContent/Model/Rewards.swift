import ZKCore

/// A Zahlenfreund (engine 14.3, 9.17): one per number 1 to 20.
public struct Friend: Sendable, Equatable, Decodable {
    public let number: Int
    /// `friend.<nn>.name` in Content.xcstrings.
    public let nameKey: String
    /// `friend.<nn>.personality`: a one-line personality for the gallery.
    public let personalityKey: String
    /// `#RRGGBB`.
    public let primaryColor: String
    public let secondaryColor: String
    public let assetName: String
    /// `friend.<n>.hello`: "Hallo, ich bin die Sieben! Jetzt sind wir Freunde."
    public let helloAudio: AudioID
    public let stickerID: String
}

/// A profile avatar (S-03).
public struct Avatar: Sendable, Equatable, Decodable {
    /// `avatar.<slug>`, stored in the profile.
    public let id: String
    public let nameKey: String
    public let assetName: String
}

/// Width and height in garden cells.
public struct Footprint: Sendable, Equatable, Decodable {
    public let width: Int
    public let height: Int
}

/// A garden decoration of the shop (engine 14.2).
public struct Decoration: Sendable, Equatable, Decodable {
    /// `deco.<slug>`.
    public let id: String
    public let size: DecorationSize
    /// Always `size.price`; validation checks it.
    public let price: Int
    /// Always `size.footprint`; validation checks it.
    public let footprint: Footprint
    public let nameKey: String
    public let assetName: String
}

/// The four sticker families of the album (engine 14.4).
public enum StickerKind: String, Sendable, Equatable, Decodable, CaseIterable {
    case friend
    case dotPicture
    case abenteuer
    case milestone
}

/// What a milestone sticker counts.
public enum MilestoneKind: String, Sendable, Equatable, Decodable, CaseIterable {
    case roundsCompleted
    case decorationsPlaced
    case friendsMade
}

/// A milestone condition: the sticker is awarded when the lifetime count reaches `count`.
public struct MilestoneTrigger: Sendable, Equatable, Decodable {
    public let kind: MilestoneKind
    public let count: Int
}

/// One sticker of the album (86 in V1).
public struct Sticker: Sendable, Equatable, Decodable {
    /// `sticker.<kind>.<slug>`.
    public let id: String
    public let kind: StickerKind
    public let nameKey: String
    public let assetName: String
    public let frameAssetName: String
    /// For `friend` stickers.
    public let friendNumber: Int?
    /// For `dotPicture` stickers.
    public let dotPictureID: String?
    /// For `abenteuer` stickers: the lifetime Abenteuer count that awards it (3, 6, … 90).
    public let abenteuerCount: Int?
    /// For `milestone` stickers.
    public let milestone: MilestoneTrigger?
}

/// A Punkt-zu-Punkt picture (games.md 13.4): 5, 10 or 20 dots in the unit square.
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

/// One stroke of a Ziffer, drawn from its first point to its last (the direction).
public struct NumeralStroke: Sendable, Equatable, Decodable {
    public let points: [UnitPoint]

    /// The green start dot.
    public var start: UnitPoint? { points.first }
}

/// The school form of one Ziffer 0–9 for Nachspuren: strokes in writing order. Coordinates are in
/// the unit square of the glyph box (x to the right, y downwards).
public struct NumeralTemplate: Sendable, Equatable, Decodable {
    public let digit: Int
    public let strokes: [NumeralStroke]
}

struct NumeralsFile: Decodable {
    let schemaVersion: Int
    /// Width over height of the glyph box.
    let aspectRatio: Double
    let digits: [Lossy<NumeralTemplate>]
}

struct FriendsFile: Decodable {
    let schemaVersion: Int
    let friends: [Lossy<Friend>]
}

struct AvatarsFile: Decodable {
    let schemaVersion: Int
    let avatars: [Lossy<Avatar>]
}

struct DecorationsFile: Decodable {
    let schemaVersion: Int
    let decorations: [Lossy<Decoration>]
}

struct StickersFile: Decodable {
    let schemaVersion: Int
    let stickers: [Lossy<Sticker>]
}

/// `manifest.json`: the content version and the files to load.
public struct ContentManifest: Sendable, Equatable, Decodable {
    public let schemaVersion: Int
    public let contentVersion: String
    public let sourceLocale: String
    public let files: [String: String]
    public let games: [String]
    public let dotPictures: [String]

    /// Used when manifest.json is missing or broken: the standard file names, every game, no pictures.
    static let fallback = ContentManifest(
        schemaVersion: 1, contentVersion: "0", sourceLocale: "de", files: [:],
        games: GameID.allCases.map(\.rawValue), dotPictures: [])

    /// The file name of a role (`numbers`, `prompts`, …), defaulting to `<role>.json`.
    func file(_ role: String) -> String {
        files[role] ?? "\(role).json"
    }
}
