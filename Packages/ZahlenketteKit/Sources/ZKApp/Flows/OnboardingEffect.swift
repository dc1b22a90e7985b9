/// What the first steps ask for (`OnboardingFlow`, docs/app.md#flows): S-02's language and S-03's
/// new profile.
enum OnboardingEffect: Sendable, Equatable {
    /// The grown-up chose the app's language on S-02 (docs/content.md#9-languages).
    case chooseLanguage(String)
    /// S-03's check mark: the new profile as the parent entered it.
    case createProfile(ProfileDraft)
}
