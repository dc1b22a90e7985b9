import ZKCore

/// A task chosen by the slot fill, before ordering and IDs (docs/engine.md#planning-a-round).
struct ChosenTask: Hashable, Sendable {
    let number: Int
    let reason: SelectionReason
    let step: DifficultyStep
    /// The predicted first-try chance of the cell shown normally at `step` (D-0119).
    let chance: Double
    /// Shown in the game's easiest form (D-0118): the first task on a number the child meets for the
    /// first time or missed last time (docs/engine.md#help).
    var scaffolded = false
    /// The corrected expectation as planned; it fills and orders the round.
    var likelihood = 0.0

    var isStretch: Bool { reason.bucket == .stretch }
}
