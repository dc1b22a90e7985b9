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

    public init(focused: A11yID? = nil) {
        self.focused = focused
    }

    /// The focusable elements of `scene` in reading order.
    public static func order(_ scene: Scene) -> [ResolvedElement] {
        let targets = scene.elements.filter { $0.role.isActionable && $0.isEnabled }
        return targets.sorted { a, b in
            let (a, b) = (a.hitRegion, b.hitRegion)
            let rowTolerance = min(a.height, b.height) / 2
            if abs(a.center.y - b.center.y) > rowTolerance { return a.center.y < b.center.y }
            return a.center.x < b.center.x
        }
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
        case .clearFocus:
            focused = nil
        case .activate, .toggleFullscreen, .developerPanel:
            break
        }
    }

    /// Drops a focus whose element left the screen.
    public mutating func validate(in scene: Scene) {
        if let focused, !FocusRing.order(scene).contains(where: { $0.id == focused }) { self.focused = nil }
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
