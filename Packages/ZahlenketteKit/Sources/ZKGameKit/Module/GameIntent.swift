import ZKCore
import ZKScene

/// What the child did inside a round, by accessibility ID: hosts turn pointer, touch and keyboard
/// input into these (architecture.md 3), and journeys replay them.
public enum GameIntent: Sendable, Equatable {
    case tap(A11yID)
    /// A tap at a point (layout coordinates) on an element whose role is `.adjustable`: the
    /// element wants to know where it was touched (Wie viele?'s scattered objects, D-0526).
    case tapAt(A11yID, Point)
    /// A drag from one element that was dropped on another (a tile into Was fehlt?'s socket).
    case drag(from: A11yID, to: A11yID)
    /// A traced stroke over an element (Nachspuren).
    case trace(A11yID)
    case shake
}
