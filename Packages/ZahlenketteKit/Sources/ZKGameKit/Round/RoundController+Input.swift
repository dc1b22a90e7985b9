import ZKCore

/// What the child does in a round: commits an answer, taps the speaker, marks, moves or turns to a
/// task on a board, and what a resized window puts back.
extension RoundController {
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
}
