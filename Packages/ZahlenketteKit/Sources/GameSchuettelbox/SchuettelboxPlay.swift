/// What the child did in a Schüttelbox task that is never an attempt: when the box was shaken
/// (docs/games.md#schüttelbox, step 2), so the box can wobble before the left lid opens.
public struct SchuettelboxPlay: Sendable, Equatable {
    public var shakenAt: Double?

    public init(shakenAt: Double? = nil) {
        self.shakenAt = shakenAt
    }
}
