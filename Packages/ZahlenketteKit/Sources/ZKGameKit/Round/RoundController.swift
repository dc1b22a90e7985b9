import ZKCore

/// The shared round lifecycle of every game (games.md 10): title and intro, an unscored demo task
/// on a profile's first round, the tasks with input gating, activities, feedback timing and the
/// hint ladder per task, pauses, an optional outro, then the round end. Input in, effects out: the
/// driver passes intents with the current monotonic time in seconds and the app performs the
/// returned effects. Pure value, deterministic for a plan.
public struct RoundController<Rules: RoundRules>: Sendable {
    public let plan: RoundPlan
    public let rules: Rules
    public let timings: RoundTimings
    /// With voice off, lines are assumed to take `timings.silentPromptDelay`.
    public let voiceEnabled: Bool

    public private(set) var phase = RoundPhase.intro
    /// The round's tasks, generated up front from the plan's seed.
    public let tasks: [RoundTask<Rules.Task>]
    /// The demo task shown before the first task, if any.
    public let demoTask: Rules.Task?
    /// True while the demo task is open.
    public private(set) var isDemo: Bool
    /// Index of the open task in `tasks`.
    public private(set) var taskIndex = 0
    /// What the child did on the playfield that is not an attempt; set when the first task (or
    /// the board, or free play) opens.
    public private(set) var play: Rules.Play?
    /// The stimulus objects the child marked in the open task (a counting aid, D-0526).
    public private(set) var marks: Set<Int> = []
    /// Activity steps done in the open task.
    public private(set) var activityCount = 0
    public private(set) var activityStartedAt: Double?
    /// True once the child has been idle for `timings.speakerPulse`.
    public private(set) var isSpeakerPulsing = false
    /// When a tap last bounced off disabled controls (for the bounce animation).
    public private(set) var lastBounceAt: Double?
    /// When the last wrong answer was committed in the open task (for the shake).
    public private(set) var lastWrongAt: Double?
    /// When the open task was answered correctly (for the glow and the star).
    public private(set) var correctAt: Double?
    public private(set) var isPaused = false
    /// The scored tasks completed so far.
    public private(set) var completedTasks = 0

    private var states: [TaskState]
    private var demoState = TaskState()
    private var awaitingLine = false
    private var silentLineEndsAt: Double?
    private var outroEndsAt: Double?
    private var lastInteractionAt: Double = 0
    private var idleReplayed = false
    private var pausedAt: Double?
    private var activityDone = false

    /// What the round keeps per task: its attempts and hints, replays and response times.
    private struct TaskState: Sendable {
        var tracker = TaskAttemptTracker()
        var promptReplays = 0
        /// When the answers were enabled for it (or the child first turned to it on a board).
        var enabledAt: Double?
        var firstCommitAt: Double?
        var rungStartedAt: Double?

        /// True while its response time still runs: in order until the first commit, on a board
        /// until the task completes (games.md 13.3: from the pair's first flip to the match).
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

    /// How many tasks a round shows as progress dots: the scored ones.
    public var scoredTaskCount: Int { tasks.filter(\.isScored).count }

    /// The tasks the open board or the demo shows.
    public var visibleTasks: [Rules.Task] {
        if isDemo, let demoTask { return [demoTask] }
        return tasks.map(\.task)
    }

    /// Which of `visibleTasks` are complete.
    public var completedFlags: [Bool] {
        isDemo ? [demoState.tracker.isCompleted] : states.map(\.tracker.isCompleted)
    }

