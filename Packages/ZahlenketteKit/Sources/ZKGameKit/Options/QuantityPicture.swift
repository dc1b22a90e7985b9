import ZKContent
import ZKDesignSystem

/// How a game draws a quantity (docs/games.md#wie-viele, docs/games.md#blitzblick; structured
/// before scattered): a Zwanzigerfeld, a dice face, fingers, a ten-stick with fingers, or
/// scattered.
public enum QuantityPicture: String, Sendable, Equatable, Codable, CaseIterable {
    case field
    /// 1 to 6.
    case dice
    /// 1 to 10.
    case fingers
    /// 11 to 20.
    case tenStickAndFingers
    case scattered

    /// The content's display names; the bead chain is no quantity picture.
    public init?(content: QuantityDisplay) {
        switch content {
        case .zwanzigerfeld, .structured: self = .field
        case .dice: self = .dice
        case .fingers: self = .fingers
        case .tenStickAndFingers, .tenStick: self = .tenStickAndFingers
        case .scattered: self = .scattered
        case .beadChain: return nil
        }
    }

    /// The highest number a dice face shows.
    public static let diceMaximum = 6
    /// The highest number two hands show.
    public static let fingersMaximum = 10

    /// Whether the picture can show `number`: a die up to 6, two hands up to 10, the ten-stick from
    /// 11; the field and scattered things any number of the range.
    public func canShow(_ number: Int) -> Bool {
        switch self {
        case .dice: number <= QuantityPicture.diceMaximum
        case .fingers: number <= QuantityPicture.fingersMaximum
        case .tenStickAndFingers: number > QuantityPicture.fingersMaximum
        case .field, .scattered: true
        }
    }

    /// The dot picture of `number` (a field is drawn as its own component; here as scattered dots).
    public func dotPattern(_ number: Int, seed: UInt64) -> DotPattern.Kind {
        switch self {
        case .dice: .dice(number)
        case .fingers: .fingers(number)
        case .tenStickAndFingers: .tenStickAndFingers(number)
        case .field, .scattered: .scattered(number, seed: seed)
        }
    }
}
