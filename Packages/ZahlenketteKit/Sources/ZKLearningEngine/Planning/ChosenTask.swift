import ZKCore

/// A task chosen by the slot fill, before ordering and IDs (engine 9.9).
struct ChosenTask: Hashable, Sendable {
    let number: Int
    let reason: SelectionReason
    let step: DifficultyStep
    /// The predicted first-try chance of the cell shown normally at `step` (D-0119).
    let chance: Double
    /// The cell was mastered when the round was planned.
    let onMasteredCell: Bool
    /// The cell had never been practised when the round was planned.
    var isNewCell = false
    /// The cell's last first try was missed, or it is new and the child is not under-challenged: a
    /// learning task on it is scaffolded (D-0120, D-0149).
    var needsHelp = false
    /// The cell's last task succeeded scaffolded: the help fades, this task is shown normally (D-0120).
    var helpFades = false
    /// Shown in the game's easiest form (D-0118).
    var scaffolded = false
    /// The corrected expectation as planned (D-0120); it orders the round.
    var likelihood = 0.0

    var isStretch: Bool { reason.bucket == .stretch }

    /// Focus, fallback and review tasks on cells not yet mastered practise what the child is
    /// learning; only they may be scaffolded (D-0120).
    var isLearningTask: Bool {
        (reason == .focus || reason == .fallback || reason == .review) && !onMasteredCell
    }

    /// A learning task the round shows in the easiest form whatever the rest of the round: one that
    /// `needsHelp`, or mostly missed — unless its help is fading (D-0120).
    var mustBeScaffolded: Bool {
        isLearningTask && !helpFades && (needsHelp || chance < EngineConstants.scaffoldAlwaysBelow)
    }

    /// Only a learning task on a weak cell may be scaffolded: new, last missed, or predicted below
    /// `weakBelow` (D-0120; higher while the child is below the round target, D-0144).
    func mayBeScaffolded(weakBelow: Double) -> Bool {
        isLearningTask && (needsHelp || chance < weakBelow)
    }
}
