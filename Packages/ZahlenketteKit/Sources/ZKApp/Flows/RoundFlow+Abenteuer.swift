import Foundation
import ZKCore
import ZKLearningEngine
import ZKPersistence
import ZKRewards

/// The daily Abenteuer (docs/abenteuer.md#the-day, 14.1, 14.4, 15.10, docs/abenteuer.md): one per child and
/// trusted date, planned on the first visit of the day, three rounds of different games, resumable
/// all day. When the trusted date moves on, yesterday's simply is not today's any more; every star
/// stays.
extension RoundFlow {
    /// Today's Abenteuer of `profile` (by the trusted date), nil before the first visit of the day.
    func todaysAbenteuer(of profile: ChildProfile) -> AbenteuerRecord? {
        let day = environment.trustedDate
        let record = environment.guarded(.abenteuerRead) { () throws(PersistenceError) -> AbenteuerRecord? in
            try store.progress.abenteuer(profileID: profile.id, on: day)
        }
        return record ?? nil
    }

    /// S-09 with today's Abenteuer, planned and kept now if there is none yet today.
    func openAbenteuer(_ session: ChildSession) -> ChildOutcome {
        var planned: [AppEvent] = []
        let record: AbenteuerRecord
        if let today = todaysAbenteuer(of: session.profile) {
            record = today
        } else {
            record = planAbenteuer(for: session.profile)
            planned.append(.abenteuerPlanned(id: record.id, games: record.games))
        }
        let path = AbenteuerScreen(record: record, finishedStop: nil, shownAt: 0)
        let line =
            path.nextStop == nil ? "abenteuer_tomorrow" : path.stopsDone == 0 ? "abenteuer_start" : "abenteuer_next"
        var outcome = ChildOutcome.show(.abenteuer(path), saying: .common(line))
        outcome.output.events.insert(contentsOf: planned, at: 0)
        return outcome
    }

    /// Plans today's Abenteuer from what the store knows and keeps it (docs/abenteuer.md#the-day): only games
    /// the child may open now, so premium games only while premium is active (17.1). A plan that
    /// cannot be kept is still played; the parent is told.
    private func planAbenteuer(for profile: ChildProfile) -> AbenteuerRecord {
        let day = environment.trustedDate
        let open = environment.playableGames
        let bridge = environment.engineBridge
        let snapshot =
            environment.guarded(.abenteuerPlan) { () throws(PersistenceError) -> LearnerSnapshot in
                try bridge.snapshot(for: profile, availableGames: open)
            } ?? LearnerSnapshot(level: profile.level, today: environment.clock.today, availableGames: open)
        let last =
            environment.guarded(.abenteuerRead) { () throws(PersistenceError) -> AbenteuerRecord? in
                try store.progress.lastAbenteuer(profileID: profile.id, before: day)
            } ?? nil
        let playedToday = Set(snapshot.games.filter { $0.value.lastPlayedOn == snapshot.today }.keys)
        var generator = SplitMix64(seed: environment.generator.next())
        let plan = environment.engine.planAbenteuer(
            AbenteuerRequest(snapshot: snapshot, lastAbenteuerGames: last?.games ?? [], playedToday: playedToday),
            rng: &generator)
        let record = AbenteuerRecord(
            id: plan.id, profileID: profile.id, localDate: day, games: plan.games, seed: plan.seed)
        environment.guarded(.abenteuerPlan) { () throws(PersistenceError) in try store.progress.saveAbenteuer(record) }
        return record
    }

