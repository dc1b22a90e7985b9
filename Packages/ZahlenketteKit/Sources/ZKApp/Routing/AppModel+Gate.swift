import ZKAudio
import ZKCore
import ZKParentArea
import ZKPersistence

/// The parental gate (engine 16.1) and what a grown-up does behind it: add a profile, switch
/// profiles when that needs a grown-up, give more time today. The gate speaks nothing.
extension AppModel {
    /// Continuous seconds: the gate's cooldowns and passes ignore a moved wall clock.
    var continuousNow: Double { environment.continuousNow }

    func openGate(for purpose: GatePurpose, from screen: ScreenID) -> AppOutput {
        if let pass = state.pass, pass.isOpen(at: continuousNow) { return passed(purpose, pass: pass) }
        let origin: ScreenRequest
        switch (screen, purpose) {
        case (_, .subscription(let back)): origin = back
        case (.welcome, _): origin = .welcome
        case (.home, _): origin = .home
        case (.timesUp, .grantTime(let index)): origin = .timesUp(profileIndex: index)
        default: origin = .profilePicker
        }
        let gate = ParentalGate(
            cooldown: environment.settings.settings.gateCooldown, now: continuousNow, using: &environment.generator)
        return show(
            .gate(ParentalGateScreen(gate: gate, purpose: purpose, origin: origin), paused: state.session),
            saying: nil, quiet: true)
    }

    func gateDigit(_ digit: Int, time: Double) -> AppOutput {
        guard case .gate(var screen, let paused) = state else { return AppOutput() }
        let now = continuousNow
        let outcome = screen.gate.press(digit: digit, now: now, using: &environment.generator)
        if outcome == .passed || outcome == .wrong {
            let cooldown = screen.gate.cooldown
            environment.updateSettings { $0.gateCooldown = cooldown }
        }
        switch outcome {
        case .passed:
            return passed(screen.purpose, pass: GatePass(openedAt: now))
        case .wrong:
            screen.showsWrong = true
        case .entered, .ignored:
            break
        }
        state = .gate(screen, paused: paused)
        return AppOutput()
    }

    func gateDelete() {
        guard case .gate(var screen, let paused) = state else { return }
        screen.gate.deleteDigit()
        state = .gate(screen, paused: paused)
    }

    /// What the grown-up came for, behind `pass`.
    private func passed(_ purpose: GatePurpose, pass: GatePass) -> AppOutput {
        let paused = state.session
        switch purpose {
        case .addProfile:
            let origin: ScreenRequest = storedProfiles()?.isEmpty == false ? .profilePicker : .welcome
            let taken = Set(profiles().map(\.avatarID))
            let form = CreateProfileScreen(form: CreateProfileForm(takenAvatarIDs: taken), origin: origin)
            return show(.parent(pass, .createProfile(form), paused: paused), saying: nil, quiet: true)
        case .switchProfile:
            return open(.profilePicker, saying: .common("who_plays"))
        case .subscription(let back):
            return openSubscription(returnTo: back, pass: pass)
        case .parentArea:
            // Entering the parent area ends a child's session (engine 15.2).
            endSession(reason: "parent")
            environment.updateSettings { $0.parentAreaVisits += 1 }
            return apply(parent.open(.dashboard, pass: pass))
        case .grantTime(let index):
            let all = profiles()
            guard all.indices.contains(index) else { return open(.profilePicker, saying: nil) }
            let side = TimesUpScreen(profile: all[index], profileIndex: index, parentSide: true)
            return show(.parent(pass, .timesUp(side), paused: paused), saying: nil, quiet: true)
        }
    }

    /// "+15 Minuten heute" or "Heute ohne Limit" (engine 15.8): the day opens again for the child.
    func grantTime(profileIndex index: Int, unlimited: Bool, time: Double) -> AppOutput {
        let all = profiles()
        guard all.indices.contains(index), parentPassOpen else {
            return open(.profilePicker, saying: nil)
        }
        let profile = all[index]
        let date = trustedDate
        // Only a day that could be read is changed: a failed read must not reset what was used.
        guard
            var usage = environment.guarded(
                .usageRead,
                { () throws(PersistenceError) -> DailyUsage in
                    try store.usage.dailyUsage(profileID: profile.id, trustedDate: date)
                })
        else { return open(.profilePicker, saying: nil) }
        if unlimited { usage.unlimitedToday = true } else { usage.extraMinutes += AppModel.extraMinutes }
        usage.locked = false
        let saved: Void? = environment.guarded(.usageWrite) { () throws(PersistenceError) in
            try store.usage.saveDailyUsage(usage)
        }
        guard saved != nil else { return open(.profilePicker, saying: nil) }
        return startSession(profile, index: index, time: time)
    }

    /// Minutes one "+15 Minuten heute" adds.
    static let extraMinutes = 15
}
