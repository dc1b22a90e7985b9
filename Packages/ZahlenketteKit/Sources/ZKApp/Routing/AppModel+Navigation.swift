import Foundation
import ZKAudio
import ZKCore
import ZKPersistence

/// Opening screens that need data, profiles and sessions.
extension AppModel {
    /// The profiles in creation order, nil when they cannot be read (the parent is told).
    func storedProfiles() -> [ChildProfile]? { environment.storedProfiles() }

    /// The profiles to show: none when they cannot be read, and the parent is told.
    func profiles() -> [ChildProfile] { environment.profiles() }

    func open(_ request: ScreenRequest, saying line: AudioID?) -> AppOutput {
        switch request {
        case .firstScreen:
            // Only a store that reads as empty is a first launch; an unreadable one is not.
            var output = AppOutput(audio: channelsChanged ? [.channels(audioChannels)] : [])
            output.append(
                storedProfiles()?.isEmpty == true
                    ? show(.entry(.welcome(WelcomeScreen())), saying: .common("welcome"))
                    : open(.profilePicker, saying: .common("who_plays")))
            return output
        case .welcome:
            // Back from S-03 (cancelled): adding again asks the gate again (issue 19); the pass
            // stays behind with the parent state.
            return show(.entry(.welcome(WelcomeScreen())), saying: line)
        case .profilePicker:
            endSession(reason: "switch")
            let list = profiles()
            return show(
                .entry(.profilePicker(ProfilePickerScreen(profiles: list, resting: sessions.restingIndices(list)))),
                saying: line)
        case .switchProfile:
            guard environment.settings.settings.profileSwitchRequiresGate else {
                return open(.profilePicker, saying: line)
            }
            return openGate(for: .switchProfile, from: .home)
        case .home:
            guard let session = state.session else { return open(.profilePicker, saying: .common("who_plays")) }
            return showHome(session, saying: line)
        case .gamePicker:
            guard let session = state.session else { return open(.profilePicker, saying: .common("who_plays")) }
            return show(
                .child(
                    session,
                    .gamePicker(GamePickerScreen(games: environment.registry.availableGameIDs, locked: lockedGames()))),
                saying: line)
        case .subscription(let back):
            return openSubscription(returnTo: back)
        case .garden, .shop, .friends, .album:
            guard state.session != nil else { return open(.profilePicker, saying: .common("who_plays")) }
            return inChild(time: 0) { world.open(request, $0, saying: line) }
        case .abenteuer:
            guard state.session != nil else { return open(.profilePicker, saying: .common("who_plays")) }
            return inChild(time: 0) { rounds.openAbenteuer($0) }
        case .timesUp(let index):
            let list = profiles()
            guard list.indices.contains(index) else { return open(.profilePicker, saying: nil) }
            return show(.entry(.timesUp(TimesUpScreen(profile: list[index], profileIndex: index))), saying: line)
        case .parentArea(let page):
            return openParent(page)
        }
    }

    /// S-05 for the child of `session`.
    func showHome(_ session: ChildSession, saying line: AudioID?) -> AppOutput {
        let home = HomeScreen(
            profile: session.profile, stars: balance(of: session.profile),
            abenteuer: abenteuerProgress(of: session.profile))
        return show(.child(session, .home(home)), saying: line)
    }

    /// The child's stars; the ledger's sum when it can be read, else none shown.
    func balance(of profile: ChildProfile) -> Int { environment.balance(of: profile) }

    func createProfile(_ draft: ProfileDraft, time: Double) -> AppOutput {
        guard catalog.avatars.indices.contains(draft.avatarIndex) else { return AppOutput() }
        let existing = profiles()
        let profile = ChildProfile(
            id: environment.makeID(), nickname: draft.nickname, avatarID: catalog.avatars[draft.avatarIndex].id,
            level: draft.level, sortOrder: existing.count, createdAt: environment.clock.now)
        do throws(PersistenceError) {
            try store.profiles.create(profile)
        } catch {
            if case .rejected = error {
                // The store refused the nickname or the avatar: the parent sees the hint and tries again.
                if case .parent(let pass, .createProfile(var screen), let paused) = state {
                    screen.form.showsNicknameHint = true
                    state = .parent(pass, .createProfile(screen), paused: paused)
                }
            } else {
                environment.notices.record(error, at: .profileCreate)
            }
            return AppOutput(events: [.profileRefused])
        }
        var output = AppOutput(events: [.profileCreated(draft.level)])
        // Added on S-21 (docs/parent-area.md#profiles-data-and-reset): the parent stays on the profiles page, the pass still open.
        if case .parent(_, .createProfile(let screen), _) = state, case .parentArea = screen.origin, parentPassOpen {
            output.append(openParent(.profiles))
            return output
        }
        output.append(startSession(profile, index: existing.count, time: time))
        return output
    }
}
