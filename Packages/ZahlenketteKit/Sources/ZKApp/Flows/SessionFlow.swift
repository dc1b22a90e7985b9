import ZKAudio
import ZKCore
import ZKDesignSystem
import ZKPersistence
import ZKScene

/// The child's session as a flow (docs/app.md#sessions-daily-limits-and-the-gate,
/// docs/app.md#the-trusted-day-clock): what counts as active time, when it is saved, when the
/// day's play ends and what a moved clock cannot change; the session's start and end, and the
/// window going away and coming back. In: the child's session (`inout`, wherever it is: playing,
/// or paused under the gate, S-24 or the developer panel), the child's screen shown and the
/// environment; out: a `StateOutcome` whose next state, when there is one, has no session (the
/// picker or S-16) or the new child's home. `AppModel` puts the session back and applies the
/// outcome.
@MainActor
struct SessionFlow {
    let environment: AppEnvironment
    /// Tasks still waiting to be written get one more try when the window goes away.
    let coordinator: RoundResultCoordinator
    /// S-05 for a child whose session begins (`RoundFlow.home(of:)`).
    let home: (ChildProfile) -> HomeScreen

    private var store: PersistenceStore { environment.store }

    // MARK: - Effects and screens

    /// What S-04, S-03's new child, S-16's grown-up side and a child's flow ask of the session;
    /// `session`: the one running, if any.
    func perform(_ effect: SessionEffect, _ session: inout ChildSession?, time: Double) -> StateOutcome {
        switch effect {
        case .start(let index):
            guard let profile = profile(at: index) else { return .stay() }
            return begin(profile, index: index, &session, time: time)
        case .begin(let profile, let index):
            return begin(profile, index: index, &session, time: time)
        case .lockToday:
            return running(&session) { lockToday(&$0) }
        }
    }

    /// The picker (the session before it ends), the home avatar's switch (behind the gate when a
    /// setting asks for it), or S-16's child side.
    func open(_ request: SessionRequest, _ session: inout ChildSession?, saying line: AudioID?) -> StateOutcome {
        switch request {
        case .profilePicker:
            running(&session) { end(&$0, reason: "switch") }
            return picker(saying: line)
        case .switchProfile:
            guard environment.settings.settings.profileSwitchRequiresGate else {
                return open(.profilePicker, &session, saying: line)
            }
            return .then(.gate(.open(.switchProfile)))
        case .timesUp(let index):
            return timesUp(profileIndex: index, saying: line) ?? open(.profilePicker, &session, saying: nil)
        }
    }

    /// Runs `body` on the session when there is one.
    @discardableResult
    func running(_ session: inout ChildSession?, _ body: (inout ChildSession) -> StateOutcome) -> StateOutcome {
        guard var running = session else { return .stay() }
        defer { session = running }
        return body(&running)
    }

    /// Runs `body` on the session when there is one.
    func running(_ session: inout ChildSession?, _ body: (inout ChildSession) -> Void) {
        running(&session) { (running: inout ChildSession) -> StateOutcome in
            body(&running)
            return .stay()
        }
    }

    // MARK: - The trusted day

    /// Takes a fresh anchor and keeps it (docs/app.md#the-trusted-day-clock rule 5): on
    /// activation, every 60 ticker seconds, on backgrounding and at each lock.
    func reanchor() {
        let anchor = environment.trustedClock.reanchored(environment.settings.settings.trustedAnchor)
        environment.updateSettings { $0.trustedAnchor = anchor }
    }

    // MARK: - Usage

    /// Today's usage of `profile`. When it cannot be read, or reads as nonsense, a day with a
    /// limit counts as used up: a failure never gives a child more time than the parent allowed.
    /// Without a limit there is nothing to protect, and play goes on (D-0804).
    func todaysUsage(of profile: ChildProfile) -> DailyUsage {
        let date = environment.trustedDate
        guard
            let usage = environment.guarded(
                .usageRead,
                { () throws(PersistenceError) -> DailyUsage in
                    try store.usage.dailyUsage(profileID: profile.id, trustedDate: date)
                }), usage.activeSeconds >= 0, usage.extraMinutes >= 0
        else {
            return DailyUsage(profileID: profile.id, trustedDate: date, locked: profile.dailyLimitMinutes != nil)
        }
        return usage
    }

    /// True when `profile` may not play any more today.
    func isResting(_ profile: ChildProfile) -> Bool {
        DailyAllowance(limitMinutes: profile.dailyLimitMinutes, usage: todaysUsage(of: profile)).isUsedUp
    }

