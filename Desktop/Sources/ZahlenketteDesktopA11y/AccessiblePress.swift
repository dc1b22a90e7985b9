import ZKCore
import ZKScene

/// A press assistive technology asked for, as the host's loop receives it (D-1223): the element,
/// what the press does, and the tree the listener chose it on.
public struct AccessiblePress: Sendable {
    public let id: A11yID
    public let action: AccessibleAction
    /// The tree shown when the press was made; nil when it is no longer known.
    public let chosenOn: AccessibleTree?

    public init(id: A11yID, action: AccessibleAction, chosenOn: AccessibleTree?) {
        self.id = id
        self.action = action
        self.chosenOn = chosenOn
    }

    /// Whether the press still lands on what the listener chose, with `shown` on screen now: the
    /// screen reads as it did (`AccessibleTree.keepsPress`). A press whose tree is gone is dropped.
    public func applies(to shown: AccessibleTree) -> Bool {
        guard let chosenOn else { return false }
        return shown.keepsPress(on: id, chosenOn: chosenOn)
    }
}
