/// The activity steps some tasks run before their answers enable (Blitzblick's flash, Schüttelbox's
/// shake); they are never attempts.
extension RoundController {
    mutating func beginActivity(now: Double) {
        phase = .activity
        activityCount = 0
        activityStartedAt = now
    }

    /// One activity step; the last one hands over to the follow-up line.
    mutating func activityStep(now: Double) -> [RoundEffect] {
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
}
