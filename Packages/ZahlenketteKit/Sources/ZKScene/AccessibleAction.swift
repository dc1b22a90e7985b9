/// What an assistive technology's press does to an element: the same as the Space key on it
/// (docs/app.md#keyboard-and-switch), so a screen reader reaches exactly what a tap reaches.
public enum AccessibleAction: String, Hashable, Sendable {
    /// Pressed and let go, then tapped unless the release did something by itself.
    case press
    /// Pressed and let go without a tap after: an area the child draws on takes the press alone.
    case pressWithoutTap
    /// Pressed, held for the hold time, then let go: the round's house, which leaves a round only
    /// when held (`Interaction.holds`).
    case hold
}
