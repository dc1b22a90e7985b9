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

/// A screen opened with data from the app (profiles, stars, games), by the flow that owns it
/// (docs/app.md#flows).
indirect enum ScreenRequest: Sendable, Equatable {
    /// The first screen after the splash, S-02 (`OnboardingFlow`).
    case onboarding(OnboardingRequest)
    /// S-04, the home avatar's switch, S-16's child side (`SessionFlow`).
    case session(SessionRequest)
    /// S-05, S-06, S-09 on the child's session (`RoundFlow`).
    case round(PlayRequest)
    /// S-11 to S-14 on the child's session (`WorldFlow`).
    case world(WorldRequest)
    /// A page of the parent area (`ParentFlow`), behind an open pass.
    case parentArea(ParentRequest)
    /// S-24 (`StoreFlow`), behind an open pass; "Zurück" returns to `returnTo`.
    case subscription(returnTo: ScreenRequest)

    /// S-04, where leaving the parent area and a day that is over lead.
    static let profilePicker = ScreenRequest.session(.profilePicker)
}

/// A new profile as the parent entered it on S-03.
struct ProfileDraft: Sendable, Equatable {
    let avatarIndex: Int
    let level: Level
    let nickname: String
}
