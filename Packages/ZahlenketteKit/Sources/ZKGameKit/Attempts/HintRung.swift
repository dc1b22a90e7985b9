/// The rungs of the hint ladder, one per wrong attempt (docs/games.md#hint-ladder): H1 emphasises
/// structure, H2 narrows the options, S demonstrates the answer and waits for a guided tap.
public enum HintRung: Int, CaseIterable, Codable, Sendable, Comparable {
    case none = 0
    case h1 = 1
    case h2 = 2
    case solution = 3

    /// The rung after one more wrong attempt; S is the top.
    public var next: HintRung {
        HintRung(rawValue: rawValue + 1) ?? .solution
    }

    public static func < (lhs: HintRung, rhs: HintRung) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