    /// The indices of profiles that rest until tomorrow (the moon on S-04); `list` read again
    /// when not given.
    func restingIndices(_ list: [ChildProfile]? = nil) -> Set<Int> {
        let all = list ?? environment.profiles()
        return Set(all.indices.filter { isResting(all[$0]) })
    }

    /// Writes the counted seconds under their trusted date. Unsaved seconds stay counted in
    /// memory when the write fails; they are retried with the next save.
    func save(_ session: inout ChildSession) {
        guard session.unsavedSeconds > 0 else { return }
        let seconds = session.unsavedSeconds
        let profileID = session.profile.id
        let date = session.usage.trustedDate
        let saved: Void? = environment.guarded(.usageWrite) { () throws(PersistenceError) in
            try store.usage.addActiveSeconds(seconds, profileID: profileID, trustedDate: date)
        }
        guard saved != nil else { return }
        session.usage.activeSeconds += seconds
        session.unsavedSeconds = 0
    }

    // MARK: - The ticker

    /// One tick of the session: count, save every 15 s, re-anchor every 60 s, warn, end idle
    /// sessions and close the day at the limit. Time counts only on `place`, the child's screen
    /// shown (docs/app.md#sessions-daily-limits-and-the-gate: not the picker, the gate, the
    /// parent area or time's up, and on a child's screen not S-15, the pause or the break); nil
    /// while the session waits under the gate, S-24 or the panel.
    func tick(
        _ session: inout ChildSession?, on place: ChildDestination?, time: Double, voicePlaying: Bool
    ) -> StateOutcome {
        running(&session) { tick(&$0, on: place, time: time, voicePlaying: voicePlaying) }
    }

    private func tick(
        _ session: inout ChildSession, on place: ChildDestination?, time: Double, voicePlaying: Bool
    ) -> StateOutcome {
        let counting = place?.countsActiveTime ?? false
        if voicePlaying { session.meter.noteActivity(at: time) }
        if counting, session.meter.idleSeconds(at: time) >= ChildSession.idleEnd {
            return endAndPick(&session, reason: "idle")
        }
        let counted = session.meter.advance(to: time, counting: counting)
        session.unsavedSeconds += counted
        session.activeSeconds += counted
        session.secondsSinceAnchor += counted
        session.breakTimer.add(counted, at: time)
        if session.unsavedSeconds >= ChildSession.saveInterval { save(&session) }
        if session.secondsSinceAnchor >= ChildSession.anchorInterval {
            session.secondsSinceAnchor = 0
            reanchor()
        }
        if session.usage.trustedDate != environment.trustedDate { rollOverDay(&session) }
        return limitCheck(&session, on: place, time: time)
    }

    /// A new trusted day began during the session: the old day's seconds are saved under it, the
    /// new day starts from what is stored for it.
    private func rollOverDay(_ session: inout ChildSession) {
        save(&session)
        session.usage = todaysUsage(of: session.profile)
        session.warningSpoken = false
    }

    /// Closes the day when the allowance is used up (docs/app.md#sessions-daily-limits-and-the-gate):
    /// a round may run 180 s on and then closes at the next task boundary; elsewhere the current
    /// action has 30 s. A paused session waits.
    private func limitCheck(_ session: inout ChildSession, on place: ChildDestination?, time: Double) -> StateOutcome {
        guard let place, session.allowance.isUsedUp else { return .stay() }
        switch place {
        case .game:
            if session.overtimeEndsAt == nil { session.overtimeEndsAt = time + DailyAllowance.roundOvertime }
            return .stay()
        case .askParent, .breakNudge:
            return .stay()
        case .home, .gamePicker, .entryMode, .roundEnd, .garden, .shop, .friends, .album, .befriending, .abenteuer,
            .abenteuerComplete:
            guard let grace = session.graceEndsAt else {
                session.graceEndsAt = time + DailyAllowance.actionGrace
                return .stay()
            }
            return time >= grace ? lockToday(&session) : .stay()
        }
    }

    // MARK: - The picker and S-16

    /// The profile at `index` (picker order), nil when there is none.
    func profile(at index: Int) -> ChildProfile? {
        let all = environment.profiles()
        return all.indices.contains(index) ? all[index] : nil
    }

    /// S-04 with the moon on the profiles that rest until tomorrow; the session before it has ended.
    func picker(saying line: AudioID?) -> StateOutcome {
        let list = environment.profiles()
        return .show(
            .entry(.profilePicker(ProfilePickerScreen(profiles: list, resting: restingIndices(list)))), saying: line)
    }

    /// S-16's child side for the profile at `index`; nil without that profile.
    func timesUp(profileIndex index: Int, saying line: AudioID?) -> StateOutcome? {
        guard let profile = profile(at: index) else { return nil }
        return .show(.entry(.timesUp(TimesUpScreen(profile: profile, profileIndex: index))), saying: line)
    }

