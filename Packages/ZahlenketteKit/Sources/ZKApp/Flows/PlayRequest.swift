/// The child's screens around the rounds (`RoundFlow`, docs/app.md#flows), opened on the child's
/// session.
enum PlayRequest: Sendable, Equatable {
    /// S-05 with the child's stars and today's trail.
    case home
    /// S-06 with the games locked now.
    case gamePicker
    /// S-09: today's Abenteuer, planned on the first visit of the trusted day (docs/app.md#sessions-daily-limits-and-the-gate).
    case abenteuer
}
