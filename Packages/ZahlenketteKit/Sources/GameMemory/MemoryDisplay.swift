import ZKContent

/// How the quantity card of a pair shows n (docs/games.md#memory): structured before scattered.
public enum MemoryDisplay: String, Sendable, Equatable, Codable, CaseIterable {
    /// n beads in a Zwanzigerfeld (step 1, and part of the step 3 mix).
    case field
    /// A dice face, 1 to 6.
    case dice
    /// Fingers, 1 to 10.
    case fingers
    /// A ten-stick plus fingers, 11 to 20.
    case tenStick
    /// Scattered dots, only for small n (step 3, n ≤ 4).
    case scattered

    /// The content's display names.
    init(content: QuantityDisplay) {
        switch content {
        case .zwanzigerfeld, .structured, .beadChain: self = .field
        case .dice: self = .dice
        case .fingers: self = .fingers
        case .tenStick, .tenStickAndFingers: self = .tenStick
        case .scattered: self = .scattered
        }
    }

    /// Whether this picture can show `number`: a dice face up to 6, two hands up to 10, a ten-stick
    /// with fingers from 11.
    func canShow(_ number: Int) -> Bool {
        switch self {
        case .dice: (1...6).contains(number)
        case .fingers: (1...10).contains(number)
        case .tenStick: (11...20).contains(number)
        case .field, .scattered: (1...20).contains(number)
        }
    }
}
