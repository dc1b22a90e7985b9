import ZKContent

/// How the objects of a Wie-viele task are arranged (games.md 11.2): structured before scattered.
public enum WieVieleDisplay: String, Sendable, Equatable, Codable, CaseIterable {
    /// Step 1: the objects fill a Zwanzigerfeld.
    case field
    /// Step 2: a dice face (1 to 6).
    case dice
    /// Step 2: a finger image (1 to 10).
    case fingers
    /// Step 2: a ten-stick plus fingers (11 to 20).
    case tenStickAndFingers
    /// Step 3: scattered; the child may mark objects while counting.
    case scattered

    /// The content's display names; other displays are not used by this game.
    init?(content: QuantityDisplay) {
        switch content {
        case .zwanzigerfeld, .structured: self = .field
        case .dice: self = .dice
        case .fingers: self = .fingers
        case .tenStickAndFingers, .tenStick: self = .tenStickAndFingers
        case .scattered: self = .scattered
        case .beadChain: return nil
        }
    }
}
