import Foundation
import ZKCore
import ZKPersistence

/// One realistic task unit of work, shared by the store benchmark and the crash helper, built the
/// way the app builds it: read the current state, compute the new values, write them all in one unit of work (spec 5.4.5).
public enum SyntheticTask {
    public static let games: [GameID] = [.wieViele, .hoerHin, .wasFehlt, .blitzblick, .memory, .punktZuPunkt]

    /// The deterministic ID of unit `index` of the run with `seed`, so the parent test can name
    /// the one unit a killed run may have committed without reporting it.
    public static func attemptID(seed: UInt64, index: Int) -> UUID {
        StableID.make(StableID.device, "crash-unit", String(seed), String(index))
    }

    public static func profileID(seed: UInt64) -> UUID {
        StableID.make(StableID.device, "crash-profile", String(seed))
    }

    /// `beforeCommit` runs inside the unit of work after every write, just before it commits.
    @discardableResult
    public static func commit(
        store: PersistenceStore, profileID: UUID, attemptID: UUID, index: Int, rng: inout SplitMix64,
        day: LocalDate, now: Date, beforeCommit: () -> Void = {}
    ) throws(PersistenceError) -> TaskCompletionReceipt {
        let game = games[rng.nextInt(below: games.count)]
        let number = 1 + rng.nextInt(below: 20)
        let skill = Skill.allCases[rng.nextInt(below: Skill.allCases.count)]
        let firstTry = rng.nextInt(below: 5) != 0
        let stateSize = rng.nextInt(below: 400)
        return try store.unitOfWork { () throws(PersistenceError) -> TaskCompletionReceipt in
            var cell =
                try store.progress.masteryRecord(profileID: profileID, skill: skill, number: number)
                ?? MasteryRecord(profileID: profileID, skill: skill, number: number)
            cell.evidence += 1
            cell.value += 0.3 * ((firstTry ? 1 : 0.5) - cell.value)
            cell.status = cell.value >= 0.8 ? .mastered : .learning
            cell.taskCount += 1
            cell.leitnerBox = max(1, cell.leitnerBox)
            cell.dueOn = day.adding(days: 1)
            cell.recentFirstTry = Array((cell.recentFirstTry + [firstTry]).suffix(10))
            cell.lastPracticedOn = day
            if firstTry {
                cell.firstTrySuccesses += 1
                if !cell.firstTryDays.contains(day) { cell.firstTryDays.append(day) }
            }
            var progress = try store.progress.gameProgress(profileID: profileID, gameID: game)
            progress.firstTryWindow = Array((progress.firstTryWindow + [firstTry]).suffix(6))
            progress.lastPlayedOn = day
            progress.demoSeen = true
            progress.gameStateJSON = "{\"visited\":\"" + String(repeating: "x", count: stateSize) + "\"}"
            var learning = try store.progress.learningState(profileID: profileID)
            learning.countedTasks += 1
            learning.controllerWindow = Array((learning.controllerWindow + [firstTry]).suffix(20))
            learning.lastTaskAt = now
            let attempt = TaskAttemptRecord(
                id: attemptID, profileID: profileID, roundID: attemptID, plannedTaskID: attemptID, gameID: game,
                skill: skill, number: number, secondarySkill: .name, secondaryNumber: number,
                firstTryCorrect: firstTry, attempts: firstTry ? 1 : 2, hintsUsed: firstTry ? 0 : 1,
                solutionShown: false, responseTimeMs: 1200 + index % 900, promptReplays: index % 2,
                wrongAnswers: firstTry ? [] : [number % 20 + 1], result: firstTry ? .firstTry : .afterRetry,
                reason: .focus, step: .step1, durationMs: 2500, localDate: day, completedAt: now)
            let write = TaskResultWrite(
                attempt: attempt, mastery: [cell], gameProgress: progress, learningState: learning)
            let receipt = try store.recordCompletedTask(write, befriending: index % 7 == 0 ? [number] : [])
            beforeCommit()
            return receipt
        }
    }
}
