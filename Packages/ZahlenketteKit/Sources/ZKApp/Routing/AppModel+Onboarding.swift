/// The first steps: `OnboardingFlow` builds S-02 and S-03 and writes a new profile
/// (docs/app.md#flows); this routes what S-03's check mark led to.
extension AppModel {
    var onboarding: OnboardingFlow { OnboardingFlow(environment: environment) }

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
    private func createProfile(_ draft: ProfileDraft, time: Double) -> AppOutput {
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
