import ZKAudio
import ZKCore
import ZKGameKit

/// What a screen's `handle` asks the app to do. Screens decide; the app model performs what
/// needs the store, the engine or the game registry, and routes.
enum AppEffect: Sendable, Equatable {
    case audio(AudioEvent)
    case event(AppEvent)
    /// Opens a screen whose model the app builds from the store, speaking `line` (or stopping
    /// the voice when nil).
    case open(ScreenRequest, saying: AudioID?)
    case startSession(profileIndex: Int)
    case createProfile(ProfileDraft)
    /// Starts a round of `game` in `mode` (after its entry-mode pictures, if it has any).
    case startRound(GameID, mode: GameMode)
    /// A game tile was tapped: its entry modes, or the round at once.
    case chooseGame(GameID)
    /// What the running round reported.
    case roundEvent(GameEvent)
    /// The child held the house: the round ends early, keeping every committed task.
    case leaveRound
    /// A grown-up is needed: the gate, then `purpose`.
    case openGate(GatePurpose)
    case gateDigit(Int)
    case gateDelete
    /// Behind the gate on S-16: 15 more minutes today, or no limit today, for the profile.
    case grantTime(profileIndex: Int, unlimited: Bool)
    /// After the break nudge: the round's end screen.
    case showRoundEnd(RoundEndScreen)
    /// Something a grown-up did in the parent area (behind the gate).
    case parent(ParentAction)
}

/// The screens that are opened with data from the app (profiles, stars, games).
enum ScreenRequest: Sendable, Equatable {
    /// After the splash: the welcome on a first launch, else the profile picker.
    case firstScreen
    case welcome
    case profilePicker
    case home
    case gamePicker
    /// The home avatar: the picker, behind the gate when a setting asks for it (engine 15.13).
    case switchProfile
    /// The child side of S-16 for the profile at this index.
    case timesUp(profileIndex: Int)
    /// A page of the parent area, built from the store (behind the gate).
    case parentArea(ParentRequest)
}

/// A new profile as the parent entered it on S-03.
struct ProfileDraft: Sendable, Equatable {
    let avatarIndex: Int
    let level: Level
    let nickname: String
}