    // MARK: - Start and end

    /// A session starts when a profile is chosen (docs/app.md#sessions-daily-limits-and-the-gate),
    /// after the one before it ended, and the child's home shows; an unsaved start still lets the
    /// child play, and the parent is told. A profile whose day is over goes to S-16 instead.
    private func begin(
        _ profile: ChildProfile, index: Int, _ session: inout ChildSession?, time: Double
    ) -> StateOutcome {
        running(&session) { end(&$0, reason: "switch") }
        reanchor()
        let usage = todaysUsage(of: profile)
        if DailyAllowance(limitMinutes: profile.dailyLimitMinutes, usage: usage).isUsedUp {
            let timesUp = TimesUpScreen(profile: profile, profileIndex: index)
            return .show(.entry(.timesUp(timesUp)), saying: .lock("times_up"))
        }
        let record = SessionRecord(
            id: environment.makeID(), profileID: profile.id, startedAt: environment.clock.now,
            localDate: environment.clock.today)
        environment.guarded(.sessionStart) { () throws(PersistenceError) in try store.usage.saveSession(record) }
        let started = ChildSession(profile: profile, profileIndex: index, record: record, usage: usage, time: time)
        return .show(.child(started, .home(home(profile))), saying: .common("home"))
    }

    /// Closes the session's record; the caller then shows a state without it (the picker, S-16,
    /// the parent area or the next child's home).
    func end(_ session: inout ChildSession, reason: String) {
        save(&session)
        var record = session.record
        record.endedAt = environment.clock.now
        record.tasksCompleted = session.tasksCompleted
        record.activeSeconds = session.activeSeconds
        record.endReason = reason
        environment.guarded(.sessionEnd) { () throws(PersistenceError) in try store.usage.saveSession(record) }
    }

    /// The session ends and the picker shows (ten minutes without a touch, five in the background).
    func endAndPick(_ session: inout ChildSession, reason: String) -> StateOutcome {
        end(&session, reason: reason)
        return .show(
            .entry(.profilePicker(ProfilePickerScreen(profiles: environment.profiles(), resting: restingIndices()))),
            saying: nil)
    }

    /// The day's play ends for the child: the lock is kept, the clock re-anchored, the session
    /// ended, and S-16 shows.
    func lockToday(_ session: inout ChildSession) -> StateOutcome {
        save(&session)
        var usage = session.usage
        usage.locked = true
        environment.guarded(.usageWrite) { () throws(PersistenceError) in try store.usage.saveDailyUsage(usage) }
        session.usage.locked = true
        reanchor()
        end(&session, reason: "limit")
        return .show(
            .entry(.timesUp(TimesUpScreen(profile: session.profile, profileIndex: session.profileIndex))),
            saying: .lock("times_up"))
    }

    // MARK: - On screen

    /// With two minutes of play left, a child's screen whose time counts carries the setting sun
    /// in its corner (docs/app.md#sessions-daily-limits-and-the-gate), a picture without digits.
    func evening(over scene: Scene, _ session: ChildSession, shown place: ChildDestination) -> Scene {
        guard place.countsActiveTime, session.allowance.isNearTheEnd else { return scene }
        let side = 48.0
        let frame = Rect(x: Metrics.margin, y: scene.size.height - Metrics.margin - side, width: side, height: side)
        let label = environment.catalog.strings.lookup("session.a11y.evening", arguments: []) ?? ""
        let sun = Glyphs.settingSun(in: frame).interactive(
            A11yID(place.screenID, "evening"), label: label, role: .image, hitRegion: frame)
        return scene.adding([sun])
    }

    // MARK: - Background

    /// The window went away: the session's seconds are saved; a system may end an app in the
    /// background, and the desktop quits through here, so tasks still waiting to be written get
    /// one more try (docs/app.md#when-the-store-or-the-settings-fail); the clock is re-anchored.
    func wentToBackground(_ session: inout ChildSession?) -> StateOutcome {
        running(&session) { save(&$0) }
        coordinator.saveUnsaved()
        reanchor()
        return .stay()
    }

    /// The window is back after `away` seconds (nil: it never went away): the clock is
    /// re-anchored; after five minutes the session has ended and the picker shows; nil while play
    /// goes on.
    func cameBack(_ session: inout ChildSession?, after away: Double?) -> StateOutcome? {
        reanchor()
        guard let away, away >= ChildSession.backgroundEnd, session != nil else { return nil }
        return running(&session) { endAndPick(&$0, reason: "background") }
    }
}
