import ZKCore
import ZKGameKit
import ZKScene

/// What the person in front of the screen did, as hosts report it (docs/development.md#platform-contracts): pointer,
/// touch and key input as a `GameIntent`, typed text, the window's focus and size. The one intent
/// vocabulary of the app, its games and its hosts.
public enum AppIntent: Sendable, Equatable {
    /// A tap, drag, stroke, scroll, press or shake on an element.
    case input(GameIntent)
    /// Typed text (the parent's nickname entry on S-03).
    case text(String)
    /// The delete key in a text field.
    case deleteBackward
    /// The keyboard focus moved to this element, or was hidden (nil). A text field takes typed text
    /// only while it has the focus or was tapped last (issue 19).
    case focus(A11yID?)
    /// The window lost focus or the app went to the background.
    case suspend
    /// The window is active again.
    case activate
    /// The layout size changed (the window was resized or rotated).
    case resize(Size)
    /// The developer key (F12 on the desktop): opens or closes the sandbox's developer panel;
    /// nothing happens without `--store sandbox`.
    case toggleDeveloperPanel

    public static func tap(_ id: A11yID) -> AppIntent { .input(.tap(id)) }

    public static func tapAt(_ id: A11yID, _ point: Point) -> AppIntent { .input(.tapAt(id, point)) }

    public static func drag(from: A11yID, to: A11yID) -> AppIntent { .input(.drag(from: from, to: to)) }

    public static func press(_ id: A11yID) -> AppIntent { .input(.press(id)) }

    public static func release(_ id: A11yID) -> AppIntent { .input(.release(id)) }

    public static var shake: AppIntent { .input(.shake) }
}
