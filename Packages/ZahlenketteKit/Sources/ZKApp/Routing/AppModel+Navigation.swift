import ZKAudio
import ZKCore

/// Opening a screen from stored data (docs/app.md#flows): each request goes to the flow of its
/// part of the app, which builds it; the child's screens only with the child's session, the
/// parent's and S-24 only behind an open pass (else the gate first).
extension AppModel {
    func open(_ request: ScreenRequest, saying line: AudioID?) -> AppOutput {
        switch request {
        case .onboarding(.firstScreen):
            return apply(onboarding.firstScreen { sessions.picker(saying: .common("who_plays")) })
        case .onboarding(.welcome):
            // Back from S-03 (cancelled): adding again asks the gate again (issue 19); the pass
            // stays behind with the parent state.
            return apply(onboarding.welcome(saying: line))
        case .session(.profilePicker):
            endSession(reason: "switch")
            return apply(sessions.picker(saying: line))
        case .session(.switchProfile):
            guard environment.settings.settings.profileSwitchRequiresGate else {
                return open(.profilePicker, saying: line)
            }
            return openGate(for: .switchProfile, from: .home)
        case .session(.timesUp(let index)):
            return sessions.timesUp(profileIndex: index, saying: line).map(apply) ?? open(.profilePicker, saying: nil)
        case .round, .world:
            guard let session = state.session else { return open(.profilePicker, saying: .common("who_plays")) }
            return openChild(request, session, saying: line)
        case .subscription(let back):
            return openSubscription(returnTo: back)
        case .parentArea(let page):
            return openParent(page)
        }
    }

    /// A child's screen on the child's session: S-05, S-06 and S-09 from the round flow, the
    /// world's from its flow.
    private func openChild(_ request: ScreenRequest, _ session: ChildSession, saying line: AudioID?) -> AppOutput {
        switch request {
        case .round(.home): showHome(session, saying: line)
        case .round(.gamePicker): inChild(time: 0) { _ in rounds.gamePicker(saying: line) }
        case .round(.abenteuer): inChild(time: 0) { rounds.openAbenteuer($0) }
        case .world(let page): inChild(time: 0) { world.open(page, $0, saying: line) }
        default: AppOutput()
        }
    }

    /// S-05 for the child of `session`.
    func showHome(_ session: ChildSession, saying line: AudioID?) -> AppOutput {
        show(.child(session, .home(rounds.home(of: session.profile))), saying: line)
    }
}
