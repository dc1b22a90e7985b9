/// An accessibility identifier `<screen>.<element>[.<qualifier>…]` (spec 6.10): the only scheme
/// tests, journeys and hosts use to find an element. Identifiers are never localized or shown.
public struct A11yID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Parses and validates the grammar: a known screen, a lowerCamelCase element, qualifiers of
    /// letters, digits and `_`.
    public init?(rawValue: String) {
        let parts = rawValue.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let screen = ScreenID(rawValue: parts[0]),
            A11yID.isElement(parts[1]) || (screen == .gameContainer && GameID(rawValue: parts[1]) != nil),
            parts.dropFirst(2).allSatisfy(A11yID.isQualifier)
        else { return nil }
        self.rawValue = rawValue
    }

    private init(parts: [String]) {
        self.rawValue = parts.joined(separator: ".")
    }

    public var description: String { rawValue }

    /// The screen this identifier belongs to.
    public var screen: ScreenID? {
        rawValue.split(separator: ".").first.flatMap { ScreenID(rawValue: String($0)) }
    }

    /// The element segment, e.g. "answer" in `S07.answer.7`.
    public var element: String {
        let parts = rawValue.split(separator: ".")
        return parts.count > 1 ? String(parts[1]) : ""
    }

    /// `S<nn>.root`, carried by every screen's root.
    public static func root(_ screen: ScreenID) -> A11yID {
        A11yID(parts: [screen.rawValue, "root"])
    }

    /// A literal element of a screen, `S06.home`: the element is a lowerCamelCase literal written
    /// in code (tests check each one parses); a qualifier's characters outside letters, digits and
    /// `_` become `_`, so the identifier is always well-formed.
    public init(_ screen: ScreenID, _ element: StaticString, _ qualifiers: String...) {
        let cleaned = qualifiers.map { qualifier in
            String(
                qualifier.unicodeScalars.map { scalar -> Character in
                    let ok =
                        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    return ok ? Character(scalar) : "_"
                })
        }
        self.init(parts: [screen.rawValue, element.description] + cleaned.map { $0.isEmpty ? "_" : $0 })
    }

    /// A general element with optional qualifiers; invalid segments are rejected with nil.
    public static func element(_ screen: ScreenID, _ element: String, _ qualifiers: String...) -> A11yID? {
        A11yID(rawValue: ([screen.rawValue, element] + qualifiers).joined(separator: "."))
    }

    /// An element owned by one game inside the container: `S07.<gameId>.<element>[.<qualifier>]`.
    public static func gameElement(_ game: GameID, _ element: String, _ qualifier: String? = nil) -> A11yID {
        A11yID(parts: [ScreenID.gameContainer.rawValue, game.rawValue, element] + (qualifier.map { [$0] } ?? []))
    }

    /// `S07.answer.<n>`: the numeral tile of answer n.
    public static func answer(_ number: Int) -> A11yID {
        A11yID(parts: ["S07", "answer", String(number)])
    }

    /// `S07.speaker`: replays the prompt.
    public static let speaker = A11yID(parts: ["S07", "speaker"])

    /// `S07.home`: press-and-hold to leave the round.
    public static let gameHome = A11yID(parts: ["S07", "home"])

    /// `S07.progressDot.<i>`.
    public static func progressDot(_ index: Int) -> A11yID {
        A11yID(parts: ["S07", "progressDot", String(index)])
    }

    /// `S02.start`.
    public static let welcomeStart = A11yID(parts: ["S02", "start"])

    /// `S03.avatarTile.<i>` by the avatar's position in the content catalog.
    public static func createProfileAvatar(_ index: Int) -> A11yID {
        A11yID(parts: ["S03", "avatarTile", String(index)])
    }

    /// `S03.level.littleOnes` / `S03.level.vorschule`.
    public static func createProfileLevel(_ level: Level) -> A11yID {
        A11yID(parts: ["S03", "level", level.rawValue])
    }

    /// `S03.nickname`: the optional nickname field.
    public static let createProfileNickname = A11yID(parts: ["S03", "nickname"])

    /// `S03.confirm`.
    public static let createProfileConfirm = A11yID(parts: ["S03", "confirm"])

    /// `S04.avatarTile.<i>`: a profile by its index in creation order.
    public static func profileTile(_ index: Int) -> A11yID {
        A11yID(parts: ["S04", "avatarTile", String(index)])
    }

    /// `S04.addProfile`.
    public static let addProfile = A11yID(parts: ["S04", "addProfile"])

    /// `S05.play`, `S05.abenteuer`, `S05.garden`, `S05.friends`, `S05.album`, `S05.switchProfile`,
    /// `S05.parent`.
    public static func home(_ element: HomeElement) -> A11yID {
        A11yID(parts: ["S05", element.rawValue])
    }

    /// The tappable destinations of the child home.
    public enum HomeElement: String, CaseIterable, Sendable {
        case play
        case abenteuer
        case garden
        case friends
        case album
        case switchProfile
        case parent
    }

    /// `S06.gameTile.<gameId>`.
    public static func gameTile(_ game: GameID) -> A11yID {
        A11yID(parts: ["S06", "gameTile", game.rawValue])
    }

    /// `S06.lockBadge.<gameId>`.
    public static func lockBadge(_ game: GameID) -> A11yID {
        A11yID(parts: ["S06", "lockBadge", game.rawValue])
    }

    /// `S08.continue` and `S08.home`.
    public static let roundEndContinue = A11yID(parts: ["S08", "continue"])
    public static let roundEndHome = A11yID(parts: ["S08", "home"])

    /// `S11.decorationSlot.<column>_<row>`.
    public static func decorationSlot(column: Int, row: Int) -> A11yID {
        A11yID(parts: ["S11", "decorationSlot", "\(column)_\(row)"])
    }

    /// `S12.decoration.<itemId>` in the shop.
    public static func shopItem(_ itemID: String) -> A11yID? {
        element(.decorationShop, "decoration", itemID)
    }

    /// `S13.friend.<n>`.
    public static func friend(_ number: Int) -> A11yID {
        A11yID(parts: ["S13", "friend", String(number)])
    }

    /// `S17.keypadKey.<digit>`.
    public static func keypadKey(_ digit: Int) -> A11yID {
        A11yID(parts: ["S17", "keypadKey", String(digit)])
    }

    /// `S19.cell.<skill>_<n>` in the progress grid.
    public static func progressCell(_ skill: Skill, _ number: Int) -> A11yID {
        A11yID(parts: ["S19", "cell", "\(skill.rawValue)_\(number)"])
    }

    private static func isElement(_ segment: String) -> Bool {
        guard let first = segment.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return segment.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }

    private static func isQualifier(_ segment: String) -> Bool {
        !segment.isEmpty
            && segment.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            }
    }
}
