/// What the profile picker asks of the child's session (`SessionFlow`, docs/app.md#flows).
enum SessionEffect: Sendable, Equatable {
    /// The profile at this index (picker order) plays: its session starts, or S-16 shows.
    case start(profileIndex: Int)
}
