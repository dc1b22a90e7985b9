import ZKCore

/// Where the app is: exactly one screen with exactly its model, so no state of one screen can
/// linger on another (a round-end model while on home is not representable).
@MainActor
enum Destination {
    case splash(SplashScreen)
    case welcome(WelcomeScreen)
    case createProfile(CreateProfileScreen)
    case profilePicker(ProfilePickerScreen)
    case home(HomeScreen)
    case gamePicker(GamePickerScreen)
    case entryMode(EntryModeScreen)
    case game(GameContainerScreen)
    case roundEnd(RoundEndScreen)
    case abenteuer(AbenteuerScreen)
    case abenteuerComplete(AbenteuerCompleteScreen)
    case askParent(AskParentScreen)
    case timesUp(TimesUpScreen)
    case parentalGate(ParentalGateScreen)
    case breakNudge(BreakNudgeScreen)
    case subscription(SubscriptionScreen)
    /// The sandbox's developer panel; it keeps the screen it covers.
    indirect case developerPanel(DeveloperPanelScreen)
    case garden(GardenScreen)
    case shop(ShopScreen)
    case friends(FriendsScreen)
    case album(AlbumScreen)
    case befriending(BefriendingScreen)
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
        case .splash(let screen): screen
        case .welcome(let screen): screen
        case .createProfile(let screen): screen
        case .profilePicker(let screen): screen
        case .home(let screen): screen
        case .gamePicker(let screen): screen
        case .entryMode(let screen): screen
        case .game(let screen): screen
        case .roundEnd(let screen): screen
        case .abenteuer(let screen): screen
        case .abenteuerComplete(let screen): screen
        case .askParent(let screen): screen
        case .timesUp(let screen): screen
        case .parentalGate(let screen): screen
        case .breakNudge(let screen): screen
        case .subscription(let screen): screen
        case .developerPanel(let screen): screen
        case .garden(let screen): screen
        case .shop(let screen): screen
        case .friends(let screen): screen
        case .album(let screen): screen
        case .befriending(let screen): screen
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
