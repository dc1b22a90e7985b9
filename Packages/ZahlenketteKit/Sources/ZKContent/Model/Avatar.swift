/// A profile avatar (S-03).
public struct Avatar: Sendable, Equatable, Decodable {
    /// `avatar.<slug>`, stored in the profile.
    public let id: String
    public let nameKey: String
    public let assetName: String
}

struct AvatarsFile: Decodable {
    let schemaVersion: Int
    let avatars: [Lossy<Avatar>]
}
