import ZKCore

/// Where the app is: exactly one screen with exactly its model, so no state of one screen can
/// linger on another (a round-end model while on home is not representable). Each screen is one
/// case of the part of the app it belongs to (`EntryDestination`, `ChildDestination`,
/// `ParentDestination`, docs/app.md#app-state); this enum only says which part.
@MainActor
enum Destination {
    /// Before anyone plays.
    case entry(EntryDestination)
    case parentalGate(ParentalGateScreen)
    /// A child's session.
    case child(ChildDestination)
    /// Behind the gate.
    case parent(ParentDestination)
    /// The sandbox's developer panel; it keeps the screen it covers.
    case developerPanel(DeveloperPanelScreen)

    /// The screen's model, to draw it or hand it an intent.
    var screen: any ScreenModel {
        switch self {
        case .entry(let place): place.screen
        case .parentalGate(let screen): screen
        case .child(let place): place.screen
        case .parent(let place): place.screen
        case .developerPanel(let screen): screen
        }
    }

    var screenID: ScreenID { screen.screenID }
}
