import ZKCore

/// The fixed facts of one round before any slot is filled (docs/engine.md#planning-a-round).
struct RoundSetup: Sendable {
    let gameID: GameID
    let skill: Skill
    let level: Level
    let stage: RangeStage
    let step: DifficultyStep
    let count: Int
    /// The game's valid numbers at this step, level and range, within the stage and applicable.
    let allowed: [Int]
    let isReentry: Bool
    /// The 10 % rule grants this round a stretch task (9.9.1, D-0142).
    let stretchDue: Bool
    /// New cells only up to this number (9.9.3).
    let newCellsUpTo: Int
    /// At most this many new cells (0 in re-entry).
    let newCellsLimit: Int
    /// Numbers of the game's previous round, which come after the others of their kind, so that
    /// two rounds in a row differ; empty in the benchmark's ablation without focus weights.
    let recent: Set<Int>
    /// W1–W3 hold below the cap without a parent override (9.9.1 stretch kind).
    let mayProbeNextStage: Bool
    /// Known numbers hold the round at its goal (docs/engine.md#interspersal); off only in the
    /// benchmark's ablation, which fills the round with numbers being learned first.
    let intersperses: Bool
    /// New and missed numbers are shown in the easiest form (D-0118); off only in the benchmark's
    /// ablation.
    let usesScaffolding: Bool
    /// Numbers being learned come weakest first: the child's first tries are at the target (D-0180).
    let weakestFirst: Bool
    /// Known numbers come at the game's step; false while the child's first tries are below
    /// `knownAtStepRate`, when they come at step one (D-0163).
    let knownAtGameStep: Bool
    /// Numbers the game can show at step one: a number being learned is shown there
    /// (docs/engine.md#interspersal); empty when the round is at step one.
    let plainAtStepOne: Set<Int>
    /// The sum of expectations the round aims at (docs/engine.md#interspersal).
    let goal: Double
    /// Expectations corrected by the child's recent tasks (D-0120).
    let predictor: RoundPredictor

    static func make(
        request: RoundRequest, snapshot: LearnerSnapshot, descriptor: GameDescriptor, catalog: some GameCatalog,
        options: EngineOptions, issues: inout [EngineIssue]
    ) -> RoundSetup {
        let skill = descriptor.primarySkill
        let level = snapshot.level
        let stage = snapshot.range.effectiveStage
        let isReentry = snapshot.isReentryDue
        var roundIndex: Int?
        if case .abenteuer(let index) = request.context { roundIndex = index }
        var step = snapshot.currentStep(of: request.gameID, skill: skill)
        if isReentry { step = step.previous ?? .step1 }
        if roundIndex == 0 { step = min(step, .step2) }
        let bounds = EngineConstants.tasksPerRoundBounds
        let requested = catalog.tasksPerRound(for: request.gameID, step: step, level: level) ?? level.tasksPerRound
        let count = min(max(requested, bounds.lowerBound), bounds.upperBound)
        let allowed = allowedNumbers(
            game: request.gameID, skill: skill, step: step, level: level, stage: stage, catalog: catalog,
            issues: &issues)
        // Below the round target: no stretch (D-0142).
        let belowTarget = options.usesController && SuccessRateController.isBelowTarget(snapshot.controller)
        let stretchDue =
            options.usesStretch && !isReentry && roundIndex != 0 && !belowTarget
            && StretchAllowance.isDue(snapshot.stretch, roundLength: count)
        let base =
            level == .littleOnes ? EngineConstants.newCellsBaseLittleOnes : EngineConstants.newCellsBaseVorschule
        var mayProbe = false
        if stretchDue, snapshot.range.parentOverride == nil, stage < level.rangeCap {
            let trainable = ApplicableCells.trainableSkills(available: snapshot.availableGames, catalog: catalog)
            mayProbe = RangeRules.check(snapshot, trainable: trainable).cellsReady
        }
        return RoundSetup(
            gameID: request.gameID, skill: skill, level: level, stage: stage, step: step, count: count,
            allowed: allowed, isReentry: isReentry, stretchDue: stretchDue,
            newCellsUpTo: max(base, snapshot.highestPractised(skill) + EngineConstants.newCellsAhead),
            newCellsLimit: isReentry ? 0 : EngineConstants.newCellsPerRound,
            recent: options.usesFocusWeights
                ? Set(snapshot.games[request.gameID]?.lastRoundCells.map(\.number) ?? []) : [],
            mayProbeNextStage: mayProbe, intersperses: options.intersperses,
            usesScaffolding: options.usesScaffolding,
            weakestFirst: SuccessRateController.isAtTarget(snapshot.controller),
            knownAtGameStep: !options.easesKnownNumbers
                || SuccessRateController.carriesHarderSteps(snapshot.controller),
            plainAtStepOne: step == .step1
                ? [] : Set(catalog.validNumbers(for: request.gameID, step: .step1, level: level, range: stage)),
            goal: goal(count: count, controller: options.usesController ? snapshot.controller : ControllerState()),
            predictor: options.usesController ? RoundPredictor(controller: snapshot.controller) : .neutral)
    }

    /// The sum of first-try expectations a round of `count` tasks aims at (docs/engine.md#interspersal):
    /// what brings the controller's window, after this round, to the success target — the target
    /// times the round until the window has `controllerMinimumTasks` — within `goalShare`.
    static func goal(count: Int, controller: ControllerState) -> Double {
        let target = EngineConstants.roundSuccessTarget
        let window = controller.window
        guard window.count >= EngineConstants.controllerMinimumTasks else { return target * Double(count) }
        let kept = window.suffix(max(0, EngineConstants.controllerWindow - count))
        let owed = target * Double(kept.count + count) - Double(kept.filter { $0 }.count)
        let bounds = EngineConstants.goalShare
        return min(max(owed, bounds.lowerBound * Double(count)), bounds.upperBound * Double(count))
    }

    /// The game's valid numbers ∩ the stage ∩ the applicable cells; never empty.
    static func allowedNumbers(
        game: GameID, skill: Skill, step: DifficultyStep, level: Level, stage: RangeStage, catalog: some GameCatalog,
        issues: inout [EngineIssue]
    ) -> [Int] {
        let applicable = { (number: Int) in
            stage.numbers.contains(number)
                && ApplicableCells.isApplicable(CellKey(skill: skill, number: number), level: level)
        }
        let valid = Set(catalog.validNumbers(for: game, step: step, level: level, range: stage))
        let allowed = stage.numbers.filter { valid.contains($0) && applicable($0) }
        if !allowed.isEmpty { return allowed }
        issues.append(EngineIssue(.noAllowedNumbers, "\(game.rawValue) offers no number in \(stage); stage used"))
        let fallback = stage.numbers.filter(applicable)
        return fallback.isEmpty ? [EngineConstants.decomposeLowest] : fallback
    }
}
