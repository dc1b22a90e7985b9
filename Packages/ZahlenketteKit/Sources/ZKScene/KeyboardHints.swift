import ZKCore

/// What a screen tells keyboard and switch hosts beyond its elements (issue 19): where the focus
/// goes when something new opens, and what Escape means. Hosts keep the focus ring themselves;
/// these hints only say where it starts, so no ring is carried over onto a new task.
public struct KeyboardHints: Hashable, Sendable {
    /// Where a shown focus goes when `context` changes (a new task's first answer).
    public var focusStart: A11yID?
    /// Names what `focusStart` belongs to (a task of a round). A host that shows a focus moves it to
    /// `focusStart` whenever this changes, also when the focused element looks the same as before (a
    /// tile with the same numeral in the next task).
    public var context: String?
    /// The element Escape acts on: pressed while the key is down and released when it goes up, then
    /// tapped unless the release did something (the round's house, left by a 1 s hold; S-03's back
    /// arrow). Nil: Escape hides the focus ring.
    public var escape: A11yID?

    public init(focusStart: A11yID? = nil, context: String? = nil, escape: A11yID? = nil) {
        self.focusStart = focusStart
        self.context = context
        self.escape = escape
    }
}

extension Scene {
    /// The enabled actionable elements in reading order of their hit regions: rows top to bottom,
    /// left to right within a row. The order of Tab, and of a screen's "first" element.
    public var focusOrder: [ResolvedElement] {
        elements.filter { $0.role.isActionable && $0.isEnabled }.sorted(by: ResolvedElement.readsBefore)
    }

    /// The scene with `extra` drawn on top, keeping its keyboard hints.
    public func adding(_ extra: [Node]) -> Scene {
        var scene = self
        scene.nodes += extra
        return scene
    }
}

extension ResolvedElement {
    /// Reading order of hit regions: rows top to bottom, left to right within a row (the order of
    /// Tab, and of the accessible tree).
    public static func readsBefore(_ a: ResolvedElement, _ b: ResolvedElement) -> Bool {
        Rect.readsBefore(a.hitRegion, b.hitRegion)
    }
}

extension Rect {
    /// Reading order of two regions: rows top to bottom, left to right within a row.
    public static func readsBefore(_ a: Rect, _ b: Rect) -> Bool {
        let rowTolerance = min(a.height, b.height) / 2
        if abs(a.center.y - b.center.y) > rowTolerance { return a.center.y < b.center.y }
        return a.center.x < b.center.x
    }
}
