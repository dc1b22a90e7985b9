import ZKContent
import ZKCore

/// Everything a game needs to set up a round besides its plan.
public struct RoundSetup: Sendable {
    /// The game's validated content configuration.
    public let config: GameConfig
    /// Labels for accessibility (the catalog's German sentences).
    public let strings: StringCatalog
    /// False when the voice is switched off or no sound device works: prompts are skipped,
    /// controls enable after 1 s, and games show their stimulus as a picture.
    public let voiceEnabled: Bool
    /// True on a profile's first round of the game: one unscored demo task comes first.
    public let includeDemo: Bool
    /// Movement is replaced by fades (docs/design-system.md#scene-essentials-for-screen-authors).
    public let reduceMotion: Bool
    /// The game state the profile kept from earlier rounds (see `GameRound.savedState`), if any.
    public let savedState: String?
    /// All validated content, for games that draw on more than their own file (Nachspuren's
    /// numeral templates, Punkt zu Punkt's pictures); empty when the caller has none.
    public let content: ContentCatalog
    /// The child writes with the left hand: guides stay clear of it (docs/games.md#nachspuren).
    public let leftHanded: Bool
    /// The child's home language when its words can be written: a revealed numeral shows its word
    /// in that language as a small second line (docs/content.md#home-language-number-words); nil
    /// without a home language and for one whose script the app cannot draw (Arabic, D-0221).
    public let homeWords: HomeLanguage?

    public init(
        config: GameConfig, strings: StringCatalog, voiceEnabled: Bool, includeDemo: Bool, reduceMotion: Bool = false,
        savedState: String? = nil, content: ContentCatalog = .empty, leftHanded: Bool = false,
        homeWords: HomeLanguage? = nil
    ) {
        self.config = config
        self.strings = strings
        self.voiceEnabled = voiceEnabled
        self.includeDemo = includeDemo
        self.reduceMotion = reduceMotion
        self.savedState = savedState
        self.content = content
        self.leftHanded = leftHanded
        self.homeWords = homeWords.flatMap { $0.written ? $0 : nil }
    }
}
