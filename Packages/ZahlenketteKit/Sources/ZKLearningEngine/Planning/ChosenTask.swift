import ZKCore

/// A task chosen by the slot fill, before ordering and IDs (engine 9.9).
struct ChosenTask: Hashable, Sendable {
    let number: Int
    let reason: SelectionReason
    let step: DifficultyStep
    /// The likelihood of success used for ordering: the cell's mastery.
    let likelihood: Double

    var isStretch: Bool { reason.bucket == .stretch }
}
