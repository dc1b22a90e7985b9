import ZKCore

/// Fills a round's slots (docs/engine.md#planning-a-round): the stretch task, then numbers the child
/// is learning mixed with numbers it knows now — as many of the first as the round's goal allows —
/// then, when the range has too few numbers, numbers again.
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

    private mutating func add(_ task: ChosenTask) {
        chosen.append(task)
        uses[task.number, default: 0] += 1
    }

    /// A task on `number` as the cell stands when the round is planned. The first task on a number
    /// the child meets for the first time or missed last time is shown in the easiest form
    /// (docs/engine.md#help); every other task in the normal form.
    private func task(_ number: Int, _ reason: SelectionReason, step: DifficultyStep? = nil) -> ChosenTask {
        let state = cell(number)
        let chance = SuccessPrediction.firstTry(state, on: snapshot.today)
        let helped =
            setup.usesScaffolding && uses[number] == nil
            && (state.status == .new || state.previousAttempt == .missed)
        return ChosenTask(
            number: number, reason: reason, step: step ?? setup.step, chance: chance, scaffolded: helped,
            likelihood: setup.predictor.expected(chance, scaffolded: helped))
    }

    /// A task on a number being learned: at step one when the game can show it there.
    private func lesson(_ number: Int) -> ChosenTask {
        task(number, .focus, step: setup.plainAtStepOne.contains(number) ? .step1 : nil)
    }

    /// A task on a known number (a review when it is due): at the game's step while the child does
    /// well, at step one otherwise, where the game can show it there (D-0163).
    private func knownTask(_ number: Int) -> ChosenTask {
        let reason: SelectionReason = cell(number).isDue(on: snapshot.today) ? .review : .maintenance
        let easier = !setup.knownAtGameStep && setup.plainAtStepOne.contains(number)
        return task(number, reason, step: easier ? .step1 : nil)
    }

    private func unused() -> [Int] { setup.allowed.filter { uses[$0] == nil } }

    /// The belief of what the child knows now (docs/engine.md#known-now): the number's first-try
    /// estimate, faded since its last practice and corrected by the child's recent tasks, reaches
    /// `knownNow`. Apart from "mastered", which needs evidence over days.
    private func knowsNow(_ number: Int) -> Bool {
        setup.predictor.knowsNow(cell(number), on: snapshot.today)
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
                add(stretch(probe, .stretchNumber, step: setup.step, penalty: 0))
                return
            }
        }
        // An in-range stretch needs a number the round can spare: with two numbers or fewer in
        // range the rest of the round could not keep equal numbers apart.
        guard setup.allowed.count > 2 else { return }
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
                add(stretch(strongest, .stretchStep, step: higher, penalty: EngineConstants.stepPenalty))
                return
            }
        }
        let weakest = unused().min { lhs, rhs in
            cell(lhs).mastery != cell(rhs).mastery ? cell(lhs).mastery < cell(rhs).mastery : lhs < rhs
        }
        if let weakest { add(stretch(weakest, .stretchNumber, step: setup.step, penalty: 0)) }
    }

    /// A stretch task: always in the normal form; one step up is expected `penalty` harder.
    private func stretch(_ number: Int, _ reason: SelectionReason, step: DifficultyStep, penalty: Double) -> ChosenTask
    {
        let chance = max(0, SuccessPrediction.firstTry(cell(number), on: snapshot.today) - penalty)
        return ChosenTask(
            number: number, reason: reason, step: step, chance: chance,
            likelihood: setup.predictor.expected(chance, scaffolded: false))
    }

    /// Interspersal (docs/engine.md#interspersal): the round's open slots start with numbers the child
    /// knows now; then, while the round's expectation stays at its goal, the last of them gives way
    /// to a number the child is learning. When too few numbers are known, the numbers being learned
    /// fill the slots, a small working set of them coming again. In re-entry every practised number
    /// counts as known and none gives way: those rounds only recall (9.15).
    mutating func fillMix() {
        guard free > 0 else { return }
        let numbers = unused()
        // Re-entry rounds recall every practised number, known now or faded (9.15).
        let known = numbers.filter { setup.isReentry ? cell($0).status != .new : knowsNow($0) }.sorted(by: knownFirst)
        // A known number may come a second time before a number being learned fills a slot it
        // cannot hold the round in; the order keeps the two apart.
        let copies = max(1, (setup.count + 1) / 2)
        let again = Array(repeating: known, count: copies).flatMap { $0 }
        var fillers = again.prefix(free).map { knownTask($0) }
        var lessons: [ChosenTask] = []
        var queue = learningOrder(numbers.filter { !known.contains($0) }, keepsPrevious: known.isEmpty)[...]
        if !setup.intersperses {
            fillers.removeAll()
        }
        while fillers.count + lessons.count < free, lessons.count < EngineConstants.workingSet,
            let next = queue.popFirst()
        {
            lessons.append(lesson(next))
        }
        let fixed = chosen.reduce(0) { $0 + $1.likelihood }
        var total = fixed + fillers.reduce(0) { $0 + $1.likelihood } + lessons.reduce(0) { $0 + $1.likelihood }
        while !setup.isReentry, let next = queue.first, let last = fillers.last {
            let lesson = lesson(next)
            let swapped = total - last.likelihood + lesson.likelihood
            guard swapped >= setup.goal else { break }
            fillers.removeLast()
            lessons.append(lesson)
            queue.removeFirst()
            total = swapped
        }
        if !setup.intersperses {
            for number in known where fillers.count + lessons.count < free {
                fillers.append(knownTask(number))
            }
        }
        for task in fillers + lessons { add(task) }
    }

    /// Known numbers in the order they fill a round: due ones first, most overdue first (Leitner,
    /// 9.5); then the others, those of the game's previous round last, the one answered right unaided
    /// on the fewest days first (D-0195: a number recalled on many separate days has taken hold and
    /// can wait for its Leitner date; the practice goes to the ones that have not yet); among equals
    /// the one practised longest ago first (D-0182: a review after a longer gap is the one that
    /// consolidates); the surest first among numbers practised on the same day.
    private func knownFirst(_ lhs: Int, _ rhs: Int) -> Bool {
        let today = snapshot.today
        let left = cell(lhs)
        let right = cell(rhs)
        if left.isDue(on: today) != right.isDue(on: today) { return left.isDue(on: today) }
        if left.isDue(on: today) {
            let priorities = (Leitner.priority(left, on: today), Leitner.priority(right, on: today))
            if priorities.0 != priorities.1 { return priorities.0 > priorities.1 }
        }
        if setup.recent.contains(lhs) != setup.recent.contains(rhs) { return !setup.recent.contains(lhs) }
        if left.firstTryDays != right.firstTryDays { return left.firstTryDays < right.firstTryDays }
        let practised = (left.lastPracticedOn ?? today, right.lastPracticedOn ?? today)
        if practised.0 != practised.1 { return practised.0 < practised.1 }
        let sure = (SuccessPrediction.firstTry(left, on: today), SuccessPrediction.firstTry(right, on: today))
        return sure.0 != sure.1 ? sure.0 > sure.1 : lhs < rhs
    }

    /// Numbers being learned in the order they come in. Practised ones first: nearest to known first
    /// while the child is below its target (they turn known soonest and hold the round), the weakest
    /// first once it is at the target (D-0180: the practice goes where it is needed most; the goal
    /// still bounds how many come); those of the game's previous round after the others, unless
    /// `keepsPrevious` — a round that finds no known number keeps practising the same few numbers
    /// until they hold (D-0183). Then new numbers, the lowest first, within the new-cell limits (9.9.3)
    /// and only while fewer than `openNumbersLimit` of the skill's numbers are open (D-0186).
    private func learningOrder(_ numbers: [Int], keepsPrevious: Bool) -> [Int] {
        let today = snapshot.today
        let previous = keepsPrevious ? [] : setup.recent
        let practised = numbers.filter { cell($0).status != .new }.sorted { lhs, rhs in
            if previous.contains(lhs) != previous.contains(rhs) { return !previous.contains(lhs) }
            let left = SuccessPrediction.firstTry(cell(lhs), on: today)
            let right = SuccessPrediction.firstTry(cell(rhs), on: today)
            guard left != right else { return lhs < rhs }
            return setup.weakestFirst ? left < right : left > right
        }
        let room =
            hasRoomForNew ? max(0, setup.newCellsLimit - chosen.filter { cell($0.number).status == .new }.count) : 0
        let fresh = numbers.filter { cell($0).status == .new && $0 <= setup.newCellsUpTo }.sorted().prefix(room)
        return practised + fresh
    }

    /// A new number enters only while fewer than `openNumbersLimit` of the skill's practised numbers
    /// are open — not known now and not answered right unaided at their last task (D-0186): as in
    /// incremental rehearsal, the next number comes once the ones in hand are taking hold, so a child
    /// who struggles works on a few numbers at a time instead of meeting more.
    private var hasRoomForNew: Bool {
        let open = setup.allowed.filter { number in
            let state = cell(number)
            return state.status != .new && state.previousAttempt != .succeeded && !knowsNow(number)
        }
        return open.count < EngineConstants.openNumbersLimit
    }

    /// Numbers being learned that are in the round come again, the least used and likeliest first,
    /// before other numbers fill the round (incremental rehearsal: a small working set).
    mutating func fillRepeats() {
        let cap = (setup.count + 1) / 2
        while free > 0 {
            let lessons = Set(chosen.filter { $0.reason == .focus }.map(\.number))
            let open = lessons.filter { (uses[$0] ?? 0) < cap }
            var candidates: [ChosenTask] = []
            for number in leastUsed(Array(open)).sorted() {
                let step = chosen.first { $0.number == number }?.step
                candidates.append(task(number, .focus, step: step))
            }
            let best = candidates.max { lhs, rhs in
                lhs.likelihood != rhs.likelihood ? lhs.likelihood < rhs.likelihood : lhs.number > rhs.number
            }
            guard let best else { return }
            add(best)
        }
    }

    /// When the range has fewer numbers than the round has slots: the least used allowed number
    /// (9.9.1), the likeliest to succeed among them; a practised one before a new one, a new number
    /// only within the new-cell limits — one already in the round comes again first (D-0139) — and
    /// never the stretch task's number (D-0122). No number fills more than half the round, so the
    /// order can keep equal numbers apart.
    mutating func fillFallback() {
        let cap = (setup.count + 1) / 2
        while free > 0 {
            let stretched = Set(chosen.filter(\.isStretch).map(\.number))
            let open = setup.allowed.filter { (uses[$0] ?? 0) < cap && !stretched.contains($0) }
            let practised = open.filter { cell($0).status != .new }
            let newInRound = chosen.filter { cell($0.number).status == .new }.map(\.number)
            let fresh =
                Set(newInRound).count < setup.newCellsLimit
                ? open.filter { cell($0).status == .new && $0 <= setup.newCellsUpTo } : []
            let chosenNew = open.filter { newInRound.contains($0) }
            let others = setup.allowed.filter { !stretched.contains($0) }
            let pool = leastUsed([practised, chosenNew, fresh, others, setup.allowed].first { !$0.isEmpty } ?? [])
            let candidates = pool.map { task($0, .fallback) }
            let likeliest = candidates.max { lhs, rhs in
                lhs.likelihood != rhs.likelihood ? lhs.likelihood < rhs.likelihood : lhs.number > rhs.number
            }
            guard let likeliest else { return }
            add(likeliest)
        }
    }

    private func leastUsed(_ numbers: [Int]) -> [Int] {
        let fewest = numbers.map { uses[$0] ?? 0 }.min() ?? 0
        return numbers.filter { (uses[$0] ?? 0) == fewest }
    }
}
