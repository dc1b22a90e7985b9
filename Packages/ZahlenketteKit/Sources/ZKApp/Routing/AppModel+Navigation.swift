import Foundation
import ZKAudio
import ZKCore
import ZKPersistence

/// Opening screens that need data, profiles and sessions; the welcome and S-03 come from
/// `OnboardingFlow` (docs/app.md#flows), which also writes a new profile.
extension AppModel {
    var onboarding: OnboardingFlow { OnboardingFlow(environment: environment) }

    /// The profiles to show: none when they cannot be read, and the parent is told.
    func profiles() -> [ChildProfile] { environment.profiles() }

    func open(_ request: ScreenRequest, saying line: AudioID?) -> AppOutput {
        switch request {
        case .firstScreen:
            var output = AppOutput(audio: channelsChanged ? [.channels(audioChannels)] : [])
            output.append(
                onboarding.isFirstLaunch
                    ? apply(onboarding.welcome(saying: .common("welcome")))
                    : open(.profilePicker, saying: .common("who_plays")))
            return output
        case .welcome:
            // Back from S-03 (cancelled): adding again asks the gate again (issue 19); the pass
            // stays behind with the parent state.
            return apply(onboarding.welcome(saying: line))
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

    /// What S-02 and S-03 asked for: the app's language, or a new profile.
    func onboardingStep(_ effect: OnboardingEffect, time: Double) -> AppOutput {
        switch effect {
        case .chooseLanguage(let language):
            environment.useLanguage(language)
            return AppOutput()
        case .createProfile(let draft):
            return createProfile(draft, time: time)
        }
    }

    /// S-03's check mark: the new profile is written, then the parent goes back to the profiles
    /// page or the new child's session starts.
    func createProfile(_ draft: ProfileDraft, time: Double) -> AppOutput {
        switch onboarding.create(draft, shown: state) {
        case .refused(let outcome):
            return apply(outcome)
        case .addedByParent(var output):
            output.append(openParent(.profiles))
            return output
        case .starts(let profile, let index, var output):
            output.append(startSession(profile, index: index, time: time))
            return output
        }
    }
}
