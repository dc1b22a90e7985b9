import ZKCore
import ZKLearningEngine

/// The oracle teacher (issue 11, D-0134): reads the child's hidden state and teaches as fast as it
/// can. Each task goes to the least known cell the child has not yet truly mastered, at step 1.
///
/// Holding the band, it shows that cell in the normal form when that keeps the mean true first try
/// of the last 20 tasks at 0.80, else in the easiest form, and when neither is likely enough it
/// gives the task to the mastered cell likeliest to succeed (with none mastered, to the cell
/// likeliest to succeed in its easiest form). Without the band it always takes the
/// least known cell in the normal form. The first is the best tasks to mastery we found for a policy
/// that holds the band with perfect knowledge; the gap to the second is what the band costs.
///
/// With `helpRule` it may show the easiest form only as the engine does (docs/engine.md#help): for
/// the first task on a cell and for a cell missed last time. It measures the band a teacher who
/// knows the child can hold under that rule (issue 36).
///
/// With a `WideningShadow` (`oracle_teacher_widening`, D-0175) it teaches only within the stage the
/// specification's widening rules have reached for this child, and asks the next stage's lowest
/// number once a round while W1–W3 hold, as the engine's probe does; without one, the whole target
/// stage from the first day.
struct OracleTeacherPolicy: Policy {
    let level: Level
    let stage: RangeStage
    let tiles: TileCounts
    let holdsBand: Bool
    let helpRule: Bool
    private var seen: Set<CellKey> = []
    private(set) var missed: Set<CellKey> = []
    private let catalog = StandardGameCatalog()
    private var recent: [Double] = []
    private var shadow: WideningShadow?
    /// The round has had its probe of the next stage.
    private var probed = false
    static let target = 0.80

    init(
        level: Level, stage: RangeStage, tiles: TileCounts, holdsBand: Bool, helpRule: Bool = false,
        shadow: WideningShadow? = nil
    ) {
        self.level = level
        self.stage = stage
        self.tiles = tiles
        self.holdsBand = holdsBand
        self.helpRule = helpRule
        self.shadow = shadow
    }

    /// The engine's snapshot kept beside the teacher, when it has a shadow.
    var shadowSnapshot: LearnerSnapshot? { shadow?.snapshot }

    /// The stage it teaches in: the shadow's, else the one it was given.
    private var teachingStage: RangeStage { shadow?.stage ?? stage }

