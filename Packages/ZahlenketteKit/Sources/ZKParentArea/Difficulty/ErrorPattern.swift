import ZKCore

/// The error patterns German children show with the numbers 1–20 (issue 16), each read from the
/// wrong answers a task recorded.
public enum ErrorPatternKind: String, CaseIterable, Hashable, Sendable {
    /// 14 ↔ 4: "vier-zehn" names the ones first, so the ones are picked for the teen or the teen
    /// for the ones (13–19 only).
    case teenReversal
    /// n ± 1 on a quantity: one counted twice or one left out.
    case neighbourConfusion
    /// 6 ↔ 9 (and 16 ↔ 19): the same shape turned around.
    case sixNine
    /// A Ziffer traced as its mirror image in Nachspuren (logged as the Ziffer, D-0633).
    case mirroredNumeral

    /// True when a task on `number` in `game` with `skill` could show this pattern.
    public func isOpportunity(game: GameID, skill: Skill, number: Int) -> Bool {
        switch self {
        case .teenReversal:
            // Only 13–19 name their ones first ("vier-zehn"); elf and zwölf do not.
            guard game != .nachspuren, let partner = GermanNumberWords.teenPartner(of: number) else { return false }
            return GermanNumberWords.isInvertedTeen(max(number, partner))
        case .neighbourConfusion:
            return game != .nachspuren && (skill == .count || skill == .subitize)
        case .sixNine:
            return game != .nachspuren && ErrorPatternKind.turnedPartner(of: number) != nil
        case .mirroredNumeral:
            return game == .nachspuren
        }
    }

    /// True when `answer`, given wrongly for `number`, is this pattern's mistake.
    public func matches(answer: Int, for number: Int) -> Bool {
        switch self {
        case .teenReversal: return GermanNumberWords.teenPartner(of: number) == answer
        case .neighbourConfusion: return answer == number - 1 || answer == number + 1
        case .sixNine: return ErrorPatternKind.turnedPartner(of: number) == answer
        case .mirroredNumeral: return ErrorPatternKind.digits(of: number).contains(answer)
        }
    }

    /// 6 ↔ 9 and 16 ↔ 19.
    static func turnedPartner(of number: Int) -> Int? {
        switch number {
        case 6: 9
        case 9: 6
        case 16: 19
        case 19: 16
        default: nil
        }
    }

    /// The Ziffern of a number: 14 → 1 and 4.
    static func digits(of number: Int) -> Set<Int> {
        Set(String(number).compactMap(\.wholeNumberValue))
    }
}

/// A pattern the detector found, with the evidence behind it.
public struct ErrorPattern: Hashable, Sendable {
    public let kind: ErrorPatternKind
    /// Tasks whose wrong answers show the pattern.
    public let tasks: Int
    /// Distinct days those tasks were on.
    public let days: Int
    /// The wrong-answered tasks where the pattern could have shown.
    public let wrongTasks: Int
    /// The numbers the pattern showed on (asked-for numbers; Ziffern for mirrored writing),
    /// ascending.
    public let numbers: [Int]
}
