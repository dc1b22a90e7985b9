import ZKAudio
import ZKCore
import ZKParentArea
import ZKPersistence

/// The parental gate: `GateFlow` runs it (docs/app.md#sessions-daily-limits-and-the-gate); this
/// routes what the grown-up came for: add a profile, switch profiles when that needs a grown-up,
/// S-24, the parent area, more time today.
extension AppModel {
    /// Continuous seconds: the gate's cooldowns and passes ignore a moved wall clock.
    var continuousNow: Double { environment.continuousNow }

    /// The gate's pass while a grown-up is behind it and it is still open.
    var openPass: GatePass? { state.pass.flatMap { $0.isOpen(at: continuousNow) ? $0 : nil } }

    var gate: GateFlow { GateFlow(environment: environment) }

    func gateStep(_ effect: GateEffect, time: Double) -> AppOutput {
        switch effect {
        case .open(let purpose):
            return openGate(for: purpose, from: destination.screenID)
        case .digit(let digit):
            guard case .gate(let screen, let paused) = state else { return AppOutput() }
            switch gate.digit(digit, on: screen) {
            case .passed(let purpose, let pass): return passed(purpose, pass: pass)
            case .waiting(let screen): state = .gate(screen, paused: paused)
            }
        case .delete:
            guard case .gate(let screen, let paused) = state else { return AppOutput() }
            state = .gate(gate.delete(on: screen), paused: paused)
        case .grantTime(let index, let unlimited):
            guard openPass != nil, let profile = gate.grantTime(profileIndex: index, unlimited: unlimited) else {
                return open(.profilePicker, saying: nil)
            }
            return startSession(profile, index: index, time: time)
        }
        return AppOutput()
    }

    /// The gate for `purpose`, or what it is for at once while a pass is open.
    func openGate(for purpose: GatePurpose, from screen: ScreenID) -> AppOutput {
        if let pass = openPass { return passed(purpose, pass: pass) }
        return apply(gate.open(for: purpose, from: screen, paused: state.session))
    }

    /// What the grown-up came for, behind `pass`.
    private func passed(_ purpose: GatePurpose, pass: GatePass) -> AppOutput {
        let paused = state.session
        switch purpose {
        case .addProfile:
            return apply(onboarding.profileForm(pass: pass, paused: paused))
        case .switchProfile:
            return open(.profilePicker, saying: .common("who_plays"))
        case .subscription(let back):
            return openSubscription(returnTo: back, pass: pass)
        case .parentArea:
            // Entering the parent area ends a child's session (docs/app.md#sessions-daily-limits-and-the-gate).
            endSession(reason: "parent")
            return apply(parent.enter(pass: pass))
        case .grantTime(let index):
            return gate.grantTimeSide(profileIndex: index, pass: pass, paused: paused).map(apply)
                ?? open(.profilePicker, saying: nil)
        }
    }
}
