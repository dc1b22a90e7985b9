import Foundation
import ZKAudio
import ZKCore
import ZKGameKit
import ZKRewards

/// What a screen's `handle` asks the app to do. Screens decide; the app model performs what
/// needs the store, the engine or the game registry, and routes.
enum AppEffect: Sendable, Equatable {
    case audio(AudioEvent)
    case event(AppEvent)
    /// Opens a screen whose model the app builds from the store, speaking `line` (or stopping
    /// the voice when nil).
    case open(ScreenRequest, saying: AudioID?)
    /// The child's session: a profile chosen on S-04 (`SessionFlow`).
    case session(SessionEffect)
    /// S-02's language and S-03's new profile (`OnboardingFlow`).
    case onboarding(OnboardingEffect)
    /// A game, a round and what it reported, the next Abenteuer stop (`RoundFlow`).
    case play(PlayEffect)
    /// The gate and S-16's grown-up side (`GateFlow`).
    case gate(GateEffect)
    /// S-24 and the sandbox's panel: buy, restore, manage, leave, simulate.
    case store(StoreRequest)
    /// The child's world: the shop, the garden, a round's end (`WorldFlow`).
    case world(WorldEffect)
    /// Something a grown-up did in the parent area (behind the gate).
    case parent(ParentAction)
}

/// The screens that are opened with data from the app (profiles, stars, games).
indirect enum ScreenRequest: Sendable, Equatable {
    /// After the splash: the welcome on a first launch, else the profile picker.
    case firstScreen
    case welcome
    case profilePicker
    case home
    case gamePicker
    /// S-09: today's Abenteuer, planned on the first visit of the trusted day (docs/app.md#sessions-daily-limits-and-the-gate).
    case abenteuer
    /// The home avatar: the picker, behind the gate when a setting asks for it (docs/app.md#sessions-daily-limits-and-the-gate).
    case switchProfile
    /// The child side of S-16 for the profile at this index.
    case timesUp(profileIndex: Int)
    /// S-24 behind the gate; "Zurück" returns to `returnTo`.
    case subscription(returnTo: ScreenRequest)
    /// The child's world (S-11 to S-14).
    case garden
    case shop
    case friends
    case album
    /// A page of the parent area, built from the store (behind the gate).
    case parentArea(ParentRequest)
}

/// A new profile as the parent entered it on S-03.
struct ProfileDraft: Sendable, Equatable {
    let avatarIndex: Int
    let level: Level
    let nickname: String
}

extension ScreenRequest {
    /// A page of the parent area: going there keeps the gate's pass.
    var isParentPage: Bool {
        if case .parentArea = self { return true }
        return false
    }
}
