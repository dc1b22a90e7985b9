import ZKCore

/// The shared round lifecycle of every game (games.md 10): title and intro, an unscored demo task
/// on a profile's first round, the tasks with input gating, feedback timing and the hint ladder,
/// then the round end. Input in, effects out: the app passes intents with the current monotonic
/// time in seconds and performs the returned effects. Pure value, deterministic for a plan.
public struct RoundController<Rules: RoundRules>: Sendable {
    public let plan: RoundPlan
    public let rules: Rules
    public let timings: RoundTimings
    /// With voice off, lines are assumed to take `timings.silentPromptDelay`.
    public let voiceEnabled: Bool

    public private(set) var phase = RoundPhase.intro
    /// The scored tasks, generated up front from the plan's seed.
    public let tasks: [Rules.Task]
    /// The demo task shown before the first scored task, if any.
    public let demoTask: Rules.Task?
    /// True while the demo task is open.
    public private(set) var isDemo: Bool
    /// Index of the open scored task in `tasks`.
    public private(set) var taskIndex = 0
    public private(set) var tracker = TaskAttemptTracker()
    public private(set) var promptReplays = 0
    /// True once the child has been idle for `timings.speakerPulse`.
    public private(set) var isSpeakerPulsing = false
    /// When a tap last bounced off disabled controls (for the bounce animation).
    public private(set) var lastBounceAt: Double?
    /// When the last wrong answer was committed (for the shake).
    public private(set) var lastWrongAt: Double?
    public private(set) var isPaused = false
    /// The scored tasks completed so far.
    public private(set) var completedTasks = 0

    private var awaitingLine = false
    private var silentLineEndsAt: Double?
    private var enabledAt: Double?
    private var firstCommitAt: Double?
    private var lastInteractionAt: Double = 0
    private var idleReplayed = false
    private var pausedAt: Double?
    private var activityDone = false

    public init(
        plan: RoundPlan, rules: Rules, includeDemo: Bool, voiceEnabled: Bool, timings: RoundTimings = .standard
    ) {
        self.plan = plan
        self.rules = rules
        self.timings = timings
        self.voiceEnabled = voiceEnabled
        var generator = SplitMix64(seed: plan.seed)
        var slots: [Int] = []
        var made: [Rules.Task] = []
        // Scaffolded tasks are shown at step one where the game can (D-0125); results keep the
        // planned step (D-0128).
        for (index, planned) in plan.tasks.enumerated() {
            let task = rules.presentedTask(
                for: planned, index: index, level: plan.level, range: plan.range, recentCorrectSlots: slots,
                using: &generator)
            if let slot = rules.correctSlot(of: task) { slots.append(slot) }
            made.append(task)
        }
        self.tasks = made
        // The demo draws from its own stream so scored tasks are the same with or without it.
        var demoGenerator = SplitMix64(seed: plan.seed ^ RoundController.demoSeedMask)
        if includeDemo, let first = plan.tasks.first {
            self.demoTask = rules.presentedTask(
                for: first, index: 0, level: plan.level, range: plan.range, recentCorrectSlots: [],
                using: &demoGenerator)
        } else {
            self.demoTask = nil
        }
        self.isDemo = demoTask != nil
    }

    private static var demoSeedMask: UInt64 { 0xD3E0_0000_0000_0001 }

    /// The open task: the demo, a scored task, or nil after the last one.
    public var currentTask: Rules.Task? {
        if isDemo { return demoTask }
        return tasks.indices.contains(taskIndex) ? tasks[taskIndex] : nil
    }

    /// Whether a tap on an answer control would commit now.
    public var acceptsAnswers: Bool {
        guard !isPaused else { return false }
        switch phase {
        case .answering, .solution: return true
        default: return false
        }
    }

    /// Starts the round: the spoken title and the game's intro line.
    public mutating func start(now: Double) -> [RoundEffect] {
        phase = .intro
        lastInteractionAt = now
        return speak([AudioID.title(rules.gameID)] + (rules.introLine.map { [$0] } ?? []), now: now, awaited: true)
    }

    /// The voice finished the line the round was waiting for.
    public mutating func voiceFinished(now: Double) -> [RoundEffect] {
        guard voiceEnabled, awaitingLine, !isPaused else { return [] }
        awaitingLine = false
        silentLineEndsAt = nil
        return lineDone(now: now)
    }

    /// Advances timers: silent lines, feedback, auto-completion, idle replay and speaker pulse.
    public mutating func tick(now: Double) -> [RoundEffect] {
        guard !isPaused else { return [] }
        if let ends = silentLineEndsAt, now >= ends {
            silentLineEndsAt = nil
            awaitingLine = false
            return lineDone(now: now)
        }
        switch phase {
        case .correctFeedback(let until) where now >= until:
            if isDemo {
                isDemo = false
            } else {
                taskIndex += 1
            }
            return beginTask(now: now)
        case .solution(let autoAt?) where now >= autoAt:
            tracker.completeGuided(automatically: true)
            return completeTask(now: now)
        case .answering:
            var effects: [RoundEffect] = []
            let idle = now - lastInteractionAt
            if idle >= timings.idleReplay, !idleReplayed, let task = currentTask {
                idleReplayed = true
                effects += speak(rules.prompt(for: task), now: now, awaited: false)
            }
            if idle >= timings.speakerPulse { isSpeakerPulsing = true }
            return effects
        default:
            return []
        }
    }

