import ZKAudio
import ZKCore
import ZKParentArea
import ZKPersistence

/// The first steps as a flow (docs/app.md#screens: S-02 welcome, S-03 create profile): whether
/// this launch is the first, the welcome, the form a grown-up fills in behind the gate, and the
/// new profile written to the store. In: the environment and the state shown; out: what to show
/// next, and then the profiles page or the new child's session.
@MainActor
struct OnboardingFlow {
    let environment: AppEnvironment

    /// Only a store that reads as empty is a first launch; an unreadable one is not.
    var isFirstLaunch: Bool { environment.storedProfiles()?.isEmpty == true }

    /// The first screen after the splash, or S-02 again.
    func open(_ request: OnboardingRequest, saying line: AudioID?) -> StateOutcome {
        switch request {
        case .firstScreen:
            return firstScreen()
        case .welcome:
            // Back from S-03 (cancelled): adding again asks the gate again (issue 19); the pass
            // stays behind with the parent state.
            return welcome(saying: line)
        }
    }

    /// What S-02 and S-03 asked for: the app's language, or a new profile (`shown`: the state with
    /// S-03).
    func perform(_ effect: OnboardingEffect, shown: AppState) -> StateOutcome {
        switch effect {
        case .chooseLanguage(let language):
            environment.useLanguage(language)
            return .stay()
        case .createProfile(let draft):
            return create(draft, shown: shown)
        }
    }

    /// After the splash: the channels the parent switched on are told to the host, then S-02 on a
    /// first launch, else the picker.
    private func firstScreen() -> StateOutcome {
        let channels = environment.audioChannels
        var outcome =
            isFirstLaunch
            ? welcome(saying: .common("welcome")) : .then(.open(.profilePicker, saying: .common("who_plays")))
        if channels != AudioChannels() { outcome.output.audio.insert(.channels(channels), at: 0) }
        return outcome
    }

    /// S-02, the greeting for the parent.
    func welcome(saying line: AudioID?) -> StateOutcome {
        .show(.entry(.welcome(WelcomeScreen())), saying: line)
    }

    /// S-03 behind `pass`, over the session `paused`; its back arrow returns to the picker, or to
    /// S-02 while no child could be read. The animals other children have are taken.
    func profileForm(pass: GatePass, paused: ChildSession?) -> StateOutcome {
        let origin: ScreenRequest =
            environment.storedProfiles()?.isEmpty == false ? .profilePicker : .onboarding(.welcome)
        let taken = Set(environment.profiles().map(\.avatarID))
        let form = CreateProfileScreen(form: CreateProfileForm(takenAvatarIDs: taken), origin: origin)
        return .show(.parent(pass, .createProfile(form), paused: paused), saying: nil, quiet: true)
    }

    /// Writes the profile `draft` describes, after the ones there are; `shown` is the state with
    /// S-03. Nothing written (an animal that does not exist, or the store said no): the form stays,
    /// with the nickname hint when the store refused the name; any other failure is the parent's
    /// notice. Added on S-21 (docs/parent-area.md#profiles-data-and-reset), the parent goes back to
    /// the profiles page, the pass still open; else the new child's session starts.
    private func create(_ draft: ProfileDraft, shown: AppState) -> StateOutcome {
        let catalog = environment.catalog
        guard catalog.avatars.indices.contains(draft.avatarIndex) else { return .stay() }
        let existing = environment.profiles()
        let profile = ChildProfile(
            id: environment.makeID(), nickname: draft.nickname, avatarID: catalog.avatars[draft.avatarIndex].id,
            level: draft.level, sortOrder: existing.count, createdAt: environment.clock.now)
        do throws(PersistenceError) {
            try environment.store.profiles.create(profile)
        } catch {
            var refused = StateOutcome.stay(AppOutput(events: [.profileRefused]))
            if case .rejected = error {
                // The store refused the nickname or the avatar: the parent sees the hint and tries again.
                if case .parent(let pass, .createProfile(var screen), let paused) = shown {
                    screen.form.showsNicknameHint = true
                    refused.next = .parent(pass, .createProfile(screen), paused: paused)
                }
            } else {
                environment.notices.record(error, at: .profileCreate)
            }
            return refused
        }
        let output = AppOutput(events: [.profileCreated(draft.level)])
        if case .parent(let pass, .createProfile(let screen), _) = shown, case .parentArea = screen.origin,
            pass.isOpen(at: environment.continuousNow)
        {
            return .then(.open(.parentArea(.profiles), saying: nil), output: output)
        }
        return .then(.session(.begin(profile, profileIndex: existing.count)), output: output)
    }
}
