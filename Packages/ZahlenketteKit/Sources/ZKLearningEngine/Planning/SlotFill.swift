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
        chosen.append(
            ChosenTask(
                number: number, reason: reason, step: step ?? setup.step, likelihood: cell(number).successEstimate))
        uses[number, default: 0] += 1
    }

    private func unused() -> [Int] { setup.allowed.filter { uses[$0] == nil } }

    /// D-0116: new, or with a first-try estimate below `weakCellEstimate`.
    private func isWeak(_ number: Int) -> Bool {
        let state = cell(number)
        return state.status == .new || state.successEstimate < EngineConstants.weakCellEstimate
    }

    /// True while the round may take one more weak cell (D-0116); stretch tasks do not count.
    private var weakRoomLeft: Bool {
        setup.weakCellLimit == .max
            || chosen.filter { !$0.isStretch && isWeak($0.number) }.count < setup.weakCellLimit
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
                chosen.append(ChosenTask(number: probe, reason: .stretchNumber, step: setup.step, likelihood: -1))
                uses[probe, default: 0] += 1
                return
            }
        }
        if let higher = setup.step.next {
            let valid = Set(
                catalog.validNumbers(for: setup.gameID, step: higher, level: setup.level, range: setup.stage))
            let options = unused().filter { valid.contains($0) }
            let unmastered = options.filter { cell($0).status != .mastered }
            let strongest = (unmastered.isEmpty ? options : unmastered).max { lhs, rhs in
                let left = cell(lhs).successEstimate
                let right = cell(rhs).successEstimate
                return left != right ? left < right : lhs > rhs
            }
            if let strongest {
                chosen.append(ChosenTask(number: strongest, reason: .stretchStep, step: higher, likelihood: -1))
                uses[strongest, default: 0] += 1
                return
            }
        }
        let weakest = unused().min { lhs, rhs in
            cell(lhs).mastery != cell(rhs).mastery ? cell(lhs).mastery < cell(rhs).mastery : lhs < rhs
        }
        if let weakest {
            chosen.append(ChosenTask(number: weakest, reason: .stretchNumber, step: setup.step, likelihood: -1))
            uses[weakest, default: 0] += 1
        }
    }

    /// Focus: weighted picks over unmastered, unused cells, due ones included (D-0112), with the
    /// new-cell limits (9.9.3) and the easing cap on weak cells (D-0116).
    mutating func fillFocus(rng: inout some RandomNumberGenerator) {
        var newPicked = 0
        while free > 0 {
            let roomForWeak = weakRoomLeft
            let candidates = unused().filter { number in
                let state = cell(number)
                if state.status == .mastered { return false }
                if setup.composesForTarget, !fitsTarget(state) { return false }
                if !roomForWeak, isWeak(number) { return false }
                if state.status == .new {
                    return newPicked < setup.newCellsLimit && number <= setup.newCellsUpTo
                }
                return true
            }
            let weights = candidates.map {
                FocusWeights.weight(cell($0), mode: setup.mode, isRecent: setup.recent.contains($0))
            }
            guard let index = WeightedPicker.pick(weights: weights, rng: &rng) else { return }
            let number = candidates[index]
            if cell(number).status == .new { newPicked += 1 }
            add(number, .focus)
        }
    }

    /// D-0105: a pick keeps the round's predicted first-try rate at or above the target, assuming
    /// the slots still open succeed as likely as a mastered cell. The first pick of a round always fits.
    private func fitsTarget(_ state: CellState) -> Bool {
        guard !chosen.isEmpty else { return true }
        let predicted = chosen.reduce(0) { $0 + cell($1.number).successEstimate }
        let later = Double(free - 1) * EngineConstants.assumedLaterSuccess
        return (predicted + state.successEstimate + later) / Double(setup.count) >= EngineConstants.roundSuccessTarget
    }

    /// Once distinct numbers run out, unmastered cells already in the round may come again (D-0104).
    mutating func fillRepeats(rng: inout some RandomNumberGenerator) {
        while free > 0 {
            let roomForWeak = weakRoomLeft
            let candidates = setup.allowed.filter { number in
                let state = cell(number)
                let count = uses[number] ?? 0
                let isStretch = chosen.contains { $0.number == number && $0.isStretch }
                return count > 0 && !isStretch && count < EngineConstants.focusRepeatsPerCell
                    && (!setup.composesForTarget || fitsTarget(state))
                    && (roomForWeak || !isWeak(number))
                    && (state.status == .learning || state.status == .difficult)
                    && count < (setup.count + 1) / 2
            }
            let weights = candidates.map {
                FocusWeights.weight(cell($0), mode: setup.mode, isRecent: setup.recent.contains($0))
            }
            guard let index = WeightedPicker.pick(weights: weights, rng: &rng) else { return }
            add(candidates[index], .focus)
        }
    }

    /// Fallback: a random allowed number, unused ones first, then the least used (9.9.1); among those,
    /// unmastered numbers first (D-0111), and no weak one while the easing cap is reached (D-0116).
    mutating func fillFallback(rng: inout some RandomNumberGenerator) {
        while free > 0 {
            let fewest = setup.allowed.map { uses[$0] ?? 0 }.min() ?? 0
            let least = setup.allowed.filter { (uses[$0] ?? 0) == fewest }
            var unmastered = least.filter { cell($0).status != .mastered }
            if !weakRoomLeft { unmastered = unmastered.filter { !isWeak($0) } }
            let candidates = unmastered.isEmpty ? least : unmastered
            guard let number = rng.pick(from: candidates) else { return }
            add(number, .fallback)
        }
    }
}
