import ZKCore

/// All content of V1, decoded and validated: immutable and `Sendable`, shared by every game and
/// screen. Lookups never trap; a missing entry is nil.
public struct ContentCatalog: Sendable, Equatable {
    public let manifest: ContentManifest
    /// The numbers 1 to 20 in order (the ones that loaded).
    public let numbers: [NumberEntry]
    /// The optional zero entry (spec 4.10.2): only the Ziffer 0 of 10 and 20 in Nachspuren.
    public let zero: NumberEntry?
    public let prompts: PromptInventory
    /// The configurations that decoded, valid or not; see `ContentStore.isGameAvailable`.
    public let games: [GameID: GameConfig]
    /// Every game the load looked for, in order: the app's game modules (the game list of
    /// `Package.swift`), or, when the loader was given none, every `games/<id>.json` by name.
    public let gameOrder: [GameID]
    public let friends: [Friend]
    public let avatars: [Avatar]
    public let decorations: [Decoration]
    public let stickers: [Sticker]
    /// In manifest order.
    public let dotPictures: [DotPicture]
    /// Ziffern 0–9 by digit.
    public let numerals: [Int: NumeralTemplate]
    /// Width over height of a Ziffer's glyph box.
    public let numeralAspectRatio: Double
    /// Localizable.xcstrings and Content.xcstrings merged.
    public let strings: StringCatalog
    /// The languages of `numberwords.json` a child may hear its number words in
    /// (docs/content.md#home-language-number-words).
    public let homeLanguages: [HomeLanguage]
    /// The parental gate's written numbers of every app language whose `gatewords.<code>.json`
    /// loaded (docs/content.md#the-gates-written-words).
    public let gateWords: [GateWords]

    public init(
        manifest: ContentManifest, numbers: [NumberEntry], zero: NumberEntry?, prompts: PromptInventory,
        games: [GameID: GameConfig], gameOrder: [GameID], friends: [Friend], avatars: [Avatar],
        decorations: [Decoration],
        stickers: [Sticker], dotPictures: [DotPicture], numerals: [Int: NumeralTemplate],
        numeralAspectRatio: Double, strings: StringCatalog, homeLanguages: [HomeLanguage] = [],
        gateWords: [GateWords] = []
    ) {
        self.manifest = manifest
        self.numbers = numbers
        self.zero = zero
        self.prompts = prompts
        self.games = games
        self.gameOrder = gameOrder
        self.friends = friends
        self.avatars = avatars
        self.decorations = decorations
        self.stickers = stickers
        self.dotPictures = dotPictures
        self.numerals = numerals
        self.numeralAspectRatio = numeralAspectRatio
        self.strings = strings
        self.homeLanguages = homeLanguages
        self.gateWords = gateWords
    }

    /// The same content with its strings in `language` (one of `manifest.languages`).
    public func speaking(_ language: String) -> ContentCatalog {
        ContentCatalog(
            manifest: manifest, numbers: numbers, zero: zero, prompts: prompts, games: games, gameOrder: gameOrder,
            friends: friends, avatars: avatars, decorations: decorations, stickers: stickers,
            dotPictures: dotPictures, numerals: numerals, numeralAspectRatio: numeralAspectRatio,
            strings: strings.speaking(language), homeLanguages: homeLanguages, gateWords: gateWords)
    }

    /// The gate's words in the language strings resolve in; the source language's when that
    /// language has none (docs/content.md#the-gates-written-words).
    public var gateWordsForLanguage: GateWords? {
        gateWords.first { $0.language == language } ?? gateWords.first { $0.language == manifest.sourceLocale }
    }

    /// The home language with this code, nil when `numberwords.json` has none.
    public func homeLanguage(_ code: String) -> HomeLanguage? {
        homeLanguages.first { $0.code == code }
    }

    /// The language strings resolve in.
    public var language: String { strings.language }

    /// A catalog with nothing in it (every game unavailable).
    public static let empty = ContentCatalog(
        manifest: .fallback, numbers: [], zero: nil, prompts: PromptInventory(), games: [:], gameOrder: [], friends: [],
        avatars: [], decorations: [], stickers: [], dotPictures: [], numerals: [:], numeralAspectRatio: 0.6,
        strings: StringCatalog())

    /// The entry of 1…20, or the zero entry for 0.
    public func number(_ value: Int) -> NumberEntry? {
        value == 0 ? zero : numbers.first { $0.value == value }
    }

    public func game(_ id: GameID) -> GameConfig? {
        games[id]
    }

    /// The German text of a voice line.
    public func line(_ id: AudioID) -> PromptLine? {
        prompts.lines[id]
    }

    public func friend(number: Int) -> Friend? {
        friends.first { $0.number == number }
    }

    public func avatar(id: String) -> Avatar? {
        avatars.first { $0.id == id }
    }

    public func decoration(id: String) -> Decoration? {
        decorations.first { $0.id == id }
    }

    /// The shop's items of one size, in catalog order.
    public func decorations(of size: DecorationSize) -> [Decoration] {
        decorations.filter { $0.size == size }
    }

    public func sticker(id: String) -> Sticker? {
        stickers.first { $0.id == id }
    }

    public func stickers(of kind: StickerKind) -> [Sticker] {
        stickers.filter { $0.kind == kind }
    }

    /// The Abenteuer sticker awarded at a lifetime Abenteuer count, if that count awards one.
    public func abenteuerSticker(forCompletedCount count: Int) -> Sticker? {
        stickers.first { $0.kind == .abenteuer && $0.abenteuerCount == count }
    }

    /// Milestone stickers whose trigger is exactly reached by `count` of `kind`.
    public func milestoneStickers(_ kind: MilestoneKind, reaching count: Int) -> [Sticker] {
        stickers.filter { $0.milestone?.kind == kind && $0.milestone?.count == count }
    }

    public func dotPicture(id: String) -> DotPicture? {
        dotPictures.first { $0.id == id }
    }

    /// The pictures with exactly `dotCount` dots (5, 10 or 20), in manifest order.
    public func dotPictures(dotCount: Int) -> [DotPicture] {
        dotPictures.filter { $0.dots.count == dotCount }
    }

    /// The stroke template of a Ziffer 0–9.
    public func numeral(_ digit: Int) -> NumeralTemplate? {
        numerals[digit]
    }
}
