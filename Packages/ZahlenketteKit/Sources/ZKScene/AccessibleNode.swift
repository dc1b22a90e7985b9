import ZKCore

/// One element of a screen as assistive technology meets it (docs/usability.md#the-accessible-tree).
public struct AccessibleNode: Hashable, Sendable {
    public let id: A11yID
    /// The German label the screen gave the element.
    public let name: String
    public let role: AccessibleRole
    public let states: AccessibleStates
    /// Where it lies, in the scene's layout points (its hit region: where a tap lands).
    public let bounds: Rect
    /// What a press does; nil for headings and images, which are read, never pressed.
    public let action: AccessibleAction?

    public init(
        id: A11yID, name: String, role: AccessibleRole, states: AccessibleStates, bounds: Rect,
        action: AccessibleAction?
    ) {
        self.id = id
        self.name = name
        self.role = role
        self.states = states
        self.bounds = bounds
        self.action = action
    }
}
