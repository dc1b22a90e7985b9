import ZKPersistence

/// What the child's session is asked for (`SessionFlow`, docs/app.md#flows).
enum SessionEffect: Sendable, Equatable {
    /// The profile at this index (picker order) plays: its session starts, or S-16 shows.
    case start(profileIndex: Int)
    /// A profile read already plays (S-03's new child, more time on S-16): its session starts
    /// after the one before it ended, or S-16 shows.
    case begin(ChildProfile, profileIndex: Int)
    /// The day's allowance closed in the child's flow: the session ends and S-16 shows.
    case lockToday
}
