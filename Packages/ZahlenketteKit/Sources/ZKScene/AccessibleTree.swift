import ZKCore

/// A screen as assistive technology meets it (docs/usability.md#the-accessible-tree): a pure
/// function of the scene and the focus ring, which a host's bridge only mirrors. The screen's
/// title (`S<nn>.root`) comes first, then every element in reading order: rows top to bottom, left
/// to right within a row, as the focus ring moves.
public struct AccessibleTree: Hashable, Sendable {
    /// The label of the screen's root heading, or "" on a scene without one.
    public let title: String
    /// The screen's root heading (`S05.root`), which names the screen shown.
    public let rootID: A11yID?
    public let nodes: [AccessibleNode]

    /// The tree of `scene` with the focus ring on `focused`. An identifier that occurs twice keeps
    /// its first element, so a host can find each node by its identifier.
    public init(scene: Scene, focused: A11yID?) {
        var seen = Set<A11yID>()
        let elements = scene.elements.filter { seen.insert($0.id).inserted }
        let root = elements.first { $0.role == .header && $0.id == A11yID.root($0.id.screen ?? .splash) }
        let rest = elements.filter { $0.id != root?.id }
        let viewport = scene.viewport
        self.title = root?.label ?? ""
        self.rootID = root?.id
        let words = root?.id.screen.map { AccessibleTree.texts(scene, outside: rest, screen: $0, viewport: viewport) }
        let read = (rest.map { AccessibleTree.node($0, focused: focused, viewport: viewport) } + (words ?? []))
            .sorted { Rect.readsBefore($0.bounds, $1.bounds) }
        self.nodes = (root.map { [AccessibleTree.node($0, focused: focused, viewport: viewport)] } ?? []) + read
    }

    /// The scene's words that no element speaks for (a paragraph of a parent page; not a tile's
    /// numeral, which its tile's label says), as nodes `S<nn>.text.<i>` with the role `text`.
    /// Words inside a list or a scrollable area count: those elements only scroll them.
    static func texts(
        _ scene: Scene, outside elements: [ResolvedElement], screen: ScreenID, viewport: Rect
    )
        -> [AccessibleNode]
    {
        let speakers = elements.filter { !$0.role.scrolls }
        let words = scene.texts.filter { text in
            !text.string.allSatisfy(\.isWhitespace) && !speakers.contains { $0.frame.contains(text.frame.center) }
        }
        return words.enumerated().compactMap { index, text in
            A11yID(rawValue: "\(screen.rawValue).text.\(index)").map { id in
                AccessibleNode(
                    id: id, name: text.string, role: .text,
                    states: text.frame.intersects(viewport) ? [.enabled, .showing] : [.enabled], bounds: text.frame,
                    action: nil)
            }
        }
    }

    public func node(_ id: A11yID) -> AccessibleNode? {
        nodes.first { $0.id == id }
    }

    /// The nodes a person hears as `name`.
    public func nodes(named name: String) -> [AccessibleNode] {
        nodes.filter { $0.name == name }
    }

    /// The node the focus ring stands on.
    public var focused: AccessibleNode? {
        nodes.first { $0.states.contains(.focused) }
    }

    /// Nodes a screen reader could only call by their role: an empty or blank name.
    public var unnamed: [AccessibleNode] {
        nodes.filter { $0.name.allSatisfy(\.isWhitespace) }
    }

    /// What a screen reader says when this tree replaces `previous`: the new screen's title, when
    /// the screen (its root or its title) changed; nil when the same screen only moved on.
    public func announcement(since previous: AccessibleTree?) -> String? {
        guard !title.isEmpty else { return nil }
        guard let previous else { return title }
        return previous.rootID != rootID || previous.title != title ? title : nil
    }

    /// Whether a press on `id` that assistive technology chose on `chosen` still lands on what the
    /// listener chose, now that this tree is shown (docs/usability.md#the-desktop-bridge, D-1223). A
    /// press is carried out later, from the host's loop; by then a round may have moved to its next
    /// task, whose tile has the same identifier. It applies when the element can still be pressed
    /// and the screen's elements read as they did: the same title, the same elements with the same
    /// names and roles, in the same order (a round's progress and picture name its task). The focus,
    /// the states, the places and the free words (the gate's typed digits) may have moved on, so
    /// presses made one after another on the same screen all land.
    public func keepsPress(on id: A11yID, chosenOn chosen: AccessibleTree) -> Bool {
        guard node(id)?.action != nil, title == chosen.title, rootID == chosen.rootID else { return false }
        let now = nodes.filter { $0.role != .text }
        let then = chosen.nodes.filter { $0.role != .text }
        return now.count == then.count
            && zip(now, then).allSatisfy { $0.id == $1.id && $0.name == $1.name && $0.role == $1.role }
    }

    static func node(_ element: ResolvedElement, focused: A11yID?, viewport: Rect) -> AccessibleNode {
        var states: AccessibleStates = []
        let actionable = element.role.isActionable
        if element.isEnabled { states.insert(.enabled) }
        if actionable, element.isEnabled { states.insert(.focusable) }
        if element.id == focused { states.insert(.focused) }
        if element.isSelected { states.insert(.selected) }
        if element.hitRegion.intersects(viewport) { states.insert(.showing) }
        let action: AccessibleAction?
        switch element.role {
        case _ where !actionable: action = nil
        case .drawable: action = .pressWithoutTap
        case _ where element.holds: action = .hold
        default: action = .press
        }
        return AccessibleNode(
            id: element.id, name: element.label, role: AccessibleRole(element.role), states: states,
            bounds: element.hitRegion, action: action)
    }
}
