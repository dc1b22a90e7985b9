import ZKCore

/// The shared round lifecycle of every game (docs/games.md#the-shared-round): title and intro, an
/// unscored demo task on a profile's first round, the tasks with input gating, activities, feedback
/// timing and the hint ladder per task, pauses, an optional outro, then the round end. Input in,
/// effects out: the driver passes intents with the current monotonic time in seconds and the app
/// performs the returned effects. Pure value, deterministic for a plan.
public struct RoundController<Rules: RoundRules>: Sendable {
    public let plan: RoundPlan
    public let rules: Rules
    public let timings: RoundTimings
    /// With voice off, lines are assumed to take `timings.silentPromptDelay`.
    public let voiceEnabled: Bool

    // The state below is changed only by this type. Its setters (and the bookkeeping after it) are
    // internal, not private, only so the extensions in RoundController+*.swift can reach them.
    public internal(set) var phase = RoundPhase.intro
    /// The round's tasks, generated up front from the plan's seed.
    public let tasks: [RoundTask<Rules.Task>]
    /// The demo task shown before the first task, if any.
    public let demoTask: Rules.Task?
    /// True while the demo task is open.
    public internal(set) var isDemo: Bool
    /// Index of the open task in `tasks`.
    public internal(set) var taskIndex = 0
    /// What the child did on the playfield that is not an attempt; set when the first task (or
    /// the board, or free play) opens.
    public internal(set) var play: Rules.Play?
    /// The stimulus objects the child marked in the open task (a counting aid, D-0526).
    public internal(set) var marks: Set<Int> = []
    /// Activity steps done in the open task.
    public internal(set) var activityCount = 0
    public internal(set) var activityStartedAt: Double?
    /// True once the child has been idle for `timings.speakerPulse`.
    public internal(set) var isSpeakerPulsing = false
    /// When a tap last bounced off disabled controls (for the bounce animation).
    public internal(set) var lastBounceAt: Double?
    /// When the last wrong answer was committed in the open task (for the shake).
    public internal(set) var lastWrongAt: Double?
    /// When the open task was answered correctly (for the glow and the star).
    public internal(set) var correctAt: Double?
    public internal(set) var isPaused = false
    /// The scored tasks completed so far.
    public internal(set) var completedTasks = 0

    var states: [TaskState]
    var demoState = TaskState()
    var awaitingLine = false
    var silentLineEndsAt: Double?
    var outroEndsAt: Double?
    var lastInteractionAt: Double = 0
    var idleReplayed = false
    var pausedAt: Double?
    var activityDone = false

    /// What the round keeps per task: its attempts and hints, replays and response times.
    struct TaskState: Sendable {
        var tracker = TaskAttemptTracker()
        var promptReplays = 0
        /// When the answers were enabled for it (or the child first turned to it on a board).
        var enabledAt: Double?
        var firstCommitAt: Double?
        var rungStartedAt: Double?

        /// True while its response time still runs: in order until the first commit, on a board
        /// until the task completes (docs/games.md#memory: from the pair's first flip to the
        /// match).
        func isTiming(on flow: RoundFlow) -> Bool {
            enabledAt != nil && (flow == .anyOrder ? !tracker.isCompleted : firstCommitAt == nil)
        }
    }

    public init(
        plan: RoundPlan, rules: Rules, includeDemo: Bool, voiceEnabled: Bool, timings: RoundTimings = .standard
    ) {
        self.plan = plan
        self.rules = rules
        self.timings = timings
        self.voiceEnabled = voiceEnabled
        var generator = SplitMix64(seed: plan.seed)
        // Scaffolded tasks are shown at step one where the game can (D-0125); results keep the
        // planned step (D-0128).
        let made = rules.makeTasks(for: plan, using: &generator)
        self.tasks = made
        self.states = made.map { _ in TaskState() }
        // The demo draws from its own stream so scored tasks are the same with or without it.
        var demoGenerator = SplitMix64(seed: plan.seed ^ RoundController.demoSeedMask)
        if includeDemo, rules.flow != .freePlay, let first = plan.tasks.first {
            self.demoTask = rules.presentedTask(
                for: first, index: 0, level: plan.level, range: plan.range, recentCorrectSlots: [],
                using: &demoGenerator)
        } else {
            self.demoTask = nil
        }
        self.isDemo = demoTask != nil
        // The first task is on screen from the start (its controls bounce during the intro).
        if let opening = demoTask ?? made.first?.task {
            self.play = rules.play(for: opening, among: demoTask.map { [$0] } ?? made.map(\.task), continuing: nil)
        }
    }

    private static var demoSeedMask: UInt64 { 0xD3E0_0000_0000_0001 }

    // MARK: - Reading

    /// The open task: the demo, a task of the round, or nil after the last one.
    public var currentTask: Rules.Task? {
        if isDemo { return demoTask }
        return tasks.indices.contains(taskIndex) ? tasks[taskIndex].task : nil
    }

    /// The task the playfield shows: the open one, or the last one while the outro plays (Punkt zu
    /// Punkt's finished picture).
    public var shownTask: Rules.Task? {
        currentTask ?? (phase == .outro ? tasks.last?.task : nil)
    }

    /// The attempts and hints of the open task.
    public var tracker: TaskAttemptTracker { current.tracker }

    /// Prompt replays of the open task.
    public var promptReplays: Int { current.promptReplays }

    /// When the open task's rung began.
    public var rungStartedAt: Double? { current.rungStartedAt }

    // The getters below are read for every drawn frame. They map with closures, not key paths: a
    // key path into a generic type is built anew on each call in a debug build, which was half of a
    // frame's round view in the tests' profile (docs/development.md#make-test).

    /// How many tasks a round shows as progress dots: the scored ones.
    public var scoredTaskCount: Int { tasks.filter { $0.isScored }.count }

    /// The tasks the open board or the demo shows.
    public var visibleTasks: [Rules.Task] {
        if isDemo, let demoTask { return [demoTask] }
        return tasks.map { $0.task }
    }

    /// Which of `visibleTasks` are complete.
    public var completedFlags: [Bool] {
        isDemo ? [demoState.tracker.isCompleted] : states.map { $0.tracker.isCompleted }
    }

    /// The rung of each of `visibleTasks`.
    public var rungs: [HintRung] {
        isDemo ? [demoState.tracker.rung] : states.map { $0.tracker.rung }
    }

    /// Whether a tap on an answer control would commit now.
    public var acceptsAnswers: Bool {
        guard !isPaused else { return false }
        switch phase {
        case .answering, .solution: return true
        default: return false
        }
    }

    /// The game state to persist, from the play state.
    public var savedState: String? { play.flatMap(rules.savedState(of:)) }

    var current: TaskState {
        get { isDemo ? demoState : (states.indices.contains(taskIndex) ? states[taskIndex] : TaskState()) }
        set {
            if isDemo {
                demoState = newValue
            } else if states.indices.contains(taskIndex) {
                states[taskIndex] = newValue
            }
        }
    }
}
