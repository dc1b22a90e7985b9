/// Free explore's one open-ended task: the places 1 to the range's maximum.
public struct EntdeckenExploreTask: Sendable, Equatable {
    public let places: ClosedRange<Int>
}
