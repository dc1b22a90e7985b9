import ZKCore

/// Fills a round's slots in the draw order of 9.3.1: review, maintenance, stretch, focus, fallback.
struct SlotFill {
    let setup: RoundSetup
    let snapshot: LearnerSnapshot
    private(set) var chosen: [ChosenTask] = []
    private var uses: [Int: Int] = [:]

    init(setup: RoundSetup, snapshot: LearnerSnapshot) {
        self.setup = setup
        self.snapshot = snapshot
    }

    private var free: Int { setup.count - chosen.count }

    private func cell(_ number: Int) -> CellState {
        snapshot.cell(CellKey(skill: setup.skill, number: number))
    }

    private mutating func add(_ number: Int, _ reason: SelectionReason, step: DifficultyStep? = nil) {
        chosen.append(task(number, reason, step: step ?? setup.step))
        uses[number, default: 0] += 1
    }

    /// A task on `number` as the cell stands when the round is planned.
    private func task(_ number: Int, _ reason: SelectionReason, step: DifficultyStep) -> ChosenTask {
        let state = cell(number)
        return ChosenTask(
            number: number, reason: reason, step: step, chance: SuccessPrediction.firstTry(state, on: snapshot.today),
            onMasteredCell: state.status == .mastered, isNewCell: state.status == .new,
            needsHelp: (state.status == .new && !setup.isUnderChallenged) || state.previousAttempt == .missed,
            helpFades: state.previousAttempt == .succeededScaffolded)
    }

    private func unused() -> [Int] { setup.allowed.filter { uses[$0] == nil } }

    /// The best corrected expectation a task can get in this round: scaffolded when the fit may
    /// scaffold it (D-0120, D-0144).
    private func bestExpected(_ task: ChosenTask) -> Double {
        setup.predictor.expected(task.chance, scaffolded: setup.mustHelp(task) || setup.mayHelp(task))
    }

    /// The best expectation of a focus pick of `number`.
    private func bestExpected(_ number: Int) -> Double {
        bestExpected(task(number, .focus, step: setup.step))
    }

    /// What a pick is checked against while one slot is filled (D-0120, D-0139): the chosen tasks at
    /// their best expectation and, when open slots count at the numbers left, the unused numbers'
    /// best expectations (at most `assumedLaterSuccess`), highest first. Worked out once per slot,
    /// not once per candidate.
    private struct TargetCheck {
        let chosenSum: Double
        let numbersLeft: [(number: Int, expected: Double)]?
    }

    private func targetCheck() -> TargetCheck {
        let sum = chosen.reduce(0) { $0 + bestExpected($1) }
        guard setup.fitsTarget, setup.countsOpenSlotsByNumbersLeft else {
            return TargetCheck(chosenSum: sum, numbersLeft: nil)
        }
        let left = unused().map { (number: $0, expected: min(bestExpected($0), EngineConstants.assumedLaterSuccess)) }
        return TargetCheck(chosenSum: sum, numbersLeft: left.sorted { $0.expected > $1.expected })
    }

    /// D-0120: a pick fits while the round can still reach the success target with it: the tasks
    /// chosen so far at their best expectation, this one, and the open slots at
    /// `assumedLaterSuccess` — or, once the controller knows the child and the child is not
    /// under-challenged, at the best the unused numbers can give, none above it (D-0139).
    private func fits(_ number: Int, _ check: TargetCheck) -> Bool {
        guard setup.fitsTarget else { return true }
        let later =
            check.numbersLeft.map { bestLater(slots: free - 1, besides: number, from: $0) }
            ?? Double(free - 1) * EngineConstants.assumedLaterSuccess
        return (check.chosenSum + bestExpected(number) + later) / Double(setup.count)
            >= EngineConstants.roundSuccessTarget
    }

    /// The most `slots` open slots can add to the round: the best expectations of the unused numbers
    /// other than `number`; a slot no unused number is left for is counted at the best of them, as a
    /// number may come again (D-0104, D-0139).
    private func bestLater(
        slots: Int, besides number: Int, from numbersLeft: [(number: Int, expected: Double)]
    ) -> Double {
        guard slots > 0 else { return 0 }
        let best = numbersLeft.filter { $0.number != number }.map(\.expected)
        let taken = best.prefix(slots)
        let repeated = Double(slots - taken.count) * (best.first ?? EngineConstants.assumedLaterSuccess)
        return taken.reduce(0, +) + repeated
    }

