import ZKCore

/// How the round moves on by itself (docs/games.md#round, docs/games.md#task): its start, the lines
/// it waits for and what follows when one ends, and the timers of feedback, the guided solution,
/// the outro, the idle replay and the speaker pulse.
extension RoundController {
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

    mutating func lineDone(now: Double) -> [RoundEffect] {
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

    /// Speaks `clips`; an awaited line holds the phase until it ends (or, without voice, for the
    /// silent delay). Nothing to say ends an awaited line at once.
    mutating func say(_ clips: [AudioID], now: Double, awaited: Bool) -> [RoundEffect] {
        guard !clips.isEmpty else { return awaited ? lineDone(now: now) : [] }
        if awaited {
            awaitingLine = true
            silentLineEndsAt = voiceEnabled ? nil : now + timings.silentPromptDelay
        }
        return voiceEnabled ? [.speak(clips)] : []
    }
}
