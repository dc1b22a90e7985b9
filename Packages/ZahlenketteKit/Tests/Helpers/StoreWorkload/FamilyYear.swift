import Foundation
import ZKCore
import ZKPersistence

/// A family's year of play (issue 18), written through the real repositories the way the app
/// writes it, for the store's year benchmark (and the app's, later). Five children, two
/// littleOnes with rounds of 4 tasks and three Vorschule children with rounds of 6. On three days
/// of four a child plays 1–2 sessions of 1–5 rounds; each task is `SyntheticTask`'s unit of work,
/// each round end adds its stars, every tenth round a sticker; a session record and the day's
/// usage follow each session; every third play day completes an Abenteuer; a child with enough
/// stars sometimes buys a decoration and places it. The day starts with the retention pass the
/// app runs after opening. All choices come from one seeded SplitMix64.
public enum FamilyYear {
    public static let profileCount = 5

    public struct Summary: Sendable, Equatable {
        public var tasks = 0
        public var rounds = 0
        public var purchases = 0
        public var playDays = 0
    }

    public static func profileID(_ index: Int) -> UUID {
        StableID.make(StableID.device, "year-profile", String(index))
    }

    /// Plays `days` days from the clock's current instant (a morning); `clock` must be the
    /// store's clock, which this moves forward day by day. Each child's day is one transaction,
    /// which only makes seeding faster: the rows are those of separate commits.
    public static func play(
        store: PersistenceStore, clock: AdjustableClock, days: Int = 365, seed: UInt64
    ) throws(PersistenceError) -> Summary {
        var rng = SplitMix64(seed: seed)
        var summary = Summary()
        let start = clock.offset
        let existing = Set(try store.profiles.profiles().map(\.id))
        for index in 0..<profileCount where !existing.contains(profileID(index)) {
            try store.profiles.create(
                ChildProfile(
                    id: profileID(index), nickname: ["Ida", "Ben", "Mila", "Noah", "Lea"][index],
                    avatarID: "avatar.year" + String(index), level: index < 2 ? .littleOnes : .vorschule,
                    sortOrder: index, createdAt: clock.now))
        }
        for day in 0..<days {
            clock.setOffset(start + Double(day) * 86_400)
            _ = try store.maintenance.pruneIfDue()
            for index in 0..<profileCount where rng.nextInt(below: 4) > 0 {
                clock.setOffset(start + Double(day) * 86_400 + Double(index * 1800 + rng.nextInt(below: 1800)))
                try store.unitOfWork { () throws(PersistenceError) in
                    try playDay(store: store, clock: clock, child: index, rng: &rng, summary: &summary)
                }
                summary.playDays += 1
            }
        }
        return summary
    }

    private static func playDay(
        store: PersistenceStore, clock: AdjustableClock, child: Int, rng: inout SplitMix64, summary: inout Summary
    ) throws(PersistenceError) {
        let id = profileID(child)
        let day = clock.today
        let roundLength = child < 2 ? 4 : 6
        var usage = try store.usage.dailyUsage(profileID: id, trustedDate: day)
        for session in 0..<(1 + rng.nextInt(below: 2)) {
            if session > 0 { clock.advance(by: Double(4 * 3600 + rng.nextInt(below: 3600))) }
            let sessionID = StableID.make(id, "year-session", day.string, String(session))
            let startedAt = clock.now
            var tasks = 0
            for _ in 0..<(1 + rng.nextInt(below: 5)) {
                for _ in 0..<roundLength {
                    clock.advance(by: Double(12 + rng.nextInt(below: 25)))
                    let attemptID = StableID.make(id, "year-task", day.string, String(summary.tasks))
                    try SyntheticTask.commit(
                        store: store, profileID: id, attemptID: attemptID, index: summary.tasks, rng: &rng, day: day,
                        now: clock.now)
                    tasks += 1
                    summary.tasks += 1
                }
                summary.rounds += 1
                usage.roundsCompleted += 1
                let roundID = StableID.make(id, "year-round", String(summary.rounds))
                _ = try store.rewards.recordRoundCompleted(profileID: id, roundID: roundID)
                if summary.rounds % 10 == 0 {
                    _ = try store.rewards.awardSticker(
                        profileID: id, stickerID: "sticker.rounds." + String(summary.rounds), sourceID: roundID)
                }
            }
            let seconds = Int(clock.now.timeIntervalSince(startedAt))
            try store.usage.saveSession(
                SessionRecord(
                    id: sessionID, profileID: id, startedAt: startedAt, endedAt: clock.now, localDate: day,
                    tasksCompleted: tasks, activeSeconds: seconds, endReason: "parentClosed"))
            usage.activeSeconds += seconds
            usage.tasksCompleted += tasks
        }
        try store.usage.saveDailyUsage(usage)
        if (summary.playDays + child) % 3 == 0 {
            let plan = StableID.make(id, "year-abenteuer", day.string)
            try store.progress.saveAbenteuer(
                AbenteuerRecord(
                    id: plan, profileID: id, localDate: day, games: [.wieViele, .hoerHin, .wasFehlt], seed: rng.next(),
                    roundsCompleted: 3, completedAt: clock.now))
            _ = try store.rewards.recordAbenteuerCompleted(profileID: id, abenteuerID: plan)
        }
        if try store.rewards.balance(profileID: id) >= 80, rng.nextInt(below: 3) == 0 {
            let purchase = StableID.make(id, "year-purchase", String(summary.purchases))
            let item = try store.rewards.purchase(
                profileID: id, purchaseID: purchase, itemID: "deco.year." + String(summary.purchases),
                size: summary.purchases % 5 == 0 ? .medium : .small)
            // Inside the 6 x 4 garden as the app places them (a medium item is two cells wide).
            try store.rewards.place(
                profileID: id, ownedDecorationID: item.id, x: summary.purchases % 5, y: summary.purchases / 5 % 4)
            summary.purchases += 1
        }
    }
}