    /// The next stop was tapped on the trail `shown`: its round starts. When the trusted date has
    /// moved on since the trail was shown, the old Abenteuer has quietly expired: today's trail
    /// shows instead, and no round starts (docs/abenteuer.md#the-day, docs/app.md#sessions-daily-limits-and-the-gate). A plan the store could not keep (the
    /// parent was told) is played from the trail on screen while it is still today's (D-0765).
    func startStop(on shown: AbenteuerScreen, _ session: inout ChildSession, time: Double) -> ChildOutcome {
        let unkept =
            shown.record.profileID == session.profile.id && shown.record.localDate == environment.trustedDate
            ? shown.record : nil
        guard let record = todaysAbenteuer(of: session.profile) ?? unkept, record.id == shown.record.id else {
            return openAbenteuer(session)
        }
        let index = AbenteuerProgress(record).stopsDone(of: record.games.count)
        guard record.games.indices.contains(index), record.completedAt == nil else { return openAbenteuer(session) }
        var outcome = start(record.games[index], mode: .standard, &session, time: time, abenteuer: record)
        outcome.output.events.insert(.abenteuerStop(index: index, game: record.games[index]), at: 0)
        return outcome
    }

    /// A stop's round ended. In one unit of work: the round's bonus, the stop checked off, and
    /// after the last stop, or when today's time is used up (docs/abenteuer.md#rewards, docs/app.md#sessions-daily-limits-and-the-gate), the completion: +5 on the
    /// plan's ID and every third time a sticker. A stop that began before midnight still counts
    /// for its own Abenteuer (D-0754). Then the waiting celebrations and the trail or S-10, or the
    /// day's end (the celebrations wait then, as after any round).
    func stopCompleted(
        _ stop: AbenteuerRecord, container: GameContainerScreen, _ session: inout ChildSession, roundID: UUID,
        time: Double
    ) -> ChildOutcome {
        let current = session
        let plan = container.active.round.plan
        let index: Int
        if case .abenteuer(let roundIndex) = plan.context { index = roundIndex } else { index = stop.roundsCompleted }
        let limitReached = current.allowance.isUsedUp
        var record = stop
        record.roundsCompleted = max(record.roundsCompleted, index + 1)
        let completes = record.completedAt == nil && (record.roundsCompleted >= record.games.count || limitReached)
        if completes { record.completedAt = environment.clock.now }
        let before = environment.balance(of: current.profile)
        let rewards = AbenteuerRewards(rewards: store.rewards, stickers: catalog.stickers)
        let committed = coordinator.roundCompleted(
            plan: plan, session: current, savedState: container.active.changedState
        ) { () throws(PersistenceError) -> AbenteuerAward? in
            try store.progress.saveAbenteuer(record)
            return completes ? try rewards.completed(profileID: current.profile.id, abenteuerID: record.id) : nil
        }
        let earned = container.active.starsEarned + max(0, (committed?.commit.balance ?? before) - before)
        var events =
            [AppEvent.roundEnded(roundID: roundID, stars: earned)]
            + (committed?.commit.stickers ?? []).map(AppEvent.stickerAwarded)
        if limitReached {
            events += committed?.extra.map { [.abenteuerCompleted($0, id: record.id)] } ?? []
            return ChildOutcome(place: nil, output: AppOutput(events: events), endsDay: true)
        }
        // Nothing of a failed unit of work stays (the parent is told): the trail shows as stored.
        guard let committed else {
            var trail = ChildOutcome.show(
                .abenteuer(AbenteuerScreen(record: stop, finishedStop: nil, shownAt: time)), saying: nil)
            trail.output.events.insert(contentsOf: events, at: 0)
            return trail
        }
        let end = committed.extra.map { award in
            AbenteuerCompleteScreen(games: record.games, stars: award.stars, sticker: award.sticker, finishedAt: time)
        }
        events += committed.extra.map { [.abenteuerCompleted($0, id: record.id)] } ?? []
        let path = AbenteuerScreen(record: record, finishedStop: index, shownAt: time)
        // Like any round end: a friend made in the stop says hello first (D-0767).
        let next: RoundFollowUp = end.map { .abenteuerComplete($0) } ?? .abenteuerTrail(path)
        var outcome = world.celebrateThen(next, &session, time: time)
        outcome.output.events.insert(contentsOf: events, at: 0)
        return outcome
    }
}

extension AppEvent {
    /// The completion of the Abenteuer `id` as its award reports it.
    fileprivate static func abenteuerCompleted(_ award: AbenteuerAward, id: UUID) -> AppEvent {
        .abenteuerCompleted(id: id, stars: award.stars, sticker: award.sticker?.id)
    }
}