    /// Review: due cells, most overdue first (9.5, 9.9.1).
    mutating func fillReview() {
        let today = snapshot.today
        let due = unused().filter { cell($0).isDue(on: today) }.sorted { lhs, rhs in
            let left = Leitner.priority(cell(lhs), on: today)
            let right = Leitner.priority(cell(rhs), on: today)
            return left != right ? left > right : lhs < rhs
        }
        for number in due.prefix(min(setup.quotas.review, free)) { add(number, .review) }
    }

    /// Maintenance: mastered cells that are not due, the lowest first-try estimate first, then the
    /// oldest (9.9.1, D-0114).
    mutating func fillMaintenance(_ quota: Int) {
        let today = snapshot.today
        let candidates = unused().filter { cell($0).status == .mastered && !cell($0).isDue(on: today) }.sorted {
            lhs, rhs in
            if cell(lhs).successEstimate != cell(rhs).successEstimate {
                return cell(lhs).successEstimate < cell(rhs).successEstimate
            }
            let left = cell(lhs).lastPracticedOn
            let right = cell(rhs).lastPracticedOn
            if left != right {
                guard let left else { return true }
                guard let right else { return false }
                return left < right
            }
            return lhs < rhs
        }
        for number in candidates.prefix(min(max(quota, 0), free)) { add(number, .maintenance) }
    }

    /// Stretch kind (9.9.1): the next stage's lowest number while W1–W3 hold below the cap; otherwise
    /// one step up on the strongest unused number; otherwise the weakest in-range cell.
    mutating func fillStretch(catalog: some GameCatalog) {
        guard free > 0 else { return }
        if setup.mayProbeNextStage, let next = setup.stage.next {
            let probe = setup.stage.maxNumber + 1
            let valid = catalog.validNumbers(for: setup.gameID, step: setup.step, level: setup.level, range: next)
            if valid.contains(probe),
                ApplicableCells.isApplicable(CellKey(skill: setup.skill, number: probe), level: setup.level)
            {
                chosen.append(
                    ChosenTask(
                        number: probe, reason: .stretchNumber, step: setup.step,
                        chance: SuccessPrediction.firstTry(cell(probe), on: snapshot.today), onMasteredCell: false))
                uses[probe, default: 0] += 1
                return
            }
        }
        if let higher = setup.step.next {
            let valid = Set(
                catalog.validNumbers(for: setup.gameID, step: higher, level: setup.level, range: setup.stage))
            let options = unused().filter { valid.contains($0) && cell($0).status != .new }
            let unmastered = options.filter { cell($0).status != .mastered }
            let strongest = (unmastered.isEmpty ? options : unmastered).max { lhs, rhs in
                let left = cell(lhs).successEstimate
                let right = cell(rhs).successEstimate
                return left != right ? left < right : lhs > rhs
            }
            if let strongest {
                let chance =
                    SuccessPrediction.firstTry(cell(strongest), on: snapshot.today) - EngineConstants.stepPenalty
                chosen.append(
                    ChosenTask(
                        number: strongest, reason: .stretchStep, step: higher, chance: max(0, chance),
                        onMasteredCell: cell(strongest).status == .mastered))
                uses[strongest, default: 0] += 1
                return
            }
        }
        let weakest = unused().min { lhs, rhs in
            cell(lhs).mastery != cell(rhs).mastery ? cell(lhs).mastery < cell(rhs).mastery : lhs < rhs
        }
        if let weakest {
            chosen.append(
                ChosenTask(
                    number: weakest, reason: .stretchNumber, step: setup.step,
                    chance: SuccessPrediction.firstTry(cell(weakest), on: snapshot.today),
                    onMasteredCell: cell(weakest).status == .mastered))
            uses[weakest, default: 0] += 1
        }
    }

