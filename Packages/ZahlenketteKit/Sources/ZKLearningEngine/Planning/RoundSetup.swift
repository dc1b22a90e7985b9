import ZKCore

/// The fixed facts of one round before any slot is filled (engine 9.4, 9.6, 9.9, 9.15, 9.16).
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
    let quotas: SlotQuotas
    /// New cells only up to this number (9.9.3).
    let newCellsUpTo: Int
    /// At most this many new cells (0 in re-entry).
    let newCellsLimit: Int
    /// Numbers of the game's previous round, which weigh half in the focus pick (9.9.3, D-0145);
    /// empty in the benchmark's ablation without focus weights.
    let recent: Set<Int>
    /// W1–W3 hold below the cap without a parent override (9.9.1 stretch kind).
    let mayProbeNextStage: Bool
    /// Focus, repeat and fallback picks must fit the success target (D-0120).
    let fitsTarget: Bool
    /// Weak cells are planned scaffolded (D-0118); off only in the benchmark's ablation.
    let usesScaffolding: Bool
    /// A learning task predicted below this may be scaffolded: `scaffoldBelow`, or the band's floor
    /// while the child's first-try rate is below the round target (D-0144).
    let scaffoldBelow: Double
    /// The controller finds the child under-challenged (above 0.90). Such a child gets help only on
    /// numbers it missed last time or would mostly miss: the fit does not lift its round with help
    /// (D-0144), and a new number comes without help (D-0149).
    let isUnderChallenged: Bool
    /// Expectations corrected by the child's recent tasks (D-0120).
    let predictor: RoundPredictor
    /// Open slots count at what the unused numbers can give, not at `assumedLaterSuccess`: once the
    /// controller knows the child and the child is not under-challenged (D-0139).
    let countsOpenSlotsByNumbersLeft: Bool

    /// The fit shows `task` in the easiest form whatever the rest of the round (D-0120).
    func mustHelp(_ task: ChosenTask) -> Bool {
        usesScaffolding && task.mustBeScaffolded
    }

    /// The fit may show `task` in the easiest form to lift the round to the target (D-0120, D-0144).
    func mayHelp(_ task: ChosenTask) -> Bool {
        usesScaffolding && !isUnderChallenged && task.mayBeScaffolded(weakBelow: scaffoldBelow)
    }

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
        let mode = options.usesController ? snapshot.controller.mode : .neutral
        let isUnderChallenged = mode == .challenging
        // Below the round target: no stretch (D-0142), more help (D-0144).
        let belowTarget = options.usesController && SuccessRateController.isBelowTarget(snapshot.controller)
        let stretchDue =
            options.usesStretch && !isReentry && roundIndex != 0 && !belowTarget
            && SlotQuotas.isStretchDue(snapshot.stretch, roundLength: count)
        let quotas = SlotQuotas.make(
            count: count, level: level, mode: mode, isReentry: isReentry, stretchDue: stretchDue)
        let base =
            level == .littleOnes ? EngineConstants.newCellsBaseLittleOnes : EngineConstants.newCellsBaseVorschule
        var mayProbe = false
        if stretchDue, snapshot.range.parentOverride == nil, stage < level.rangeCap {
            let trainable = ApplicableCells.trainableSkills(available: snapshot.availableGames, catalog: catalog)
            mayProbe = RangeRules.check(snapshot, trainable: trainable).cellsReady
        }
        return RoundSetup(
            gameID: request.gameID, skill: skill, level: level, stage: stage, step: step, count: count,
            allowed: allowed, isReentry: isReentry, quotas: quotas,
            newCellsUpTo: max(base, snapshot.highestPractised(skill) + EngineConstants.newCellsAhead),
            newCellsLimit: isReentry ? 0 : EngineConstants.newCellsPerRound,
            recent: options.usesFocusWeights
                ? Set(snapshot.games[request.gameID]?.lastRoundCells.map(\.number) ?? []) : [],
            mayProbeNextStage: mayProbe, fitsTarget: options.fitsTarget,
            usesScaffolding: options.usesScaffolding,
            scaffoldBelow: belowTarget ? EngineConstants.scaffoldBelowUnderTarget : EngineConstants.scaffoldBelow,
            isUnderChallenged: isUnderChallenged,
            predictor: options.usesController ? RoundPredictor(controller: snapshot.controller) : .neutral,
            countsOpenSlotsByNumbersLeft: options.usesController
                && snapshot.controller.window.count >= EngineConstants.controllerMinimumTasks
                && !isUnderChallenged)
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
