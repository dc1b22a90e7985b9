import ZKCore

/// One screen's picture at one viewport size: a pure value every host draws the same way
/// (docs/design-system.md#scene-essentials-for-screen-authors).
public struct Scene: Hashable, Sendable {
    public var size: Size
    public var background: Color
    public var nodes: [Node]
    /// Where a keyboard or switch user starts and what Escape means here (issue 19).
    public var keyboard: KeyboardHints

    public init(size: Size, background: Color, nodes: [Node], keyboard: KeyboardHints = KeyboardHints()) {
        self.size = size
        self.background = background
        self.nodes = nodes
        self.keyboard = keyboard
    }

    public var viewport: Rect { Rect(origin: .zero, size: size) }

    /// Every element (a node carrying an `Interaction`) in drawing order, in scene coordinates.
    public var elements: [ResolvedElement] {
        var result: [ResolvedElement] = []
        Scene.collect(nodes, transform: .identity, clip: nil, into: &result)
        return result
    }

    /// Every text node with its frame in scene coordinates and its effective size.
    public var texts: [ResolvedText] {
        var result: [ResolvedText] = []
        Scene.collectTexts(nodes, transform: .identity, into: &result)
        return result
    }

    /// The topmost enabled actionable element whose hit region (clipped by its ancestors)
    /// contains `point` (docs/development.md#style: hit testing is a pure function).
    public func hitTest(_ point: Point) -> ResolvedElement? {
        elements.last { element in
            element.role.isActionable && element.isEnabled && element.hitRegion.contains(point)
        }
    }

    public func element(_ id: A11yID) -> ResolvedElement? {
        elements.first { $0.id == id }
    }

    public func elements(label: String) -> [ResolvedElement] {
        elements.filter { $0.label == label }
    }

    public func elements(role: Role) -> [ResolvedElement] {
        elements.filter { $0.role == role }
    }

    /// True when an element with `id` is on screen (inside the viewport).
    public func isOnScreen(_ id: A11yID) -> Bool {
        guard let element = element(id) else { return false }
        return element.frame.intersects(viewport)
    }

    private static func collect(
        _ nodes: [Node], transform: Transform, clip: Rect?, into result: inout [ResolvedElement]
    ) {
        for node in nodes {
            if let interaction = node.interaction {
                var region = transform.apply(interaction.hitRegion)
                if let clip { region = region.intersection(clip) }
                result.append(
                    ResolvedElement(
                        id: interaction.id, label: interaction.label, role: interaction.role,
                        audience: interaction.audience, frame: transform.apply(node.bounds), hitRegion: region,
                        isEnabled: interaction.isEnabled, adjustsWithArrows: interaction.adjustsWithArrows,
                        holds: interaction.holds, isSelected: interaction.isSelected))
            }
            if case .group(let group) = node.shape {
                let inner = transform.concatenating(group.transform)
                var innerClip = clip
                if let groupClip = group.clip {
                    let mapped = inner.apply(groupClip)
                    innerClip = clip.map { $0.intersection(mapped) } ?? mapped
                }
                collect(group.children, transform: inner, clip: innerClip, into: &result)
            }
        }
    }

    private static func collectTexts(_ nodes: [Node], transform: Transform, into result: inout [ResolvedText]) {
        for node in nodes {
            switch node.shape {
            case .text(let string, let frame, let style):
                result.append(
                    ResolvedText(
                        string: string, frame: transform.apply(frame), size: style.size * transform.scale,
                        weight: style.weight))
            case .group(let group):
                collectTexts(group.children, transform: transform.concatenating(group.transform), into: &result)
            default:
                break
            }
        }
    }
}

/// An element as the scene's user meets it: scene coordinates, label and role.
public struct ResolvedElement: Hashable, Sendable {
    public let id: A11yID
    public let label: String
    public let role: Role
    public let audience: Audience
    /// The drawing's bounds.
    public let frame: Rect
    /// Where a tap lands on this element.
    public let hitRegion: Rect
    public let isEnabled: Bool
    /// Left and right adjust it while it has the keyboard focus (see `Interaction`).
    public let adjustsWithArrows: Bool
    /// It answers to being held: a press on touch-down, a release on lift (see `Interaction`).
    public let holds: Bool
    /// The chosen one of its kind (see `Interaction`).
    public let isSelected: Bool
}

public struct ResolvedText: Hashable, Sendable {
    public let string: String
    public let frame: Rect
    public let size: Double
    public let weight: FontWeight
}