    /// Focus: weighted picks over unmastered, unused cells, due ones included (D-0112), with the
    /// new-cell limits (9.9.3); only cells that fit the round's success target (D-0120).
    mutating func fillFocus(rng: inout some RandomNumberGenerator) {
        while free > 0 {
            let check = targetCheck()
            let candidates = unused().filter { number in
                let state = cell(number)
                if state.status == .mastered || !fits(number, check) { return false }
                if state.status == .new {
                    return newCellRoomLeft && number <= setup.newCellsUpTo
                }
                return true
            }
            let weights = candidates.map { focusWeight($0) }
            guard let index = WeightedPicker.pick(weights: weights, rng: &rng) else { return }
            add(candidates[index], .focus)
        }
    }

    /// True while the round may take one more new cell (9.9.3: at most 2, 0 in re-entry).
    private var newCellRoomLeft: Bool {
        chosen.filter { $0.isNewCell }.count < setup.newCellsLimit
    }

    /// The focus weight (9.9.3 as simplified by D-0145): a number of the game's previous round weighs
    /// half, so consecutive rounds vary; every other candidate weighs the same.
    private func focusWeight(_ number: Int) -> Double {
        setup.recent.contains(number) ? EngineConstants.recentFactor : 1
    }

    /// Once distinct numbers run out, unmastered cells already in the round may come again (D-0104),
    /// while they fit the success target (D-0120).
    mutating func fillRepeats(rng: inout some RandomNumberGenerator) {
        while free > 0 {
            let check = targetCheck()
            let candidates = setup.allowed.filter { number in
                let state = cell(number)
                let count = uses[number] ?? 0
                let isStretch = chosen.contains { $0.number == number && $0.isStretch }
                return count > 0 && !isStretch && count < EngineConstants.focusRepeatsPerCell
                    && (state.status == .learning || state.status == .difficult)
                    && count < (setup.count + 1) / 2 && fits(number, check)
            }
            let weights = candidates.map { focusWeight($0) }
            guard let index = WeightedPicker.pick(weights: weights, rng: &rng) else { return }
            add(candidates[index], .focus)
        }
    }

    /// Fallback: a random allowed number, the least used first (9.9.1). Practised unmastered numbers
    /// that fit the success target come first (D-0111, D-0120), then the practised number likeliest to
    /// succeed; a new number only within the new-cell limits (9.9.3): a new number already in the
    /// round comes again before another new one (D-0139). No number fills more than half
    /// the round, so the order can keep equal numbers apart.
    mutating func fillFallback(rng: inout some RandomNumberGenerator) {
        let cap = (setup.count + 1) / 2
        while free > 0 {
            let stretched = Set(chosen.filter(\.isStretch).map(\.number))
            let open = setup.allowed.filter { (uses[$0] ?? 0) < cap && !stretched.contains($0) }
            let practised = leastUsed(open.filter { cell($0).status != .new })
            let check = targetCheck()
            let fitting = practised.filter { cell($0).status != .mastered && fits($0, check) }
            if let number = rng.pick(from: fitting) {
                add(number, .fallback)
                continue
            }
            let fresh = newCellRoomLeft ? open.filter { cell($0).status == .new && $0 <= setup.newCellsUpTo } : []
            // No new cell beyond the round's limit (9.9.3, D-0139): a new number already in the
            // round comes again first; only when none is left may another one come.
            let chosenNew = open.filter { cell($0).status == .new && uses[$0] != nil }
            let others = setup.allowed.filter { !stretched.contains($0) }
            let pool = leastUsed([practised, fresh, chosenNew, others, setup.allowed].first { !$0.isEmpty } ?? [])
            let likeliest = pool.max { lhs, rhs in
                bestExpected(lhs) != bestExpected(rhs) ? bestExpected(lhs) < bestExpected(rhs) : lhs > rhs
            }
            guard let number = likeliest else { return }
            add(number, .fallback)
        }
    }

    private func leastUsed(_ numbers: [Int]) -> [Int] {
        let fewest = numbers.map { uses[$0] ?? 0 }.min() ?? 0
        return numbers.filter { (uses[$0] ?? 0) == fewest }
    }
}
