/// What the child did in a Froschsprung task that is never an attempt: how far the pond is scrolled.
public struct FroschsprungPlay: Sendable, Equatable {
    /// The pond's scroll offset in points from its left end; nil follows the frog (a task opens, the
    /// window changed size).
    public var scroll: Double?

    public init(scroll: Double? = nil) {
        self.scroll = scroll
    }
}
