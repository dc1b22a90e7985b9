import ZKCore

/// Difficulty stepping per game (docs/engine.md#learning-from-a-task, spec 9.6).
public enum DifficultyStepper {
    /// The step a game starts at: step 2 when the skill's mean mastery in range is ≥ 0.60.
    public static func startingStep(meanMastery: Double) -> DifficultyStep {
        meanMastery >= EngineConstants.startStep2Mastery ? .step2 : .step1
    }

    /// Records one task; stretch and scaffolded tasks do not enter the window: neither is shown at the
    /// game's step (D-0118).
    public static func record(
        _ result: TaskResultKind, isStretch: Bool, scaffolded: Bool = false, cell: CellKey,
        into state: GameProgressState, on today: LocalDate
    ) -> GameProgressState {
        var next = state
        next.currentRoundCells.append(cell)
        next.lastPlayedOn = today
        next.shownInARow = result == .solutionShown ? state.shownInARow + 1 : 0
        guard !isStretch, !scaffolded else { return next }
        next.window.append(result == .firstTry)
        if next.window.count > EngineConstants.stepWindow {
            next.window.removeFirst(next.window.count - EngineConstants.stepWindow)
        }
        return next
    }

    /// The step decision after a round; counters reset after a change (9.6).
    public static func endRound(
        _ state: GameProgressState, controller: ControllerMode, paused: Bool
    )
        -> GameProgressState
    {
        var next = state
        next.lastRoundCells = state.currentRoundCells
        next.currentRoundCells = []
        next.roundsAtStep += 1
        guard !paused else { return next }
        let firstTries = next.window.filter { $0 }.count
        let fullWindow = next.window.count >= EngineConstants.stepWindow
        if (fullWindow && firstTries <= EngineConstants.stepDownFirstTries)
            || next.shownInARow >= EngineConstants.stepDownShownInARow, let lower = next.step.previous
        {
            return reset(next, to: lower)
        }
        if next.roundsAtStep >= EngineConstants.stepUpRounds, fullWindow,
            firstTries >= EngineConstants.stepUpFirstTries, controller != .easing, let higher = next.step.next
        {
            return reset(next, to: higher)
        }
        return next
    }

    private static func reset(_ state: GameProgressState, to step: DifficultyStep) -> GameProgressState {
        GameProgressState(
            step: step, lastRoundCells: state.lastRoundCells, lastPlayedOn: state.lastPlayedOn)
    }
}
