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
        // Comparisons, not `(1...6).contains`: a debug build makes that a generic call, and the
        // board generator asks for every number of every board (D-0057).
        switch self {
        case .dice: number >= 1 && number <= 6
        case .fingers: number >= 1 && number <= 10
        case .tenStick: number >= 11 && number <= 20
        case .field, .scattered: number >= 1 && number <= 20
        }
    }
}
