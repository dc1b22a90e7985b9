/// The role assistive technology hears for an element (docs/usability.md#the-accessible-tree): the
/// scene's `Role` in the words screen readers know.
public enum AccessibleRole: String, Hashable, Sendable {
    /// A screen's title (`S<nn>.root`) or a heading on it.
    case heading
    case pushButton
    case image
    /// An element tapped at a point and stepped by the arrows (Wie viele?'s scattered objects).
    case slider
    /// An area the child draws on (Nachspuren's numeral, the Schüttelbox).
    case canvas
    /// An area that moves sideways (Froschsprung's pond).
    case scrollPane
    /// A column of rows that moves up and down (the parent area's pages).
    case list
    /// Words drawn outside any element (a paragraph of a parent page), read, never pressed.
    case text

    public init(_ role: Role) {
        switch role {
        case .button: self = .pushButton
        case .adjustable: self = .slider
        case .image: self = .image
        case .header: self = .heading
        case .drawable: self = .canvas
        case .scrollable: self = .scrollPane
        case .list: self = .list
        }
    }
}
