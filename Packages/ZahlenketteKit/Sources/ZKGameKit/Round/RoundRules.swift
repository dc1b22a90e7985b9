import ZKCore

/// What a game contributes to the shared round lifecycle (docs/games.md#the-shared-round): its
/// tasks, what the child commits and when that is right, what is spoken, and what a task credits.
/// Pure; the framework owns timing, attempts, the hint ladder, the demo and pauses.
public protocol RoundRules: Sendable {
    /// One concrete task.
    associatedtype Task: Sendable, Equatable
    /// What one attempt commits: a numeral, a side, a pair of cards, a traced stroke, a count of
    /// cookies, a stone or a dot (docs/games.md#attempt).
    associatedtype Answer: Hashable, Sendable
    /// What the child did on the playfield that is never an attempt: marks, cards turned, cookies
    /// on the plate, strokes accepted so far, numbers explored. `NoPlay` when a game keeps none.
    associatedtype Play: Sendable, Equatable = NoPlay

    var gameID: GameID { get }

    /// The game's own intro line after the spoken title, if any.
    var introLine: AudioID? { get }

    /// How the child moves through the tasks (default: one after another).
    var flow: RoundFlow { get }

    /// Makes task `index` of the round. `recentCorrectSlots` lets tile games avoid a third answer
    /// in the same place.
    func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> Task

    /// The round's tasks, scored ones pointing at their planned task. The default makes one scored
    /// task per planned task; a game may add unscored tasks that play alike (Punkt zu Punkt's
    /// other dots) or build one board (Memory).
    func makeTasks(for plan: RoundPlan, using generator: inout SplitMix64) -> [RoundTask<Task>]

    /// The correct answer: what the guided tap and the journeys commit.
    func answer(of task: Task) -> Answer

    /// What a committed answer means for the open task, given what the child did so far.
    func judge(_ answer: Answer, for task: Task, play: Play) -> Judgement<Play>

    /// The number a wrong answer is logged as (`TaskResult.wrongAnswers`), nil when none.
    func recordedNumber(of answer: Answer, for task: Task) -> Int?

    /// The slot of the correct tile, for the no-third-repeat rule; nil for games without tiles.
    func correctSlot(of task: Task) -> Int?

    /// The play state when `task` opens (or the board opens), given the state it follows.
    func play(for task: Task, among tasks: [Task], continuing previous: Play?) -> Play

    /// The game state to persist for the profile (Entdecken's explored numbers, Punkt zu Punkt's
    /// finished pictures), nil when the game keeps none.
    func savedState(of play: Play) -> String?

    /// The spoken prompt, replayed by the speaker. An empty prompt enables the answers at once.
    func prompt(for task: Task) -> [AudioID]

    /// The line of a hint rung (H1, H2 or S). Also the demo's solution line.
    func hintLine(_ rung: HintRung, for task: Task) -> [AudioID]

    /// The line of the rung a wrong `answer` reached, when it depends on that answer (Zahlenmonster's
    /// "Noch mehr, bitte!" or "Oh, das sind zu viele!" follows the real count). Default:
    /// `hintLine(_:for:)`.
    func hintLine(_ rung: HintRung, for task: Task, after answer: Answer) -> [AudioID]

    /// What is spoken after a correct answer.
    func successLine(for task: Task) -> [AudioID]

    /// How long a correct answer's feedback stays before the next task when the game's celebration
    /// needs longer than the standard 1.5 s (Froschsprung's frog hops to the stone, naming each
    /// landing); nil for the standard.
    func correctFeedbackSeconds(for task: Task) -> Double?

    /// How many activity steps come before the answers enable at this rung (Zähl mit's counted
    /// beads, Blitzblick's flash, Schüttelbox's shake); 0 for none. Never attempts.
    func activitySteps(for task: Task, rung: HintRung) -> Int

    /// Spoken when the activity is done, before the answers enable.
    func lineAfterActivity(for task: Task) -> [AudioID]

