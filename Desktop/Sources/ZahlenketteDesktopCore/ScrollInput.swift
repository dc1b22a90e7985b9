import ZKApp
import ZKCore
import ZKScene

/// Sideways scrolling of `.scrollable` elements (D-0651), shared by the window and `--script`: the
/// wheel and a drag scroll the topmost scrollable element whose drawing lies under the pointer,
/// even where another target (a stone) lies on top of it; the left and right arrows scroll it while
/// it has the keyboard focus. A scroll is never a tap.
public enum ScrollInput {
    /// Points one wheel notch or one arrow press moves the content.
    public static let step = 80.0
    /// A press turns into a scroll once the pointer has moved this far sideways (layout points).
    public static let dragThreshold = 10.0

    /// The enabled scrollable element whose drawing contains `point`, the topmost one.
    public static func scrollable(at point: Point, in scene: Scene) -> ResolvedElement? {
        scene.elements.last { $0.role.scrolls && $0.isEnabled && $0.frame.contains(point) }
    }

    /// The wheel turned `dx` notches to the right and `dy` notches away from the user over `point`:
    /// turning it towards the user, or to the right, moves the view on along the content.
    public static func wheel(dx: Double, dy: Double, at point: Point, in scene: Scene) -> AppIntent? {
        guard dx != 0 || dy != 0, let element = scrollable(at: point, in: scene) else { return nil }
        // A list (the parent area's pages) moves along its height only: the wheel towards the user
        // shows what lies below (D-0905).
        if element.role == .list { return dy == 0 ? nil : .input(.scroll(element.id, delta: -dy * step)) }
        return .input(.scroll(element.id, delta: (dx - dy) * step))
    }

    /// Left and right scroll a focused scrollable element instead of moving the focus; nil for any
    /// other key or focus.
    public static func key(_ key: HostKey, focused: A11yID?, in scene: Scene) -> AppIntent? {
        guard let focused, let role = scene.element(focused)?.role, role.scrolls else { return nil }
        if role == .list {
            switch key {
            case .up: return .input(.scroll(focused, delta: -step))
            case .down: return .input(.scroll(focused, delta: step))
            default: return nil
            }
        }
        switch key {
        case .left: return .input(.scroll(focused, delta: -step))
        case .right: return .input(.scroll(focused, delta: step))
        default: return nil
        }
    }
}

/// A press that may turn into a sideways drag of a scrollable element. The content follows the
/// pointer; once it has scrolled, the release is neither a tap nor a drop (scrolling is never an
/// attempt).
public struct ScrollDrag: Equatable, Sendable {
    public let target: A11yID
    /// A list follows the pointer up and down, anything else sideways.
    private let vertical: Bool
    private let start: Double
    private var last: Double
    public private(set) var isScrolling = false

    /// Tracks a press at `point` (layout points) when it lies on a scrollable element's drawing.
    public init?(pressAt point: Point, in scene: Scene) {
        guard let element = ScrollInput.scrollable(at: point, in: scene) else { return nil }
        self.target = element.id
        self.vertical = element.role == .list
        self.start = vertical ? point.y : point.x
        self.last = start
    }

    /// The pointer moved to `point`: the scroll to send, if the press has become one.
    public mutating func move(to point: Point) -> AppIntent? {
        let position = vertical ? point.y : point.x
        if !isScrolling {
            guard abs(position - start) >= ScrollInput.dragThreshold else { return nil }
            isScrolling = true
        }
        let delta = last - position
        last = position
        return delta == 0 ? nil : .input(.scroll(target, delta: delta))
    }
}
