import ZKCore
import ZKScene

/// What the child did, by accessibility ID: hosts turn pointer, touch and keyboard input into
/// these (docs/adding-a-screen.md#3-intents-in-effects-out), journeys replay them, and the app
/// wraps them in `AppIntent`.
public enum GameIntent: Sendable, Equatable {
    case tap(A11yID)
    /// A tap at a point (layout coordinates) on an element whose role is `.adjustable`: the
    /// element wants to know where it was touched (Wie viele?'s scattered objects, D-0526).
    case tapAt(A11yID, Point)
    /// A drag from one element that was dropped on another (a tile into Was fehlt?'s socket, a
    /// cookie onto the plate).
    case drag(from: A11yID, to: A11yID)
    /// A path drawn on an element, from touch-down to lift (a Nachspuren stroke, the sideways drag
    /// that shakes the Schüttelbox).
    case stroke(A11yID, TracedStroke)
    /// A sideways scroll of an element by `delta` points (Froschsprung's pond): wheel, drag or keys.
    case scroll(A11yID, delta: Double)
    /// One step of an element that adjusts with the arrow keys while it has the keyboard focus
    /// (`Interaction.adjustsWithArrows`): +1 for right, -1 for left (Wie viele?'s marker, issue 19).
    case adjust(A11yID, by: Int)
    /// A press on an element that is held; `release` ends it (the home button's hold, the
    /// keyboard pen of Nachspuren).
    case press(A11yID)
    case release(A11yID)
    /// The device was shaken, or the shake-button picture was tapped.
    case shake
}
