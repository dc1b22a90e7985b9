/// What the gate and the grown-up's S-16 ask for (docs/app.md#sessions-daily-limits-and-the-gate).
enum GateEffect: Sendable, Equatable {
    /// A grown-up is needed: the gate, then `purpose`.
    case open(GatePurpose)
    case digit(Int)
    case delete
    /// Behind the gate on S-16: 15 more minutes today, or no limit today, for the profile.
    case grantTime(profileIndex: Int, unlimited: Bool)
}
