import ZKCore

/// A Zahlenfreund (docs/rewards.md#befriending-celebration-celebrations-s-27,
/// docs/rewards.md#zahlenfreunde-friends-s-13): one per number 1 to 20.
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
    /// `friend_<nn>_silhouette`: the friend as a soft, smiling shape, before the child has met it
    /// (S-13: silhouettes, no lock).
    public let silhouetteAssetName: String
    /// `friend.<n>.hello`: "Hallo, ich bin die Sieben! Jetzt sind wir Freunde." (S-13 gallery).
    public let helloAudio: AudioID
    /// `friend.<n>.short`: "Hallo, ich bin die Sieben!", short enough for the 2.5 s befriending
    /// celebration (docs/rewards.md#befriending-celebration-celebrations-s-27, S-27); the gallery
    /// plays the full `helloAudio`.
    public let shortHelloAudio: AudioID
    public let stickerID: String
}

struct FriendsFile: Decodable {
    let schemaVersion: Int
    let friends: [Lossy<Friend>]
}
