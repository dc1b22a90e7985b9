/// Pauses: the round stands still while the window has lost focus or the app is in the background,
/// and resumes where it stopped; response times exclude the pause (docs/games.md#task-result).
extension RoundController {
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
    /// response time then runs from its end (docs/games.md#blitzblick: not replayable except after
    /// backgrounding).
    private mutating func repeatActivityAfterPause(now: Double) {
        guard rules.activityRepeatsAfterPause, !isDemo, let task = currentTask,
            rules.activitySteps(for: task, rung: tracker.rung) > 0
        else { return }
        activityDone = false
        lastInteractionAt = now
        beginActivity(now: now)
    }
}
