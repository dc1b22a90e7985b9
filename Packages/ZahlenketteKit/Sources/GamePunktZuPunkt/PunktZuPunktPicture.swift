import ZKContent
import ZKCore
import ZKScene

/// One picture to connect (docs/games.md#punkt-zu-punkt): its dots in the unit square, dot 1 first.
public struct PunktZuPunktPicture: Sendable, Equatable {
    public let id: String
    public let dots: [Point]
    /// The last dot connects back to the first when the picture is finished.
    public let closed: Bool
    /// The coloured picture that appears when it is finished (asset name).
    public let revealAsset: String?
    /// `dotpic.<id>.name`, spoken after "Schau mal, was das ist!".
    public let nameAudio: AudioID?
    /// The sticker a first completion earns.
    public let stickerID: String?

    public init(
        id: String, dots: [Point], closed: Bool, revealAsset: String?, nameAudio: AudioID?, stickerID: String?
    ) {
        self.id = id
        self.dots = dots
        self.closed = closed
        self.revealAsset = revealAsset
        self.nameAudio = nameAudio
        self.stickerID = stickerID
    }

    init(_ picture: DotPicture) {
        self.init(
            id: picture.id, dots: picture.dots.map { Point(x: $0.x, y: $0.y) }, closed: picture.closed,
            revealAsset: picture.revealAssetName, nameAudio: picture.nameAudio, stickerID: picture.stickerID)
    }

    /// A plain ring of `count` dots, only for content without a picture of that size (never
    /// shipped; content validation hides the game first).
    static func ring(of count: Int) -> PunktZuPunktPicture {
        let dots = (0..<count).map { index -> Point in
            let angle = Double(index) / Double(max(1, count)) * 2 * Double.pi
            return Point(x: 0.5 + 0.42 * sine(angle), y: 0.5 - 0.42 * cosine(angle))
        }
        return PunktZuPunktPicture(
            id: "ring", dots: dots, closed: true, revealAsset: nil, nameAudio: nil, stickerID: nil)
    }
}
