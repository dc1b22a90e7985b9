/// One of the two sets Mehr oder weniger compares (docs/games.md#mehr-oder-weniger): the upper or
/// the lower field.
public enum ComparisonSide: String, Hashable, Sendable, CaseIterable {
    case upper
    case lower

    public var other: ComparisonSide { self == .upper ? .lower : .upper }
}
