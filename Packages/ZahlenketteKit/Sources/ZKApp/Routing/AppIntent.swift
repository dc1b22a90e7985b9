import ZKCore
import ZKScene

/// What the person in front of the screen did, as hosts report it (architecture.md 3).
public enum AppIntent: Sendable, Equatable {
    case tap(A11yID)
    /// A tap at a layout point on an adjustable element (Wie viele?'s scattered objects, D-0526).
    case tapAt(A11yID, Point)
    /// A press that is held (the home button's press-and-hold); `release` ends it.
    case press(A11yID)
    case release(A11yID)
    case drag(from: A11yID, to: A11yID)
    case trace(A11yID)
    case shake
    /// Typed text (the parent's nickname entry on S-03).
    case text(String)
    /// The delete key in a text field.
    case deleteBackward
    /// The window lost focus or the app went to the background.
    case suspend
    /// The window is active again.
    case activate
}