    /// The child committed `answer` (a tile tap or a drop on the target).
    public mutating func answer(_ answer: Int, now: Double) -> [RoundEffect] {
        guard let task = currentTask, !isPaused else { return [] }
        switch phase {
        case .answering:
            lastInteractionAt = now
            if firstCommitAt == nil { firstCommitAt = now }
            switch tracker.commit(answer: answer, isCorrect: answer == rules.answer(of: task)) {
            case .correct:
                return completeTask(now: now)
            case .wrong(let rung):
                lastWrongAt = now
                phase = .wrongFeedback(rung: rung)
                return [.playEffect(.effect("soft"))] + speak(rules.hintLine(rung, for: task), now: now, awaited: true)
            case .ignored:
                return []
            }
        case .solution:
            guard answer == rules.answer(of: task) else {
                lastBounceAt = now
                return []
            }
            if isDemo {
                return completeTask(now: now)
            }
            tracker.completeGuided(automatically: false)
            return completeTask(now: now)
        default:
            lastBounceAt = now
            return []
        }
    }

    /// The child tapped the speaker: the prompt replays.
    public mutating func speakerTapped(now: Double) -> [RoundEffect] {
        guard let task = currentTask, !isPaused else { return [] }
        switch phase {
        case .prompting, .answering:
            lastInteractionAt = now
            isSpeakerPulsing = false
            if !isDemo { promptReplays += 1 }
            return speak(rules.prompt(for: task), now: now, awaited: phase == .prompting)
        default:
            return []
        }
    }

    /// The child finished the task's activity; the follow-up line plays, then answers enable.
    public mutating func activityFinished(now: Double) -> [RoundEffect] {
        guard phase == .activity, let task = currentTask, !isPaused else { return [] }
        activityDone = true
        lastInteractionAt = now
        phase = .prompting
        return speak(rules.lineAfterActivity(for: task), now: now, awaited: true)
    }

    /// Any touch that is not an answer (marking, moving, shaking) resets the idle timers.
    public mutating func touched(now: Double) {
        lastInteractionAt = now
        isSpeakerPulsing = false
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
        enabledAt = enabledAt.map { $0 + delta }
        silentLineEndsAt = silentLineEndsAt.map { $0 + delta }
        switch phase {
        case .correctFeedback(let until): phase = .correctFeedback(until: until + delta)
        case .solution(let autoAt): phase = .solution(autoAt: autoAt.map { $0 + delta })
        case .intro: return start(now: now)
        case .prompting:
            if let task = currentTask { return speak(rules.prompt(for: task), now: now, awaited: true) }
        case .wrongFeedback:
            if awaitingLine {
                awaitingLine = false
                silentLineEndsAt = nil
                return lineDone(now: now)
            }
        default: break
        }
        return []
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
                return speak(rules.hintLine(.solution, for: task), now: now, awaited: false)
            }
            if rules.needsActivity(task), phase == .prompting, !activityDone {
                phase = .activity
                return []
            }
            phase = .answering
            enabledAt = now
            return []
        case .wrongFeedback(let rung):
            lastInteractionAt = now
            if rung == .solution {
                phase = .solution(autoAt: now + timings.autoComplete)
            } else {
                phase = .answering
            }
            return []
        default:
            return []
        }
    }

    private mutating func beginTask(now: Double) -> [RoundEffect] {
        tracker = TaskAttemptTracker()
        promptReplays = 0
        enabledAt = nil
        firstCommitAt = nil
        idleReplayed = false
        isSpeakerPulsing = false
        lastWrongAt = nil
        activityDone = false
        guard let task = currentTask else {
            phase = .finished
            return [
                .speak([AudioID.common("round_end")]),
                .emit(.roundCompleted(roundID: plan.id, gameID: plan.gameID)),
            ]
        }
        phase = .prompting
        // The demo says what it is first: "Schau, ich zeig es dir." (games.md 10, Round).
        let lead: [AudioID] = isDemo ? [.common("demo")] : []
        return speak(lead + rules.prompt(for: task), now: now, awaited: true)
    }

    private mutating func completeTask(now: Double) -> [RoundEffect] {
        guard let task = currentTask else { return [] }
        phase = .correctFeedback(until: now + timings.correctAdvance)
        var effects: [RoundEffect] = [
            .playEffect(.effect("correct")), .speakAfterCurrent(rules.successLine(for: task)),
        ]
        guard !isDemo else { return effects }
        completedTasks += 1
        let planned = plan.tasks[taskIndex]
        let credits = rules.credits(for: task, planned: planned)
        let responseMs = Int(((firstCommitAt ?? now) - (enabledAt ?? now)) * 1000)
        let result = TaskResult(
            plannedTaskID: planned.id, gameID: plan.gameID, step: planned.step, number: credits.number,
            partnerNumber: credits.partnerNumber, skill: credits.skill, secondarySkill: credits.secondarySkill,
            secondaryNumber: credits.secondaryNumber, tracker: tracker, responseTimeMs: responseMs,
            promptReplays: promptReplays)
        effects.append(.emit(.taskCompleted(result, isLastTaskOfRound: taskIndex == tasks.count - 1)))
        return effects
    }

    private mutating func speak(_ clips: [AudioID], now: Double, awaited: Bool) -> [RoundEffect] {
        if awaited {
            awaitingLine = true
            silentLineEndsAt = voiceEnabled ? nil : now + timings.silentPromptDelay
        }
        return voiceEnabled ? [.speak(clips)] : []
    }
}
