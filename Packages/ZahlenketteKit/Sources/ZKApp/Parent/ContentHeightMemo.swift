import ZKDesignSystem
import ZKScene

/// A parent page's content height where it was last measured, for a page whose content does not
/// change while it is shown (the dashboard's cards, D-0058). A copy of the page shares it.
@MainActor
final class ContentHeightMemo {
    /// What the height depends on besides the page's own data.
    struct Key: Equatable {
        let size: Size
        let display: ParentDisplay
        let language: String
    }

    private var kept: (key: Key, height: Double)?

    func height(at key: Key) -> Double? {
        guard let kept, kept.key == key else { return nil }
        return kept.height
    }

    func keep(_ height: Double, at key: Key) {
        kept = (key, height)
    }
}
