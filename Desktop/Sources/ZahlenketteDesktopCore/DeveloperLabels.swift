import ZKCore
import ZKDesignSystem

/// Accessibility labels of the component gallery, a developer's picture. Numerals use the German number
/// words of ZKCore; the few others are developer English until the string catalog exists (D-0406).
public enum DeveloperLabels {
    public static func numeral(_ n: Int) -> String {
        GermanNumberWords.word(for: n) ?? String(n)
    }

    public static let gallery = GalleryLabels(
        numeral: { DeveloperLabels.numeral($0) }, start: "start", speaker: "speaker", home: "home", card: "card",
        stone: { DeveloperLabels.numeral($0) })
}
