import Foundation
import ZKCore
import ZKGameKit
import ZKLearningEngine
import ZKPersistence

/// A week of play for previews, screenshots and journeys (issue 16: the `two-children` fixture
/// gains a week of play, so the parent area shows real figures). Every task goes through the
/// engine and the store exactly as a played task does; only the child's answers are simulated by
/// a seeded learner: the first child counts one too many now and then, the second (with the
/// Zahlenraum fixed at 1–20) mixes up teens with their ones and traces some Ziffern mirrored.
@MainActor
public enum PreviewWeek {
    /// Days played: today and the six before.
    public static let days = 7

    public static func play(in environment: AppEnvironment, seed: UInt64 = 2026) {
        var random = SplitMix64(seed: seed)
        let store = environment.store
        guard
            let profiles = environment.guarded(
                .profileRead,
                { () throws(PersistenceError) in
                    try store.profiles.profiles()
                })
        else { return }
        let today = environment.clock.today
        let zone = environment.clock.calendar.timeZone
        for (index, original) in profiles.enumerated() {
            var profile = original
            if index == 1 {
                profile.rangeOverride = .r1to20
                environment.guarded(.parentWrite) { () throws(PersistenceError) in try store.profiles.update(profile) }
            }
            let games: [GameID] =
                index % 2 == 0 ? [.wieViele, .hoerHin, .wieViele] : [.hoerHin, .nachspuren, .blitzblick, .wieViele]
            for offset in (0..<days).reversed() {
                let day = today.adding(days: -offset)
                // A day off in the middle of the week, as families have.
                if offset == 3 && index == 0 { continue }
                let rounds = 2 + Int(random.next() % 2)
                var minute = 0
                let session = environment.makeID()
                for round in 0..<rounds {
                    let game = games[(offset + round) % games.count]
                    minute = playRound(
                        game, profile: profile, learner: index, day: day, hour: 15 + index, minute: minute,
                        session: session, zone: zone, environment: environment, random: &random)
                }
                let seconds = minute * 60 + Int(random.next() % 50)
                environment.guarded(.usageWrite) { () throws(PersistenceError) in
                    try store.usage.addActiveSeconds(seconds, profileID: profile.id, trustedDate: day)
                }
            }
        }
    }

    /// A child who earned a higher step of `game` has practised it: `days` days before today, two
    /// rounds a day, every task right at the first try, each through the engine and the store. The
    /// screenshot tool's `--step` plays this first, so a round at step 2 or 3 shows that step's own
    /// picture and not the easiest form the engine gives numbers a child has not met yet (D-1212).
    public static func practise(
        _ game: GameID, profileIndex: Int, days: Int = 3, in environment: AppEnvironment, seed: UInt64 = 2026
    ) {
        var random = SplitMix64(seed: seed)
        guard
            let profiles = environment.guarded(
                .profileRead, { () throws(PersistenceError) in try environment.store.profiles.profiles() }),
            profiles.indices.contains(profileIndex)
        else { return }
        let today = environment.clock.today
        let zone = environment.clock.calendar.timeZone
        for offset in (1...max(1, days)).reversed() {
            var minute = 0
            let session = environment.makeID()
            for _ in 0..<2 {
                minute = playRound(
                    game, profile: profiles[profileIndex], learner: nil, day: today.adding(days: -offset), hour: 10,
                    minute: minute, session: session, zone: zone, environment: environment, random: &random)
            }
        }
    }

