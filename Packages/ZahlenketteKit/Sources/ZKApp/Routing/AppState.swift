import ZKCore
import ZKParentArea

/// Who is in front of the screen, and what it shows (docs/app.md#app-state). Each case carries what
/// its screens need: a child's screens exist only with the child's session, the parent area only
/// with the gate's pass, so a round without a session or a parent page without a pass cannot be
/// written down.
@MainActor
enum AppState {
    /// Nobody plays and no grown-up is behind the gate: the splash, the welcome, the picker and
    /// S-16's child side.
    case entry(EntryDestination)
    /// The parental gate; `paused`: the session of the child it was opened over (from home or S-15).
    case gate(ParentalGateScreen, paused: ChildSession?)
    /// A child plays.
    case child(ChildSession, ChildDestination)
    /// A grown-up passed the gate; `paused`: the session S-24 was opened over from S-15, which
    /// goes on when the grown-up goes back.
    case parent(GatePass, ParentDestination, paused: ChildSession?)
    /// The sandbox's developer panel over whatever was open, which waits underneath.
    indirect case developerPanel(DeveloperPanelScreen, over: AppState)

    /// The screen shown.
    var destination: Destination {
        switch self {
        case .entry(let place): .entry(place)
        case .gate(let screen, _): .parentalGate(screen)
        case .child(_, let place): .child(place)
        case .parent(_, let place, _): .parent(place)
        case .developerPanel(let panel, _): .developerPanel(panel)
        }
    }

    /// The child's session: playing, or waiting under the gate, S-24 or the developer panel.
    var session: ChildSession? {
        switch self {
        case .entry: nil
        case .gate(_, let paused), .parent(_, _, let paused): paused
        case .child(let session, _): session
        case .developerPanel(_, let under): under.session
        }
    }

    /// The child's screen, while a child plays.
    var childPlace: ChildDestination? {
        if case .child(_, let place) = self { return place }
        return nil
    }

    /// The gate's pass, while a grown-up is behind it.
    var pass: GatePass? {
        switch self {
        case .parent(let pass, _, _): pass
        case .developerPanel(_, let under): under.pass
        case .entry, .gate, .child: nil
        }
    }

    /// Replaces the session wherever it is; a state without one stays as it is.
    mutating func updateSession(_ change: (inout ChildSession) -> Void) {
        switch self {
        case .entry: return
        case .gate(let screen, var paused?):
            change(&paused)
            self = .gate(screen, paused: paused)
        case .child(var session, let place):
            change(&session)
            self = .child(session, place)
        case .parent(let pass, let place, var paused?):
            change(&paused)
            self = .parent(pass, place, paused: paused)
        case .developerPanel(let panel, var under):
            under.updateSession(change)
            self = .developerPanel(panel, over: under)
        case .gate, .parent:
            return
        }
    }

    /// A grown-up's touch keeps the pass open (docs/app.md#sessions-daily-limits-and-the-gate, docs/parent-area.md#pages).
    mutating func touchPass(at now: Double) {
        switch self {
        case .parent(var pass, let place, let paused):
            pass.touched(at: now)
            self = .parent(pass, place, paused: paused)
        case .developerPanel(let panel, var under):
            under.touchPass(at: now)
            self = .developerPanel(panel, over: under)
        case .entry, .gate, .child:
            return
        }
    }

    /// Puts a screen's changed model back in its place. A screen always answers with its own case,
    /// so the state keeps its kind; a screen of another kind changes nothing.
    mutating func replaceScreen(with screen: Destination) {
        switch self {
        case .entry:
            if case .entry(let place) = screen { self = .entry(place) }
        case .gate(_, let paused):
            if case .parentalGate(let gate) = screen { self = .gate(gate, paused: paused) }
        case .child(let session, _):
            if case .child(let place) = screen { self = .child(session, place) }
        case .parent(let pass, _, let paused):
            if case .parent(let place) = screen { self = .parent(pass, place, paused: paused) }
        case .developerPanel(_, let under):
            if case .developerPanel(let panel) = screen { self = .developerPanel(panel, over: under) }
        }
    }
}

/// The screens before anyone plays.
@MainActor
enum EntryDestination {
    case splash(SplashScreen)
    case welcome(WelcomeScreen)
    case profilePicker(ProfilePickerScreen)
    /// S-16's child side.
    case timesUp(TimesUpScreen)

    /// The screen's model, to draw it or hand it an intent.
    var screen: any ScreenModel {
        switch self {
        case .splash(let screen): screen
        case .welcome(let screen): screen
        case .profilePicker(let screen): screen
        case .timesUp(let screen): screen
        }
    }

    var screenID: ScreenID { screen.screenID }
}

/// The screens of a child's session.
@MainActor
enum ChildDestination {
    case home(HomeScreen)
    case gamePicker(GamePickerScreen)
    case entryMode(EntryModeScreen)
    case game(GameContainerScreen)
    case roundEnd(RoundEndScreen)
    case abenteuer(AbenteuerScreen)
    case abenteuerComplete(AbenteuerCompleteScreen)
    case askParent(AskParentScreen)
    case breakNudge(BreakNudgeScreen)
    case garden(GardenScreen)
    case shop(ShopScreen)
    case friends(FriendsScreen)
    case album(AlbumScreen)
    case befriending(BefriendingScreen)

    /// The screen's model, to draw it or hand it an intent.
    var screen: any ScreenModel {
        switch self {
        case .home(let screen): screen
        case .gamePicker(let screen): screen
        case .entryMode(let screen): screen
        case .game(let screen): screen
        case .roundEnd(let screen): screen
        case .abenteuer(let screen): screen
        case .abenteuerComplete(let screen): screen
        case .askParent(let screen): screen
        case .breakNudge(let screen): screen
        case .garden(let screen): screen
        case .shop(let screen): screen
        case .friends(let screen): screen
        case .album(let screen): screen
        case .befriending(let screen): screen
        }
    }

    var screenID: ScreenID { screen.screenID }

    /// Screens whose time counts (docs/app.md#sessions-daily-limits-and-the-gate): all but S-15 and the break; a paused round not.
    var countsActiveTime: Bool {
        switch self {
        case .askParent, .breakNudge: false
        case .game(let container): container.active.suspendedAt == nil
        default: true
        }
    }
}

/// The screens behind the gate.
@MainActor
enum ParentDestination {
    case createProfile(CreateProfileScreen)
    /// S-16's parent side: more time today.
    case timesUp(TimesUpScreen)
    case subscription(SubscriptionScreen)
    case parentDashboard(ParentDashboardScreen)
    case progressGrid(ProgressGridScreen)
    case profileSettings(ProfileSettingsScreen)
    case profiles(ProfilesScreen)
    case timeAndBreaks(TimeAndBreaksScreen)
    case data(DataScreen)
    case helpAndPrivacy(HelpScreen)

    /// The screen's model, to draw it or hand it an intent.
    var screen: any ScreenModel {
        switch self {
        case .createProfile(let screen): screen
        case .timesUp(let screen): screen
        case .subscription(let screen): screen
        case .parentDashboard(let screen): screen
        case .progressGrid(let screen): screen
        case .profileSettings(let screen): screen
        case .profiles(let screen): screen
        case .timeAndBreaks(let screen): screen
        case .data(let screen): screen
        case .helpAndPrivacy(let screen): screen
        }
    }

    var screenID: ScreenID { screen.screenID }
}
