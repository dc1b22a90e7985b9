import Foundation
import ZKAudio
import ZKCore
import ZKPersistence

/// Sessions, active time and the daily limit (docs/app.md#sessions-daily-limits-and-the-gate, 15.4, 15.8, 15.12): what counts, when it
/// is saved, when the day's play ends and what a moved clock cannot change.
extension AppModel {
    // MARK: - The trusted day

    var trustedClock: TrustedDayClock { environment.trustedClock }

    /// The date limits and usage are kept under: the persisted anchor's reading.
    var trustedDate: LocalDate { environment.trustedDate }

    /// Takes a fresh anchor and keeps it (docs/app.md#the-trusted-day-clock rule 5): on activation, every 60 ticker
    /// seconds, on backgrounding and at each lock.
    func reanchor() {
        let anchor = trustedClock.reanchored(environment.settings.settings.trustedAnchor)
        environment.updateSettings { $0.trustedAnchor = anchor }
    }

    // MARK: - Usage

    /// Today's usage of `profile`. When it cannot be read, or reads as nonsense, a day with a
    /// limit counts as used up: a failure never gives a child more time than the parent allowed.
    /// Without a limit there is nothing to protect, and play goes on (D-0804).
    func todaysUsage(of profile: ChildProfile) -> DailyUsage {
        let date = trustedDate
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

    /// Writes the counted seconds under their trusted date.
    func saveUsage() {
        guard let current = state.session, current.unsavedSeconds > 0 else { return }
        let seconds = current.unsavedSeconds
        let profileID = current.profile.id
        let date = current.usage.trustedDate
        let saved: Void? = environment.guarded(.usageWrite) { () throws(PersistenceError) in
            try store.usage.addActiveSeconds(seconds, profileID: profileID, trustedDate: date)
        }
        // Unsaved seconds stay counted in memory either way; they are retried with the next save.
        guard saved != nil else { return }
        state.updateSession { session in
            session.usage.activeSeconds += seconds
            session.unsavedSeconds = 0
        }
    }

    // MARK: - The ticker

    /// Screens whose time counts (docs/app.md#sessions-daily-limits-and-the-gate): the child's screens but S-15, the pause and the
    /// break; not the picker, the gate, the parent area or time's up.
    var countsActiveTime: Bool {
        guard case .child(_, let place) = state else { return false }
        return place.countsActiveTime
    }

    /// One tick of the session: count, save every 15 s, re-anchor every 60 s, warn, end idle
    /// sessions and close the day at the limit.
    func tickSession(time: Double, voicePlaying: Bool) -> AppOutput {
        guard state.session != nil else { return AppOutput() }
        let counting = countsActiveTime
        if voicePlaying { state.updateSession { $0.meter.noteActivity(at: time) } }
        if counting, let idle = state.session?.meter.idleSeconds(at: time), idle >= ChildSession.idleEnd {
            return endSessionAndPick(reason: "idle")
        }
        state.updateSession { session in
            let counted = session.meter.advance(to: time, counting: counting)
            session.unsavedSeconds += counted
            session.activeSeconds += counted
            session.secondsSinceAnchor += counted
            session.breakTimer.add(counted, at: time)
        }
        guard let current = state.session else { return AppOutput() }
        if current.unsavedSeconds >= ChildSession.saveInterval { saveUsage() }
        if current.secondsSinceAnchor >= ChildSession.anchorInterval {
            state.updateSession { $0.secondsSinceAnchor = 0 }
            reanchor()
        }
        if current.usage.trustedDate != trustedDate { rollOverDay() }
        return limitCheck(time: time)
    }

    /// A new trusted day began during the session: the old day's seconds are saved under it, the
    /// new day starts from what is stored for it.
    func rollOverDay() {
        saveUsage()
        guard let profile = state.session?.profile else { return }
        let usage = todaysUsage(of: profile)
        state.updateSession { session in
            session.usage = usage
            session.warningSpoken = false
        }
    }

    /// Closes the day when the allowance is used up (docs/app.md#sessions-daily-limits-and-the-gate): a round may run 180 s on and
    /// then closes at the next task boundary; elsewhere the current action has 30 s.
    func limitCheck(time: Double) -> AppOutput {
        guard case .child(let current, let place) = state, current.allowance.isUsedUp else { return AppOutput() }
        switch place {
        case .game:
            if current.overtimeEndsAt == nil {
                state.updateSession { $0.overtimeEndsAt = time + DailyAllowance.roundOvertime }
            }
            return AppOutput()
        case .askParent, .breakNudge:
            return AppOutput()
        case .home, .gamePicker, .entryMode, .roundEnd, .garden, .shop, .friends, .album, .befriending, .abenteuer,
            .abenteuerComplete:
            guard let grace = current.graceEndsAt else {
                state.updateSession { $0.graceEndsAt = time + DailyAllowance.actionGrace }
                return AppOutput()
            }
            return time >= grace ? lockToday() : AppOutput()
        }
    }

    /// The day's play ends for the child: the lock is kept, the clock re-anchored, the session
    /// ended, and S-16 shows.
    func lockToday() -> AppOutput {
        saveUsage()
        guard var current = state.session else { return AppOutput() }
        current.usage.locked = true
        let usage = current.usage
        environment.guarded(.usageWrite) { () throws(PersistenceError) in try store.usage.saveDailyUsage(usage) }
        state.updateSession { $0.usage.locked = true }
        reanchor()
        let profile = current.profile
        let index = current.profileIndex
        endSession(reason: "limit")
        return show(.entry(.timesUp(TimesUpScreen(profile: profile, profileIndex: index))), saying: .lock("times_up"))
    }

    /// The session ends and the picker shows (ten minutes without a touch, five in the background).
    func endSessionAndPick(reason: String) -> AppOutput {
        endSession(reason: reason)
        return show(
            .entry(.profilePicker(ProfilePickerScreen(profiles: profiles(), resting: restingIndices()))), saying: nil)
    }

    /// The indices of profiles that rest until tomorrow (the moon on S-04).
    func restingIndices(_ list: [ChildProfile]? = nil) -> Set<Int> {
        let all = list ?? profiles()
        return Set(all.indices.filter { isResting(all[$0]) })
    }

    // MARK: - Background

    /// The window went away: usage is saved and the clock re-anchored.
    func wentToBackground(time: Double) {
        backgroundedAt = time
        saveUsage()
        // A system may end an app in the background, and the desktop quits through here: tasks
        // still waiting to be written get one more try (docs/app.md#when-the-store-or-the-settings-fail).
        coordinator.saveUnsaved()
        reanchor()
    }

    /// The window is back: after five minutes away the session has ended.
    func cameBack(time: Double) -> AppOutput? {
        defer { backgroundedAt = nil }
        reanchor()
        guard state.session != nil, let away = backgroundedAt, time - away >= ChildSession.backgroundEnd else {
            return nil
        }
        return endSessionAndPick(reason: "background")
    }
}
