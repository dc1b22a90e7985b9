/// Garden decoration sizes with their fixed prices, footprints and copy limits
/// (docs/rewards.md#shop-shop-s-12).
public enum DecorationSize: String, CaseIterable, Codable, Sendable {
    case small
    case medium
    case large

    /// The price in stars. Prices are fixed: no offers, no premium-only items.
    public var price: Int {
        switch self {
        case .small: 10
        case .medium: 25
        case .large: 60
        }
    }

    /// Width and height in garden cells of the 6 x 4 grid.
    public var footprint: (width: Int, height: Int) {
        switch self {
        case .small: (1, 1)
        case .medium: (2, 1)
        case .large: (2, 2)
        }
    }

    /// How many copies of one item a child may own.
    public var maxCopies: Int {
        switch self {
        case .small: 4
        case .medium: 2
        case .large: 1
        }
    }
}
