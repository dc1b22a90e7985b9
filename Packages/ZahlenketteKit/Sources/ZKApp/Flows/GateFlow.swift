import ZKAudio
import ZKCore
import ZKParentArea
import ZKPersistence

/// The parental gate (docs/parent-area.md#pages, docs/app.md#sessions-daily-limits-and-the-gate) as a flow: it
/// opens over whatever the child was doing, takes digits, and leads a grown-up who passed to what
/// the gate was opened for: S-03, the picker, S-24, the parent area, more time today. In: the state
/// shown, the pass still open and the child's session (which the parent area ends); out: a
/// `StateOutcome`. The gate speaks nothing.
@MainActor
struct GateFlow {
    let environment: AppEnvironment
    /// Entering the parent area ends the child's session.
    let sessions: SessionFlow
    /// Where a pass for the parent area leads.
    let parent: ParentFlow

    /// After a digit: the gate as it stands now, or passed with a fresh pass.
    enum Step {
        case waiting(ParentalGateScreen)
        case passed(GatePurpose, GatePass)
    }

    /// What the gate's keypad and S-16's grown-up side asked for, on `state` shown; `pass`: a
    /// grown-up's pass still open; `paused`: the child's session, wherever it is.
    func perform(
        _ effect: GateEffect, on state: AppState, pass: GatePass?, paused: inout ChildSession?
    ) -> StateOutcome {
        switch (effect, state) {
        case (.open(let purpose), _):
            return open(for: purpose, from: state.destination.screenID, pass: pass, paused: &paused)
        case (.digit(let digit), .gate(let screen, _)):
            switch self.digit(digit, on: screen) {
            case .passed(let purpose, let fresh): return passed(purpose, pass: fresh, paused: &paused)
            case .waiting(let screen): return StateOutcome(next: .gate(screen, paused: paused))
            }
        case (.delete, .gate(let screen, _)):
            return StateOutcome(next: .gate(delete(on: screen), paused: paused))
        case (.grantTime(let index, let unlimited), _):
            guard pass != nil, let profile = grantTime(profileIndex: index, unlimited: unlimited) else {
                return .then(.open(.profilePicker, saying: nil))
            }
            return .then(.session(.begin(profile, profileIndex: index)))
        case (.digit, _), (.delete, _):
            return .stay()
        }
    }

    /// The gate for `purpose`, opened from `screen` over the session `paused`; "Abbrechen" returns
    /// to where it was asked from. With `pass` still open, what it is for at once.
    func open(
        for purpose: GatePurpose, from screen: ScreenID, pass: GatePass?, paused: inout ChildSession?
    ) -> StateOutcome {
        if let pass { return passed(purpose, pass: pass, paused: &paused) }
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

    /// What the grown-up came for, behind `pass`.
    private func passed(_ purpose: GatePurpose, pass: GatePass, paused: inout ChildSession?) -> StateOutcome {
        switch purpose {
        case .addProfile:
            return OnboardingFlow(environment: environment).profileForm(pass: pass, paused: paused)
        case .switchProfile:
            return .then(.open(.profilePicker, saying: .common("who_plays")))
        case .subscription(let back):
            return StoreFlow(environment: environment).subscription(returnTo: back, pass: pass, paused: paused)
        case .parentArea:
            // Entering the parent area ends a child's session (docs/app.md#sessions-daily-limits-and-the-gate).
            sessions.running(&paused) { sessions.end(&$0, reason: "parent") }
            return parent.enter(pass: pass)
        case .grantTime(let index):
            return grantTimeSide(profileIndex: index, pass: pass, paused: paused)
                ?? .then(.open(.profilePicker, saying: nil))
        }
    }

    /// A digit on the gate's keypad; a passed or wrong answer keeps the cooldown ladder in the
    /// settings, so a restart cannot shorten it.
    private func digit(_ digit: Int, on screen: ParentalGateScreen) -> Step {
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
    private func delete(on screen: ParentalGateScreen) -> ParentalGateScreen {
        var screen = screen
        screen.gate.deleteDigit()
        return screen
    }

    /// S-16's grown-up side for the profile at `index`, behind `pass` over the session `paused`;
    /// nil without that profile.
    private func grantTimeSide(profileIndex index: Int, pass: GatePass, paused: ChildSession?) -> StateOutcome? {
        let all = environment.profiles()
        guard all.indices.contains(index) else { return nil }
        let side = TimesUpScreen(profile: all[index], profileIndex: index, parentSide: true)
        return .show(.parent(pass, .timesUp(side), paused: paused), saying: nil, quiet: true)
    }

    /// "+15 Minuten heute" or "Heute ohne Limit" (docs/app.md#sessions-daily-limits-and-the-gate): the day opens again for the profile
    /// at `index`, whose session then starts; nil when nothing could be changed (the picker shows).
    /// Only a day that could be read is changed: a failed read must not reset what was used.
    private func grantTime(profileIndex index: Int, unlimited: Bool) -> ChildProfile? {
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
