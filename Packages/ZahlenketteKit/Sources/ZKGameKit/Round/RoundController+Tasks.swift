import ZKCore

/// The round's tasks in turn: opening one, completing it with its result, moving to the next or
/// back to the board, and the outro and end after the last.
extension RoundController {
    /// Opens the next task, the board, or the end of the round.
    mutating func beginTask(now: Double) -> [RoundEffect] {
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
        // The demo says what it is first: "Schau, ich zeig es dir." (docs/games.md#round).
        let lead: [AudioID] = isDemo ? [.common("demo")] : []
        return say(lead + rules.prompt(for: task), now: now, awaited: true)
    }

    /// After a correct answer's feedback: the next task, or back to the board.
    mutating func advance(now: Double) -> [RoundEffect] {
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

    mutating func completeTask(now: Double) -> [RoundEffect] {
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
        // In order: enabling to the first commit (docs/games.md#task-result); on a board: first
        // touch to completion.
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

    mutating func finish() -> [RoundEffect] {
        phase = .finished
        outroEndsAt = nil
        return [
            .speak([AudioID.common("round_end")]),
            .emit(.roundCompleted(roundID: plan.id, gameID: plan.gameID)),
        ]
    }
}