    /// Placeholders of the round's length; every task is chosen when it is played.
    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner: Learner, rng: inout SplitMix64
    ) -> [SimTask] {
        startRound()
        return placeholders(for: game)
    }

    /// A new round may probe the next stage again.
    mutating func startRound() { probed = false }

    /// A round of placeholders for `game`, each replaced by `choose` when it is played.
    func placeholders(for game: GameID) -> [SimTask] {
        let count = catalog.roundLength(for: game, step: .step1, level: level)
        return Array(repeating: SimTask(number: 1, step: .step1), count: count)
    }

    /// The chance this task needs so that the window's mean stays at the target.
    private var needed: Double {
        guard holdsBand else { return 0 }
        let kept = recent.suffix(WindowMeter.window - 1)
        return Self.target * Double(kept.count + 1) - kept.reduce(0, +)
    }

    mutating func adjust<Learner: SimulatedLearner>(
        _ task: SimTask, game: GameID, dayIndex: Int, learner: Learner
    ) -> SimTask {
        choose(
            task, game: game, chance: { learner.firstTryProbability($0, $1, day: dayIndex) },
            mastered: { learner.hasMastered($0, day: dayIndex) })
    }

    /// The teacher's rule on what it knows of the child: `chance` is the first-try chance of a cell
    /// in a form, `mastered` whether the cell counts as mastered. The oracle teachers pass the
    /// child's hidden state; the observer teacher its belief (`ObserverTeacherPolicy`). Numbers in
    /// `excluded` are passed over while the game offers others (`planAhead`'s half-round rule).
    mutating func choose(
        _ task: SimTask, game: GameID, chance: (CellKey, Presentation) -> Double, mastered: (CellKey) -> Bool,
        excluded: Set<Int> = []
    ) -> SimTask {
        let skill = catalog.skill(of: game)
        let normal = Presentation(
            step: .step1, tiles: tiles.tiles(game: game, level: level, step: .step1), scaffolded: false)
        if !probed, let number = shadow?.probe(for: game) {
            probed = true
            recent.append(chance(CellKey(skill: skill, number: number), normal))
            if recent.count > WindowMeter.window { recent.removeFirst() }
            return SimTask(number: number, step: .step1, scaffolded: false, isStretch: true)
        }
        let need = needed
        var lesson: Option?
        var filler: Option?
        var likeliest: Option?
        let valid = catalog.validNumbers(for: game, step: .step1, level: level, range: teachingStage)
        let open = valid.filter { !excluded.contains($0) }
        for number in open.isEmpty ? valid : open {
            let cell = CellKey(skill: skill, number: number)
            let plain = chance(cell, normal)
            if mastered(cell) {
                let option = Option(number: number, scaffolded: false, chance: plain, plain: plain)
                if option.chance > filler?.chance ?? -1 { filler = option }
                continue
            }
            let mayHelp = !helpRule || !seen.contains(cell) || missed.contains(cell)
            let helped =
                mayHelp
                ? chance(cell, .scaffold(tiles: tiles.scaffoldedTiles(game: game, level: level))) : -1
            let best =
                helped >= plain
                ? Option(number: number, scaffolded: true, chance: helped, plain: plain)
                : Option(number: number, scaffolded: false, chance: plain, plain: plain)
            if best.chance > likeliest?.chance ?? -1 { likeliest = best }
            let option =
                plain >= need
                ? Option(number: number, scaffolded: false, chance: plain, plain: plain)
                : helped >= need ? Option(number: number, scaffolded: true, chance: helped, plain: plain) : nil
            if let option, lesson.map({ option.teachesBetter(than: $0) }) ?? true { lesson = option }
        }
        // Nothing mastered yet and nothing likely enough: the likeliest cell in its easiest form.
        guard let picked = lesson ?? filler ?? likeliest else { return task }
        recent.append(picked.chance)
        if recent.count > WindowMeter.window { recent.removeFirst() }
        return SimTask(number: picked.number, step: .step1, scaffolded: picked.scaffolded)
    }

    /// A whole round chosen before it is played, as the engine plans (D-0171): every task by `choose`
    /// on what the teacher believes at the round's start, `mastered` never holding for a cell missed
    /// last time, and no number taking more than half the round, the engine's rule for numbers that
    /// vary within a round (docs/engine.md#planning-a-round, D-0191).
    mutating func planAhead(
        for game: GameID, chance: (CellKey, Presentation) -> Double, mastered: (CellKey) -> Bool
    ) -> [SimTask] {
        startRound()
        let slots = placeholders(for: game)
        let cap = (slots.count + 1) / 2
        var tasks: [SimTask] = []
        var uses: [Int: Int] = [:]
        for placeholder in slots {
            let missedNow = missed
            let chosen = choose(
                placeholder, game: game, chance: chance, mastered: { !missedNow.contains($0) && mastered($0) },
                excluded: Set(uses.filter { $0.value >= cap }.keys))
            assumePlayed(chosen, game: game)
            uses[chosen.number, default: 0] += 1
            tasks.append(chosen)
        }
        return tasks
    }

    /// A round planned ahead treats a chosen cell as met and not missed for the rest of the round:
    /// help only at the round's first task on a new or missed cell, as the engine's plan does.
    private mutating func assumePlayed(_ task: SimTask, game: GameID) {
        let cell = CellKey(skill: catalog.skill(of: game), number: task.number)
        seen.insert(cell)
        missed.remove(cell)
    }

    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {
        shadow?.record(task, game: game, result: result, isLast: isLast, day: day)
        guard helpRule else { return }
        let cell = CellKey(skill: catalog.skill(of: game), number: task.number)
        seen.insert(cell)
        if result == .firstTry { missed.remove(cell) } else { missed.insert(cell) }
    }

    /// One way to give the task: a number, its form and the child's true first-try chance in it.
    private struct Option {
        let number: Int
        let scaffolded: Bool
        let chance: Double
        /// The chance in the normal form: the lower, the more the task has to teach.
        let plain: Double

        /// The normal form first (it is also recall practice), then the least known cell.
        func teachesBetter(than other: Option) -> Bool {
            scaffolded != other.scaffolded ? !scaffolded : plain < other.plain
        }
    }
}
