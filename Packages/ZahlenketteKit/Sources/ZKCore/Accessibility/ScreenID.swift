/// The screen inventory (docs/app.md#screens). The raw value is the identifier prefix of spec 6.10.
public enum ScreenID: String, CaseIterable, Codable, Sendable {
    case splash = "S01"
    case welcome = "S02"
    case createProfile = "S03"
    case profilePicker = "S04"
    case home = "S05"
    case gamePicker = "S06"
    case gameContainer = "S07"
    case roundEnd = "S08"
    case abenteuer = "S09"
    case abenteuerComplete = "S10"
    case garden = "S11"
    case decorationShop = "S12"
    case friendsGallery = "S13"
    case stickerAlbum = "S14"
    case askParent = "S15"
    case timesUp = "S16"
    case parentalGate = "S17"
    case parentDashboard = "S18"
    case progressGrid = "S19"
    case profileSettings = "S20"
    case profiles = "S21"
    case timeAndBreaks = "S22"
    case data = "S23"
    case subscription = "S24"
    case helpAndPrivacy = "S25"
    case breakNudge = "S26"
    case befriending = "S27"

    /// The spec's hyphenated form, "S-05".
    public var displayID: String {
        "S-" + rawValue.dropFirst()
    }

    /// Parent-area screens sit behind the gate (S-17 … S-25).
    public var isParentArea: Bool {
        switch self {
        case .parentalGate, .parentDashboard, .progressGrid, .profileSettings, .profiles, .timeAndBreaks, .data,
            .subscription, .helpAndPrivacy:
            true
        default:
            false
        }
    }

    /// Accepts "S05", "S-05" and "s05".
    public init?(code: String) {
        let compact = code.uppercased().replacingOccurrences(of: "-", with: "")
        self.init(rawValue: compact)
    }
}
