/// The screens around a child's session (`SessionFlow`, docs/app.md#flows): who plays, and a
/// day that is over.
enum SessionRequest: Sendable, Equatable {
    /// S-04; the session before it ends.
    case profilePicker
    /// The home avatar: the picker, behind the gate when a setting asks for it (docs/app.md#sessions-daily-limits-and-the-gate).
    case switchProfile
    /// The child side of S-16 for the profile at this index.
    case timesUp(profileIndex: Int)
}
