import ZKCore
import ZKParentArea
import ZKPersistence

/// The parental gate (docs/parent-area.md#pages, docs/app.md#sessions-daily-limits-and-the-gate) as a flow: it
/// opens over whatever the child was doing, takes digits, and says when a grown-up passed and what
/// for; `AppModel` then routes the purpose. The gate speaks nothing.
@MainActor
struct GateFlow {
    let environment: AppEnvironment

    /// After a digit: the gate as it stands now, or passed with a fresh pass.
    enum Step {
        case waiting(ParentalGateScreen)
        case passed(GatePurpose, GatePass)
    }

    /// The gate for `purpose`, opened from `screen` over the session `paused`; "Abbrechen" returns
    /// to where it was asked from.
    func open(for purpose: GatePurpose, from screen: ScreenID, paused: ChildSession?) -> StateOutcome {
        let origin: ScreenRequest
        switch (screen, purpose) {
        case (_, .subscription(let back)): origin = back
        case (.welcome, _): origin = .onboarding(.welcome)
        case (.home, _): origin = .round(.home)
        case (.timesUp, .grantTime(let index)): origin = .session(.timesUp(profileIndex: index))
        default: origin = .profilePicker
        }
        let gate = ParentalGate(
            cooldown: environment.settings.settings.gateCooldown, now: environment.continuousNow,
            using: &environment.generator)
        return .show(
            .gate(ParentalGateScreen(gate: gate, purpose: purpose, origin: origin), paused: paused), saying: nil,
            quiet: true)
    }

    /// A digit on the gate's keypad; a passed or wrong answer keeps the cooldown ladder in the
    /// settings, so a restart cannot shorten it.
    func digit(_ digit: Int, on screen: ParentalGateScreen) -> Step {
        var screen = screen
        let now = environment.continuousNow
        let outcome = screen.gate.press(digit: digit, now: now, using: &environment.generator)
        if outcome == .passed || outcome == .wrong {
            let cooldown = screen.gate.cooldown
            environment.updateSettings { $0.gateCooldown = cooldown }
        }
        switch outcome {
        case .passed: return .passed(screen.purpose, GatePass(openedAt: now))
        case .wrong: screen.showsWrong = true
        case .entered, .ignored: break
        }
        return .waiting(screen)
    }

    /// The keypad's delete key: the last digit entered goes.
    func delete(on screen: ParentalGateScreen) -> ParentalGateScreen {
        var screen = screen
        screen.gate.deleteDigit()
        return screen
    }

    /// S-16's grown-up side for the profile at `index`, behind `pass` over the session `paused`;
    /// nil without that profile.
    func grantTimeSide(profileIndex index: Int, pass: GatePass, paused: ChildSession?) -> StateOutcome? {
        let all = environment.profiles()
        guard all.indices.contains(index) else { return nil }
        let side = TimesUpScreen(profile: all[index], profileIndex: index, parentSide: true)
        return .show(.parent(pass, .timesUp(side), paused: paused), saying: nil, quiet: true)
    }

    /// "+15 Minuten heute" or "Heute ohne Limit" (docs/app.md#sessions-daily-limits-and-the-gate): the day opens again for the profile
    /// at `index`, whose session then starts; nil when nothing could be changed (the picker shows).
    /// Only a day that could be read is changed: a failed read must not reset what was used.
    func grantTime(profileIndex index: Int, unlimited: Bool) -> ChildProfile? {
        let all = environment.profiles()
        guard all.indices.contains(index) else { return nil }
        let profile = all[index]
        let date = environment.trustedDate
        guard
            var usage = environment.guarded(
                .usageRead,
                { () throws(PersistenceError) -> DailyUsage in
                    try environment.store.usage.dailyUsage(profileID: profile.id, trustedDate: date)
                })
        else { return nil }
        if unlimited { usage.unlimitedToday = true } else { usage.extraMinutes += GateFlow.extraMinutes }
        usage.locked = false
        let saved: Void? = environment.guarded(.usageWrite) { () throws(PersistenceError) in
            try environment.store.usage.saveDailyUsage(usage)
        }
        return saved == nil ? nil : profile
    }

    /// Minutes one "+15 Minuten heute" adds.
    static let extraMinutes = 15
}
