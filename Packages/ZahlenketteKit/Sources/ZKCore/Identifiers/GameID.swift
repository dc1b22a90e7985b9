/// A game's stable identifier: the name of its content file `games/<id>.json`, and the ID in JSON,
/// audio IDs, accessibility IDs and persistence (spec 5.4.3). Any lowercase snake_case name is a
/// game ID; which games exist is declared by the game modules listed in `Package.swift` and their
/// content files, never here (docs/adding-a-game.md). The constants name the games this repository
/// ships, for code and tests that speak about one of them.
public struct GameID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Nil unless `rawValue` is lowercase snake_case: a lowercase letter, then lowercase letters,
    /// digits and underscores, at most 64 bytes (the content grammar's slug, docs/content.md).
    public init?(rawValue: String) {
        guard Self.isValid(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// A game module's own ID, written once in its module (`public let id = GameID(declared: "zahlenzug")`).
    /// An ID outside the grammar names no content file, so the loader reports that game's file
    /// missing and the game stays hidden.
    public init(declared rawValue: StaticString) {
        self.rawValue = "\(rawValue)"
    }

    public var description: String { rawValue }

    public static func < (lhs: GameID, rhs: GameID) -> Bool { lhs.rawValue < rhs.rawValue }

    static func isValid(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard let first = bytes.first, (0x61...0x7A).contains(first), bytes.count <= 64 else { return false }
        return bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F }
    }

    public static let entdecken = GameID(declared: "entdecken")
    public static let wieViele = GameID(declared: "wie_viele")
    public static let hoerHin = GameID(declared: "hoer_hin")
    public static let wasFehlt = GameID(declared: "was_fehlt")
    public static let blitzblick = GameID(declared: "blitzblick")
    public static let mehrWeniger = GameID(declared: "mehr_weniger")
    public static let nachspuren = GameID(declared: "nachspuren")
    public static let schuettelbox = GameID(declared: "schuettelbox")
    public static let froschsprung = GameID(declared: "froschsprung")
    public static let zahlenmonster = GameID(declared: "zahlenmonster")
    public static let memory = GameID(declared: "memory")
    public static let punktZuPunkt = GameID(declared: "punkt_zu_punkt")
}