    /// The rung of each of `visibleTasks`.
    public var rungs: [HintRung] {
        isDemo ? [demoState.tracker.rung] : states.map(\.tracker.rung)
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

    private var current: TaskState {
        get { isDemo ? demoState : (states.indices.contains(taskIndex) ? states[taskIndex] : TaskState()) }
        set {
            if isDemo {
                demoState = newValue
            } else if states.indices.contains(taskIndex) {
                states[taskIndex] = newValue
            }
        }
    }

    // MARK: - Lifecycle

    /// Starts the round: the spoken title and the game's intro line. Free play opens at once.
    public mutating func start(now: Double) -> [RoundEffect] {
        phase = .intro
        lastInteractionAt = now
        let opening = [AudioID.title(rules.gameID)] + (rules.introLine.map { [$0] } ?? [])
        if rules.flow == .freePlay {
            phase = .answering
            return voiceEnabled ? [.speak(opening)] : []
        }
        return say(opening, now: now, awaited: true)
    }

    /// The voice finished the line the round was waiting for.
    public mutating func voiceFinished(now: Double) -> [RoundEffect] {
        guard voiceEnabled, awaitingLine, !isPaused else { return [] }
        awaitingLine = false
        silentLineEndsAt = nil
        return lineDone(now: now)
    }

    /// Advances timers: silent lines, feedback, auto-completion, the outro, idle replay and the
    /// speaker pulse.
    public mutating func tick(now: Double) -> [RoundEffect] {
        guard !isPaused else { return [] }
        if let ends = silentLineEndsAt, now >= ends {
            silentLineEndsAt = nil
            awaitingLine = false
            return lineDone(now: now)
        }
        switch phase {
        case .correctFeedback(let until) where now >= until:
            return advance(now: now)
        case .solution(let autoAt?) where now >= autoAt:
            current.tracker.completeGuided(automatically: true)
            return completeTask(now: now)
        case .outro where !awaitingLine && now >= (outroEndsAt ?? now):
            return finish()
        case .answering where rules.flow != .freePlay:
            var effects: [RoundEffect] = []
            let idle = now - lastInteractionAt
            if idle >= timings.idleReplay, !idleReplayed, let task = currentTask {
                idleReplayed = true
                effects += say(rules.replayLine(for: task, activityDone: activityDone), now: now, awaited: false)
            }
            if idle >= timings.speakerPulse { isSpeakerPulsing = true }
            return effects
        default:
            return []
        }
    }

    /// Applies what the game read from an intent: a focus on a task, a new play state, a mark,
    /// speech, an activity step, then a commit.
    public mutating func apply(_ input: PlayInput<Rules.Answer, Rules.Play>, now: Double) -> [RoundEffect] {
        guard !isPaused, currentTask != nil, !input.isNone else { return [] }
        var effects: [RoundEffect] = []
        if let task = input.task { focus(task, now: now) }
        for index in input.begun { begin(index, now: now) }
        if let newPlay = input.play { play = newPlay }
        if let mark = input.toggleMark, mark >= 0, marks.remove(mark) == nil { marks.insert(mark) }
        if !input.speech.isEmpty, voiceEnabled { effects.append(.speak(input.speech)) }
        if input.activityStep { effects += activityStep(now: now) }
        if let answer = input.commit { effects += commit(answer, now: now) }
        return effects
    }

    /// The child committed `answer` for the open task.
    public mutating func commit(_ answer: Rules.Answer, now: Double) -> [RoundEffect] {
        guard let task = currentTask, let play, !isPaused else { return [] }
        switch phase {
        case .answering:
            lastInteractionAt = now
            let judgement = rules.judge(answer, for: task, play: play)
            if case .progress(let next) = judgement {
                self.play = next
                return []
            }
            if judgement == .ignored { return [] }
            if current.firstCommitAt == nil { current.firstCommitAt = now }
            let recorded = rules.recordedNumber(of: answer, for: task)
            switch current.tracker.commit(answer: recorded, isCorrect: judgement == .correct) {
            case .correct:
                return completeTask(now: now)
            case .wrong(let rung):
                lastWrongAt = now
                current.rungStartedAt = now
                phase = .wrongFeedback(rung: rung)
                let line = rules.hintLine(rung, for: task, after: answer)
                return [.playEffect(.effect("soft"))] + say(line, now: now, awaited: true)
            case .ignored:
                return []
            }
        case .solution:
            switch rules.judge(answer, for: task, play: play) {
            case .correct:
                if !isDemo { current.tracker.completeGuided(automatically: false) }
                return completeTask(now: now)
            case .progress(let next):
                self.play = next
                return []
            case .wrong, .ignored:
                lastBounceAt = now
                return []
            }
        default:
            lastBounceAt = now
            return []
        }
    }

    /// The child tapped the speaker: the prompt replays.
    public mutating func speakerTapped(now: Double) -> [RoundEffect] {
        guard !isPaused else { return [] }
        if rules.flow == .freePlay {
            let opening = [AudioID.title(rules.gameID)] + (rules.introLine.map { [$0] } ?? [])
            return voiceEnabled ? [.speak(opening)] : []
        }
        guard let task = currentTask else { return [] }
        switch phase {
        case .prompting, .answering:
            lastInteractionAt = now
            isSpeakerPulsing = false
            if !isDemo { current.promptReplays += 1 }
            return say(
                rules.replayLine(for: task, activityDone: activityDone), now: now, awaited: phase == .prompting)
        default:
            return []
        }
    }

    /// Any touch that is not an answer (marking, moving, shaking) resets the idle timers.
    public mutating func touched(now: Double) {
        lastInteractionAt = now
        isSpeakerPulsing = false
    }

    /// The window changed size: the game puts anything half-dragged back.
    public mutating func resized(using game: (Rules.Play) -> Rules.Play) {
        play = play.map(game)
    }

    /// The window lost focus or the app went to the background.
    public mutating func pause(now: Double) {
        guard !isPaused else { return }
        isPaused = true
        pausedAt = now
    }

    /// Continues after a pause; timers resume where they stopped and the open line is spoken again.
    public mutating func resume(now: Double) -> [RoundEffect] {
        guard isPaused, let pausedAt else { return [] }
        isPaused = false
        self.pausedAt = nil
        let delta = max(0, now - pausedAt)
        lastInteractionAt += delta
        // Pauses never count: every response time still running moves on by the pause.
        if isDemo {
            if demoState.isTiming(on: rules.flow) { demoState.enabledAt = demoState.enabledAt.map { $0 + delta } }
        } else {
            for index in states.indices where states[index].isTiming(on: rules.flow) {
                states[index].enabledAt = states[index].enabledAt.map { $0 + delta }
            }
        }
        silentLineEndsAt = silentLineEndsAt.map { $0 + delta }
        outroEndsAt = outroEndsAt.map { $0 + delta }
        activityStartedAt = activityStartedAt.map { $0 + delta }
        switch phase {
        case .correctFeedback(let until): phase = .correctFeedback(until: until + delta)
        case .solution(let autoAt): phase = .solution(autoAt: autoAt.map { $0 + delta })
        case .intro: return start(now: now)
        case .prompting:
            if let task = currentTask { return say(rules.prompt(for: task), now: now, awaited: true) }
        case .wrongFeedback, .outro:
            if awaitingLine {
                awaitingLine = false
                silentLineEndsAt = nil
                return lineDone(now: now)
            }
        case .activity, .answering:
            repeatActivityAfterPause(now: now)
        default: break
        }
        return []
    }

    /// A flash the pause hid is shown again from its start before the answers (re-)enable; the
    /// response time then runs from its end (games.md 12.1: not replayable except after
    /// backgrounding).
    private mutating func repeatActivityAfterPause(now: Double) {
        guard rules.activityRepeatsAfterPause, !isDemo, let task = currentTask,
            rules.activitySteps(for: task, rung: tracker.rung) > 0
        else { return }
        activityDone = false
        lastInteractionAt = now
        beginActivity(now: now)
    }

    // MARK: - Private

    private mutating func lineDone(now: Double) -> [RoundEffect] {
        switch phase {
        case .intro:
            return beginTask(now: now)
        case .prompting:
            guard let task = currentTask else { return [] }
            lastInteractionAt = now
            if isDemo {
                phase = .solution(autoAt: now + timings.autoComplete)
                current.rungStartedAt = now
                return say(rules.hintLine(.solution, for: task), now: now, awaited: false)
            }
            if !activityDone, rules.activitySteps(for: task, rung: tracker.rung) > 0 {
                beginActivity(now: now)
                return []
            }
            phase = .answering
            // A board's tasks start timing when the child first touches them, not when it opens.
            if current.firstCommitAt == nil, rules.flow != .anyOrder { current.enabledAt = now }
            return []
        case .wrongFeedback(let rung):
            lastInteractionAt = now
            if rung == .solution {
                phase = .solution(autoAt: now + timings.autoComplete)
            } else if let task = currentTask, rules.activitySteps(for: task, rung: rung) > 0 {
                // The hint repeats the activity (Blitzblick's flash) before the answers return.
                activityDone = false
                beginActivity(now: now)
            } else {
                phase = .answering
            }
            return []
        case .outro:
            return now >= (outroEndsAt ?? now) ? finish() : []
        default:
            return []
        }
    }

    private mutating func beginActivity(now: Double) {
        phase = .activity
        activityCount = 0
        activityStartedAt = now
    }

    /// One activity step; the last one hands over to the follow-up line.
    private mutating func activityStep(now: Double) -> [RoundEffect] {
        guard phase == .activity, let task = currentTask else { return [] }
        let steps = rules.activitySteps(for: task, rung: tracker.rung)
        activityCount = min(steps, activityCount + 1)
        guard activityCount >= steps else { return [] }
        activityDone = true
        activityStartedAt = nil
        lastInteractionAt = now
        phase = .prompting
        return say(rules.lineAfterActivity(for: task), now: now, awaited: true)
    }

    /// Opens the next task, the board, or the end of the round.
    private mutating func beginTask(now: Double) -> [RoundEffect] {
        marks = []
        activityCount = 0
        activityStartedAt = nil
        activityDone = false
        idleReplayed = false
        isSpeakerPulsing = false
        lastWrongAt = nil
        correctAt = nil
        guard let task = currentTask else { return closeRound(now: now) }
        // A board opens once; tasks in order may carry the picture on (Punkt zu Punkt's lines).
        let continues = !isDemo && rules.flow == .inOrder && taskIndex > 0
        play = rules.play(for: task, among: visibleTasks, continuing: continues ? play : nil)
        phase = .prompting
        // The demo says what it is first: "Schau, ich zeig es dir." (games.md 10, Round).
        let lead: [AudioID] = isDemo ? [.common("demo")] : []
        return say(lead + rules.prompt(for: task), now: now, awaited: true)
    }

    /// After a correct answer's feedback: the next task, or back to the board.
    private mutating func advance(now: Double) -> [RoundEffect] {
        if isDemo {
            isDemo = false
            taskIndex = 0
            return beginTask(now: now)
        }
        guard rules.flow == .anyOrder else {
            taskIndex += 1
            return beginTask(now: now)
        }
        guard let next = states.firstIndex(where: { !$0.tracker.isCompleted }) else { return closeRound(now: now) }
        taskIndex = next
        correctAt = nil
        lastWrongAt = nil
        marks = []
        phase = .answering
        return []
    }

    /// On a board, the child turned to task `index` (the first card of a pair).
    private mutating func focus(_ index: Int, now: Double) {
        guard rules.flow == .anyOrder, !isDemo, phase == .answering, states.indices.contains(index),
            !states[index].tracker.isCompleted
        else { return }
        taskIndex = index
        begin(index, now: now)
    }

    /// On a board, the child touched task `index` for the first time: its response time starts.
    private mutating func begin(_ index: Int, now: Double) {
        guard rules.flow == .anyOrder, !isDemo, states.indices.contains(index), states[index].enabledAt == nil
        else { return }
        states[index].enabledAt = now
    }

    private mutating func completeTask(now: Double) -> [RoundEffect] {
        guard let task = currentTask else { return [] }
        let hold = max(timings.correctAdvance, rules.correctFeedbackSeconds(for: task) ?? 0)
        phase = .correctFeedback(until: now + hold)
        correctAt = now
        var effects: [RoundEffect] = [
            .playEffect(.effect("correct")), .speakAfterCurrent(rules.successLine(for: task)),
        ]
        guard !isDemo, let plannedIndex = tasks[taskIndex].plannedIndex, plan.tasks.indices.contains(plannedIndex)
        else { return effects }
        completedTasks += 1
        let planned = plan.tasks[plannedIndex]
        let credits =
            play.map { rules.credits(for: task, planned: planned, play: $0) }
            ?? rules.credits(for: task, planned: planned)
        let state = current
        // In order: enabling to the first commit (games.md 10); on a board: first touch to completion.
        let end = rules.flow == .anyOrder ? now : (state.firstCommitAt ?? now)
        let responseMs = Int(((end - (state.enabledAt ?? now)) * 1000).rounded())
        let result = TaskResult(
            plannedTaskID: planned.id, gameID: plan.gameID, step: planned.step, number: credits.number,
            partnerNumber: credits.partnerNumber, skill: credits.skill, secondarySkill: credits.secondarySkill,
            secondaryNumber: credits.secondaryNumber, tracker: state.tracker, responseTimeMs: responseMs,
            promptReplays: state.promptReplays, updatedGameState: savedState)
        effects.append(.emit(.taskCompleted(result, isLastTaskOfRound: completedTasks == scoredTaskCount)))
        return effects
    }

    /// After the last task: the game's outro, if any, then the round end.
    private mutating func closeRound(now: Double) -> [RoundEffect] {
        guard let outro = play.flatMap(rules.outro(after:)) else { return finish() }
        phase = .outro
        outroEndsAt = now + outro.holdSeconds
        let events = outro.events.map(RoundEffect.emit)
        return events + say(outro.lines, now: now, awaited: true)
    }

    private mutating func finish() -> [RoundEffect] {
        phase = .finished
        outroEndsAt = nil
        return [
            .speak([AudioID.common("round_end")]),
            .emit(.roundCompleted(roundID: plan.id, gameID: plan.gameID)),
        ]
    }

    /// Speaks `clips`; an awaited line holds the phase until it ends (or, without voice, for the
    /// silent delay). Nothing to say ends an awaited line at once.
    private mutating func say(_ clips: [AudioID], now: Double, awaited: Bool) -> [RoundEffect] {
        guard !clips.isEmpty else { return awaited ? lineDone(now: now) : [] }
        if awaited {
            awaitingLine = true
            silentLineEndsAt = voiceEnabled ? nil : now + timings.silentPromptDelay
        }
        return voiceEnabled ? [.speak(clips)] : []
    }
}