    /// True when a pause (the app in the background, the window away) hides an activity the child
    /// must see: on resume the activity starts again, also when it had ended and the answers were
    /// open (Blitzblick's flash, docs/games.md#blitzblick). False for activities the child does
    /// (counting).
    var activityRepeatsAfterPause: Bool { get }

    /// Which skills and numbers the task credits.
    func credits(for task: Task, planned: PlannedTask) -> TaskCredits

    /// Which skills and numbers the task credits, given how the child completed it (Nachspuren
    /// credits only recognize when the keyboard pen drew the strokes). Default: `credits(for:planned:)`.
    func credits(for task: Task, planned: PlannedTask, play: Play) -> TaskCredits

    /// What the speaker and the idle replay say once the task's activity is done (Schüttelbox asks
    /// about the lid instead of asking for another shake). Default: the prompt.
    func replayLine(for task: Task, activityDone: Bool) -> [AudioID]

    /// What happens after the last task and before "Geschafft!" (Punkt zu Punkt's coloured
    /// picture and its name), nil for nothing.
    func outro(after play: Play) -> RoundOutro?
}

extension RoundRules {
    public var flow: RoundFlow { .inOrder }

    public func makeTasks(for plan: RoundPlan, using generator: inout SplitMix64) -> [RoundTask<Task>] {
        var slots: [Int] = []
        return plan.tasks.enumerated().map { index, planned in
            // A scaffolded task is shown at step one where the game can (D-0125).
            let task = presentedTask(
                for: planned, index: index, level: plan.level, range: plan.range, recentCorrectSlots: slots,
                using: &generator)
            if let slot = correctSlot(of: task) { slots.append(slot) }
            return RoundTask(task: task, plannedIndex: index)
        }
    }

    public func judge(_ answer: Answer, for task: Task, play: Play) -> Judgement<Play> {
        answer == self.answer(of: task) ? .correct : .wrong
    }

    public func recordedNumber(of answer: Answer, for task: Task) -> Int? { nil }

    public func hintLine(_ rung: HintRung, for task: Task, after answer: Answer) -> [AudioID] {
        hintLine(rung, for: task)
    }

    public func correctFeedbackSeconds(for task: Task) -> Double? { nil }

    public func correctSlot(of task: Task) -> Int? { nil }

    public func activitySteps(for task: Task, rung: HintRung) -> Int { 0 }

    public func lineAfterActivity(for task: Task) -> [AudioID] { [] }

    public var activityRepeatsAfterPause: Bool { false }

    public func savedState(of play: Play) -> String? { nil }

    public func outro(after play: Play) -> RoundOutro? { nil }

    public func credits(for task: Task, planned: PlannedTask, play: Play) -> TaskCredits {
        credits(for: task, planned: planned)
    }

    public func replayLine(for task: Task, activityDone: Bool) -> [AudioID] { prompt(for: task) }
}

extension RoundRules where Answer == Int {
    /// A numeral answer is logged as itself.
    public func recordedNumber(of answer: Int, for task: Task) -> Int? { answer }
}

extension RoundRules where Play == NoPlay {
    public func play(for task: Task, among tasks: [Task], continuing previous: NoPlay?) -> NoPlay { NoPlay() }
}

/// The play state of a game that keeps none.
public struct NoPlay: Sendable, Equatable {
    public init() {}
}

/// The skills and numbers one task credits (docs/games.md#the-games).
public struct TaskCredits: Sendable, Equatable {
    public let number: Int
    public let partnerNumber: Int?
    public let skill: Skill
    public let secondarySkill: Skill?
    public let secondaryNumber: Int?

    public init(number: Int, partnerNumber: Int? = nil, skill: Skill, secondarySkill: Skill?, secondaryNumber: Int?) {
        self.number = number
        self.partnerNumber = partnerNumber
        self.skill = skill
        self.secondarySkill = secondarySkill
        self.secondaryNumber = secondaryNumber
    }
}
