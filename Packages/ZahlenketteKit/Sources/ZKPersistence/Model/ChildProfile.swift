import Foundation
import ZKCore

/// A child's profile (docs/app.md#screens). No real name, no birthdate: the optional
/// nickname is the only free text (spec 7.1).
public struct ChildProfile: Sendable, Equatable, Codable, Identifiable {
    /// At most five profiles per device (docs/app.md#screens).
    public static let maximumCount = 5
    /// Nickname length limit in characters.
    public static let nicknameMaxLength = 20

    public var id: UUID
    public var nickname: String
    public var avatarID: String
    public var level: Level
    /// nil = automatic range; otherwise the stage a parent fixed.
    public var rangeOverride: RangeStage?
    /// nil = "Ohne Limit".
    public var dailyLimitMinutes: Int?
    /// nil = break nudge off.
    public var breakNudgeMinutes: Int?
    public var sortOrder: Int
    public var createdAt: Date
    /// The language whose number words the child hears after the app's (`tr`, `ar`, …,
    /// docs/content.md#home-language-number-words); nil: none.
    public var homeLanguage: String?
    /// Nachspuren's left-handed mode (docs/games.md#nachspuren), set on S-20; off for a new profile.
    public var leftHanded: Bool

    public init(
        id: UUID, nickname: String = "", avatarID: String, level: Level, rangeOverride: RangeStage? = nil,
        dailyLimitMinutes: Int? = 20, breakNudgeMinutes: Int? = 15, sortOrder: Int = 0, createdAt: Date,
        homeLanguage: String? = nil, leftHanded: Bool = false
    ) {
        self.id = id
        self.nickname = nickname
        self.avatarID = avatarID
        self.level = level
        self.rangeOverride = rangeOverride
        self.dailyLimitMinutes = dailyLimitMinutes
        self.breakNudgeMinutes = breakNudgeMinutes
        self.sortOrder = sortOrder
        self.createdAt = createdAt
        self.homeLanguage = homeLanguage
        self.leftHanded = leftHanded
    }

    /// A home language is a two-letter lowercase code, or none.
    public static func isValidHomeLanguage(_ code: String?) -> Bool {
        guard let code else { return true }
        return code.utf8.count == 2 && code.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
    }

    /// 0–20 letters, digits, spaces, hyphens or parentheses (docs/app.md#screens); parentheses
    /// carry the number an imported child gets when the name is taken, "Mila (2)" (D-0314).
    public static func isValidNickname(_ text: String) -> Bool {
        text.count <= nicknameMaxLength
            && text.unicodeScalars.allSatisfy { scalar in
                CharacterSet.letters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar)
                    || scalar == " " || scalar == "-" || scalar == "(" || scalar == ")"
            }
    }
}