    /// One planned round, answered task by task; returns the minute it ended. A nil `learner`
    /// answers every task right at the first try.
    private static func playRound(
        _ game: GameID, profile: ChildProfile, learner: Int?, day: LocalDate, hour: Int, minute start: Int,
        session: UUID, zone: TimeZone, environment: AppEnvironment, random: inout SplitMix64
    ) -> Int {
        let store = environment.store
        let games = Set(environment.engine.catalog.games)
        var minute = start
        guard let clock = FixedClock(day: day, hour: hour, minute: minute, timeZone: zone) else { return minute }
        let bridge = environment.engineBridge(at: clock)
        guard
            let snapshot = environment.guarded(
                .roundPlan, { () throws(PersistenceError) in try bridge.snapshot(for: profile, availableGames: games) })
        else { return minute }
        var planRandom = SplitMix64(seed: random.next())
        let plan = environment.engine.planRound(RoundRequest(gameID: game, snapshot: snapshot), rng: &planRandom)
        for (position, task) in plan.tasks.enumerated() {
            minute += 1
            guard let taskClock = FixedClock(day: day, hour: hour, minute: min(59, minute), timeZone: zone) else {
                continue
            }
            var tracker = TaskAttemptTracker()
            if let learner {
                tracker = answer(task, game: game, learner: learner, random: &random)
            } else {
                _ = tracker.commit(answer: task.number, isCorrect: true)
            }
            let result = TaskResult(
                plannedTaskID: task.id, gameID: game, step: plan.step, number: task.number, skill: task.skill,
                secondarySkill: nil, secondaryNumber: nil, tracker: tracker, responseTimeMs: 2_500, promptReplays: 0)
            commit(
                result, task: task, plan: plan, isLast: position == plan.tasks.count - 1, profile: profile,
                session: session, clock: taskClock, environment: environment)
        }
        environment.guarded(.roundCommit) { () throws(PersistenceError) in
            _ = try store.rewards.recordRoundCompleted(profileID: profile.id, roundID: plan.id)
        }
        return minute + 1
    }

    /// The simulated child: likelier right on small numbers; mistakes follow the child's pattern.
    private static func answer(
        _ task: PlannedTask, game: GameID, learner: Int, random: inout SplitMix64
    ) -> TaskAttemptTracker {
        let n = task.number
        let chance = 0.93 - 0.03 * Double(n)
        var tracker = TaskAttemptTracker()
        let roll = Double(random.next() >> 11) * 0x1p-53
        guard roll >= chance else {
            _ = tracker.commit(answer: n, isCorrect: true)
            return tracker
        }
        let wrong: Int?
        switch (learner % 2, game) {
        case (1, .nachspuren):
            // A mirrored 3, 7 or 9 is logged as the Ziffer (D-0633); other misses log nothing.
            wrong = String(n).compactMap(\.wholeNumberValue).last { [3, 7, 9].contains($0) }
        case (1, _):
            wrong = GermanNumberWords.isInvertedTeen(n) ? n - 10 : (n + 2 > 20 ? n - 2 : n + 2)
        default:
            wrong = n + 1
        }
        _ = tracker.commit(answer: wrong, isCorrect: false)
        _ = tracker.commit(answer: n, isCorrect: true)
        return tracker
    }

    /// The task's unit of work, as `RoundResultCoordinator` writes a played one.
    private static func commit(
        _ result: TaskResult, task: PlannedTask, plan: RoundPlan, isLast: Bool, profile: ChildProfile, session: UUID,
        clock: FixedClock, environment: AppEnvironment
    ) {
        let store = environment.store
        environment.guarded(.taskCommit) { () throws(PersistenceError) in
            let bridge = environment.engineBridge(at: clock)
            let snapshot = try bridge.snapshot(for: profile, availableGames: Set(environment.engine.catalog.games))
            let outcome = RoundResultCoordinator.outcome(
                result, task: task, plan: plan, isLast: isLast, profileID: profile.id, sessionID: session,
                on: clock.today)
            let update = environment.engine.apply(outcome, to: snapshot, at: clock.now)
            let friends = environment.engine.eligibleFriends(in: update.snapshot)
            let write = try bridge.write(
                result: result, attemptID: task.id, plan: plan, planned: task, sessionID: session, profile: profile,
                outcome: outcome, update: update)
            let before = store.changeCount
            let receipt = try store.recordCompletedTask(write, befriending: friends)
            bridge.committed(write, receipt: receipt, update: update, before: before)
        }
    }
}
