import ZKCore
import ZKScene

/// A parent-area page (issue 16): a title, the header's button, and content laid out in a
/// `ParentColumn` that scrolls. Conforming screens get their scene and their scrolling from here.
@MainActor
protocol ParentScreen: ScreenModel {
    /// How far the content is scrolled.
    var offset: Double { get set }
    func title(_ context: ScreenContext) -> String
    /// The header's button: back to the dashboard by default.
    func back(_ context: ScreenContext) -> (id: A11yID, label: String)
    func content(_ column: inout ParentColumn, _ context: ScreenContext)
    /// The content's height at the context's size; scrolling asks for it at every step.
    func contentHeight(_ context: ScreenContext) -> Double
}

extension ParentScreen {
    func back(_ context: ScreenContext) -> (id: A11yID, label: String) {
        (A11yID(screenID, "back"), context.text("parent.back"))
    }

    func scene(_ context: ScreenContext) -> Scene {
        ParentPage(screen: screenID, title: title(context), back: back(context), offset: offset).scene(context) {
            content(&$0, context)
        }
    }

    func contentHeight(_ context: ScreenContext) -> Double { measuredContentHeight(context) }

    /// The content's height at the context's size, laid out anew.
    func measuredContentHeight(_ context: ScreenContext) -> Double {
        let (left, width) = ParentPage.column(for: context.size)
        var column = ParentColumn(left: left, top: 0, width: width, display: context.parentDisplay)
        content(&column, context)
        return column.y + 8
    }

    /// Scrolls by `delta` when the intent is a scroll of this page's content; true if it was.
    mutating func scrollIfAsked(_ intent: AppIntent, _ context: ScreenContext) -> Bool {
        guard case .input(.scroll(let id, let delta)) = intent, id == ParentPage.contentID(screenID) else {
            return false
        }
        offset = ParentPage.clamp(offset + delta, contentHeight: contentHeight(context), size: context.size)
        return true
    }

    /// A resize may leave the offset past the content's end: it is clamped when drawn again.
    mutating func clampOffset(_ context: ScreenContext) {
        offset = ParentPage.clamp(offset, contentHeight: contentHeight(context), size: context.size)
    }

    /// The tapped element's ID, for pages that only take taps (and scrolls).
    func tappedID(_ intent: AppIntent) -> A11yID? {
        guard case .input(.tap(let id)) = intent else { return nil }
        return id
    }
}
