import ZKContent
import ZKCore
import ZKPersistence

/// "Gerade schwierig" (docs/parent-area.md#gerade-schwierig-and-error-patterns): up to five
/// difficult cells inside the Zahlenraum, lowest mastery first, each phrased in plain German
/// ("Vierzehn als Ziffer erkennen") with a tip for its skill ("Sagt gemeinsam: zehn und vier,
/// vierzehn.").
public struct DifficultCell: Hashable, Sendable {
    public let skill: Skill
    public let number: Int
    public let value: Double
    /// "Vierzehn als Ziffer erkennen".
    public let title: String
    /// What to do together.
    public let tip: String
}

public enum DifficultCells {
    /// At most this many cells are listed.
    public static let limit = 5

    /// The difficult cells of `grid` in range, lowest mastery first (ties: number, then skill).
    public static func list(_ grid: ProgressGrid, strings: StringCatalog, limit: Int = limit) -> [DifficultCell] {
        let difficult = grid.cells.filter { $0.display == .difficult }
        let sorted = difficult.sorted { a, b in
            let (ma, mb) = (a.record?.value ?? 0, b.record?.value ?? 0)
            if ma != mb { return ma < mb }
            if a.number != b.number { return a.number < b.number }
            return a.skill < b.skill
        }
        return sorted.prefix(limit).map { cell in
            DifficultCell(
                skill: cell.skill, number: cell.number, value: cell.record?.value ?? 0,
                title: title(skill: cell.skill, number: cell.number, strings: strings),
                tip: tip(skill: cell.skill, number: cell.number, strings: strings))
        }
    }

    /// "Vierzehn als Ziffer erkennen": the skill's phrase with the number word at the start.
    public static func title(skill: Skill, number: Int, strings: StringCatalog) -> String {
        strings.text("parent.difficult.cell.\(skill.rawValue)", .text(capitalized(word(number, strings))))
    }

    /// The skill's tip; numbers from 6 on carry their spoken structure ("zehn und vier").
    public static func tip(skill: Skill, number: Int, strings: StringCatalog) -> String {
        let spoken = word(number, strings)
        guard let structure = structure(number, strings) else {
            return strings.text("parent.difficult.tip.\(skill.rawValue).small", .text(spoken), .integer(number))
        }
        return strings.text("parent.difficult.tip.\(skill.rawValue)", .text(spoken), .text(structure))
    }

    /// The spoken structure in the catalog's language, "zehn und vier" / "ten and four"
    /// (`number.structure` with the words of the parts); nil below 6 (docs/content.md#9-languages).
    static func structure(_ number: Int, _ strings: StringCatalog) -> String? {
        guard let parts = GermanNumberWords.structureParts(for: number) else { return nil }
        return strings.text("number.structure", .text(word(parts.whole, strings)), .text(word(parts.rest, strings)))
    }

    /// The number word from the content catalog, the didactic table when it is missing.
    static func word(_ number: Int, _ strings: StringCatalog) -> String {
        strings.lookup(GermanNumberWords.wordKey(for: number), arguments: [])
            ?? GermanNumberWords.word(for: number) ?? String(number)
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
