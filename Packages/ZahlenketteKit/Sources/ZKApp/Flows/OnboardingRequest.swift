/// The first steps' screens (`OnboardingFlow`, docs/app.md#flows).
enum OnboardingRequest: Sendable, Equatable {
    /// After the splash: the welcome on a first launch, else the profile picker.
    case firstScreen
    /// S-02, the greeting for the parent.
    case welcome
}
