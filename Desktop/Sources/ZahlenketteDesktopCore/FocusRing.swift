import ZKCore
import ZKScene

public enum FocusDirection: String, Equatable, Sendable {
    case left
    case right
    case up
    case down
}

/// Keyboard focus over a scene's enabled actionable elements, in reading order (rows top to
/// bottom, left to right within a row) of their hit regions, where the host draws the ring (a
/// scrollable pond's target is its strip under the stones, not its whole picture; D-0651). Pure:
/// the host draws the ring around `focused`.
public struct FocusRing: Equatable, Sendable {
    public private(set) var focused: A11yID?
    /// The scene's `KeyboardHints.context` as last seen: a new one (a new task) moves the ring.
    public private(set) var context: String?

    public init(focused: A11yID? = nil) {
        self.focused = focused
    }

    /// The focusable elements of `scene` in reading order.
    public static func order(_ scene: Scene) -> [ResolvedElement] {
        scene.focusOrder
    }

    /// Follows the scene's keyboard hints (issue 19). `showing`: the person is using the keyboard
    /// (or a switch) now, so a ring is shown. A new context, such as the next task, puts a shown
    /// ring on its focus start, never on a tile that merely looks like the one focused before (an
    /// unshown one is forgotten); a shown ring with nowhere to be, or on an element that left the
    /// screen, goes to the focus start too (an unshown one is dropped). Returns true when `focused`
    /// changed.
    @discardableResult
    public mutating func sync(with scene: Scene, showing: Bool) -> Bool {
        let before = focused
        let order = FocusRing.order(scene)
        let hints = scene.keyboard
        let start = hints.focusStart.flatMap { id in order.contains { $0.id == id } ? id : nil }
        if hints.context != context {
            context = hints.context
            if hints.context != nil { focused = showing ? start : nil }
        }
        if let current = focused, !order.contains(where: { $0.id == current }) {
            focused = showing ? start : nil
        }
        if showing, focused == nil { focused = start }
        return focused != before
    }

    public mutating func apply(_ action: KeyAction, in scene: Scene) {
        let order = FocusRing.order(scene)
        guard !order.isEmpty else {
            focused = nil
            return
        }
        let index = focused.flatMap { id in order.firstIndex { $0.id == id } }
        switch action {
        case .focusNext:
            focused = order[index.map { ($0 + 1) % order.count } ?? 0].id
        case .focusPrevious:
            focused = order[index.map { ($0 + order.count - 1) % order.count } ?? (order.count - 1)].id
        case .focusMove(let direction):
            guard let index else {
                focused = order[0].id
                return
            }
            focused = FocusRing.nearest(from: order[index], direction: direction, among: order)?.id ?? order[index].id
        case .escape:
            focused = nil
        case .activate, .toggleFullscreen, .developerPanel, .quit:
            break
        }
    }

    /// The closest element in `direction`, weighting sideways distance double.
    static func nearest(
        from origin: ResolvedElement, direction: FocusDirection, among elements: [ResolvedElement]
    )
        -> ResolvedElement?
    {
        let o = origin.hitRegion.center
        return elements.filter { $0.id != origin.id }.compactMap { element -> (ResolvedElement, Double)? in
            let c = element.hitRegion.center
            let dx = c.x - o.x
            let dy = c.y - o.y
            let (along, across): (Double, Double)
            switch direction {
            case .left: (along, across) = (-dx, dy)
            case .right: (along, across) = (dx, dy)
            case .up: (along, across) = (-dy, dx)
            case .down: (along, across) = (dy, dx)
            }
            guard along > 1 else { return nil }
            return (element, along + 2 * abs(across))
        }.min { $0.1 < $1.1 }?.0
    }
}
