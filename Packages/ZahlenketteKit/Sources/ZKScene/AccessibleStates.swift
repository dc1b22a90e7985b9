/// The states of an element in the accessible tree (docs/usability.md#the-accessible-tree).
public struct AccessibleStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// It takes presses now (a disabled answer tile during the prompt lacks it).
    public static let enabled = AccessibleStates(rawValue: 1 << 0)
    /// The keyboard's focus ring can stand on it.
    public static let focusable = AccessibleStates(rawValue: 1 << 1)
    /// The focus ring stands on it.
    public static let focused = AccessibleStates(rawValue: 1 << 2)
    /// It is the chosen one of its kind (the animal and the level on S-03).
    public static let selected = AccessibleStates(rawValue: 1 << 3)
    /// Some of it lies inside the window.
    public static let showing = AccessibleStates(rawValue: 1 << 4)
}
