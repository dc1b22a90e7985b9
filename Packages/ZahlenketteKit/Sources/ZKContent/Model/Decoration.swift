import ZKCore

/// Width and height in garden cells.
public struct Footprint: Sendable, Equatable, Decodable {
    public let width: Int
    public let height: Int
}

/// A garden decoration of the shop (docs/rewards.md#shop-shop-s-12).
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

struct DecorationsFile: Decodable {
    let schemaVersion: Int
    let decorations: [Lossy<Decoration>]
}
