/// What a child did in free explore: every number tapped (this and earlier sessions) and the one
/// shown now.
public struct EntdeckenExplorePlay: Sendable, Equatable {
    public var exploredNumbers: Set<Int>
    /// The number shown now, nil before the first tap.
    public var shownNumber: Int?

    public init(exploredNumbers: Set<Int>, shownNumber: Int? = nil) {
        self.exploredNumbers = exploredNumbers
        self.shownNumber = shownNumber
    }
}
