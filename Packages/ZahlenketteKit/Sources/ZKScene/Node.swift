import ZKCore

/// The drawable vocabulary of a Scene (docs/design-system.md#scene-essentials-for-screen-authors).
/// A node draws in its parent's coordinate space; groups add offset, uniform scale, opacity and
/// clipping. Children draw in array order, so later nodes lie on top (z-order).
public struct Stroke: Hashable, Sendable {
    public var color: Color
    public var width: Double

    public init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }
}

public enum FontWeight: String, Hashable, Sendable {
    case regular
    case bold
}

public enum TextAlignment: String, Hashable, Sendable {
    case leading
    case center
    case trailing
}

/// One segment of a path: polygons and quadratic/cubic Bézier curves.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(control: Point, to: Point)
    case cubic(control1: Point, control2: Point, to: Point)
    case close
}

public struct TextStyle: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    public var color: Color
    public var alignment: TextAlignment

    public init(size: Double, weight: FontWeight = .regular, color: Color, alignment: TextAlignment = .center) {
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
    }
}

public indirect enum Shape: Hashable, Sendable {
    case rect(Rect, cornerRadius: Double, fill: Color?, stroke: Stroke?)
    case circle(center: Point, radius: Double, fill: Color?, stroke: Stroke?)
    /// An annulus (the Lochperle) or, with `sweep` < 1, an arc of one, starting at 12 o'clock and
    /// running clockwise (the hold ring of the home button).
    case ring(center: Point, outerRadius: Double, innerRadius: Double, color: Color, sweep: Double)
    case line(from: Point, to: Point, stroke: Stroke)
    case path([PathElement], fill: Color?, stroke: Stroke?)
    /// Text laid out inside `frame`, vertically centred.
    case text(String, frame: Rect, style: TextStyle)
    /// A picture by asset name, aspect-fit into `frame`.
    case image(name: String, frame: Rect)
    case group(Group)
}

public struct Group: Hashable, Sendable {
    public var children: [Node]
    public var offset: Point
    public var scale: Double
    public var opacity: Double
    /// In the group's own coordinates, before offset and scale.
    public var clip: Rect?

    public init(
        _ children: [Node], offset: Point = .zero, scale: Double = 1, opacity: Double = 1, clip: Rect? = nil
    ) {
        self.children = children
        self.offset = offset
        self.scale = scale
        self.opacity = opacity
        self.clip = clip
    }

    public var transform: Transform { Transform(scale: scale, offset: offset) }
}

/// Accessibility roles (docs/design-system.md#scene-essentials-for-screen-authors). Buttons,
/// adjustables and scrollables are actionable and take taps; images and headers are read by
/// assistive technology but never hit.
public enum Role: String, Hashable, Sendable {
    case button
    case adjustable
    case image
    case header
    /// An area the child draws on (Nachspuren's numeral, the Schüttelbox shaken sideways): hosts
    /// send the pointer's whole path from touch-down to lift as one stroke, and keyboard or switch
    /// activation as a press held until the key is released.
    case drawable
    /// An area whose content moves sideways (Froschsprung's pond). Hosts scroll it wherever its
    /// drawing lies, even under other targets: by the wheel, by a sideways drag, and by the left and
    /// right arrows while it has the keyboard focus (D-0651). Its hit region is the part of it that
    /// takes the focus and taps.
    case scrollable
    /// A column of rows and wrapped text that moves up and down (the parent area's pages). Hosts
    /// scroll it like `scrollable`, but along its height: the wheel, an up-or-down drag, and the up
    /// and down arrows while it has the keyboard focus (D-0905).
    case list

    public var isActionable: Bool {
        self == .button || self == .adjustable || self == .drawable || self == .scrollable || self == .list
    }

    /// True for the roles whose content the host scrolls (`scrollable` sideways, `list` up and down).
    public var scrolls: Bool { self == .scrollable || self == .list }
}

/// Who the target is for: child targets are at least 60 x 60 pt, parent targets 44 x 44 pt.
public enum Audience: String, Hashable, Sendable {
    case child
    case parent

    public var minimumTarget: Double { self == .child ? 60 : 44 }
}

/// What makes a node an element: identifier, German label (passed in by the caller), role and hit
/// region in the node's coordinate space.
public struct Interaction: Hashable, Sendable {
    public var id: A11yID
    public var label: String
    public var role: Role
    public var audience: Audience
    public var hitRegion: Rect
    public var isEnabled: Bool
    /// The left and right arrow keys adjust the element while it has the keyboard focus (a marker
    /// stepping over Wie viele?'s scattered objects) instead of moving the focus; hosts send them
    /// as `adjust` intents (issue 19). Up, down and Tab still move the focus on.
    public var adjustsWithArrows: Bool
    /// The element answers to being held (the round's house): hosts send a press when a pointer
    /// goes down on it and a release when it lifts. Every other element hears one tap or drag when
    /// the pointer lifts, so a tap reaches the app once (docs/app.md#input).
    public var holds: Bool
    /// The chosen one of its kind (the animal and the level on S-03); assistive technology hears
    /// it as selected (docs/usability.md#the-accessible-tree).
    public var isSelected: Bool

    public init(
        id: A11yID, label: String, role: Role, audience: Audience = .child, hitRegion: Rect,
        isEnabled: Bool = true, adjustsWithArrows: Bool = false, holds: Bool = false, isSelected: Bool = false
    ) {
        self.id = id
        self.label = label
        self.role = role
        self.audience = audience
        self.hitRegion = hitRegion
        self.isEnabled = isEnabled
        self.adjustsWithArrows = adjustsWithArrows
        self.holds = holds
        self.isSelected = isSelected
    }
}

public struct Node: Hashable, Sendable {
    public var shape: Shape
    public var interaction: Interaction?

    public init(_ shape: Shape, interaction: Interaction? = nil) {
        self.shape = shape
        self.interaction = interaction
    }

    public static func group(
        _ children: [Node], offset: Point = .zero, scale: Double = 1, opacity: Double = 1, clip: Rect? = nil
    ) -> Node {
        Node(.group(Group(children, offset: offset, scale: scale, opacity: opacity, clip: clip)))
    }

    public static func rect(_ rect: Rect, cornerRadius: Double = 0, fill: Color?, stroke: Stroke? = nil) -> Node {
        Node(.rect(rect, cornerRadius: cornerRadius, fill: fill, stroke: stroke))
    }

    public static func circle(center: Point, radius: Double, fill: Color?, stroke: Stroke? = nil) -> Node {
        Node(.circle(center: center, radius: radius, fill: fill, stroke: stroke))
    }

    public static func ring(
        center: Point, outerRadius: Double, innerRadius: Double, color: Color, sweep: Double = 1
    ) -> Node {
        Node(.ring(center: center, outerRadius: outerRadius, innerRadius: innerRadius, color: color, sweep: sweep))
    }

    public static func line(from: Point, to: Point, stroke: Stroke) -> Node {
        Node(.line(from: from, to: to, stroke: stroke))
    }

    public static func path(_ elements: [PathElement], fill: Color?, stroke: Stroke? = nil) -> Node {
        Node(.path(elements, fill: fill, stroke: stroke))
    }

    public static func text(_ string: String, frame: Rect, style: TextStyle) -> Node {
        Node(.text(string, frame: frame, style: style))
    }

    public static func image(_ name: String, frame: Rect) -> Node {
        Node(.image(name: name, frame: frame))
    }

    /// Makes this node an element. The hit region is the drawing's bounds, grown to the audience's
    /// minimum (60 x 60 pt for children) around its centre unless `hitRegion` is given.
    public func interactive(
        _ id: A11yID, label: String, role: Role = .button, audience: Audience = .child, hitRegion: Rect? = nil,
        isEnabled: Bool = true, adjustsWithArrows: Bool = false, holds: Bool = false, isSelected: Bool = false
    ) -> Node {
        let base = hitRegion ?? bounds
        let region = role.isActionable ? base.expanded(toAtLeast: audience.minimumTarget) : base
        return Node(
            shape,
            interaction: Interaction(
                id: id, label: label, role: role, audience: audience, hitRegion: region, isEnabled: isEnabled,
                adjustsWithArrows: adjustsWithArrows, holds: holds, isSelected: isSelected))
    }

    /// The drawing's bounding box in the parent's coordinates.
    public var bounds: Rect {
        switch shape {
        case .rect(let rect, _, _, let stroke):
            return rect.insetBy(dx: -(stroke?.width ?? 0) / 2, dy: -(stroke?.width ?? 0) / 2)
        case .circle(let center, let radius, _, let stroke):
            let r = radius + (stroke?.width ?? 0) / 2
            return Rect(center: center, size: Size(width: 2 * r, height: 2 * r))
        case .ring(let center, let outer, _, _, _):
            return Rect(center: center, size: Size(width: 2 * outer, height: 2 * outer))
        case .line(let from, let to, let stroke):
            let half = stroke.width / 2
            return Rect(
                x: min(from.x, to.x) - half, y: min(from.y, to.y) - half, width: abs(from.x - to.x) + stroke.width,
                height: abs(from.y - to.y) + stroke.width)
        case .path(let elements, _, let stroke):
            let points = PathGeometry.controlPoints(elements)
            guard let first = points.first else { return .zero }
            var box = Rect(origin: first, size: .zero)
            var index = 1
            while index < points.count {
                box = box.union(Rect(origin: points[index], size: .zero))
                index += 1
            }
            let half = (stroke?.width ?? 0) / 2
            return box.insetBy(dx: -half, dy: -half)
        case .text(_, let frame, _):
            return frame
        case .image(_, let frame):
            return frame
        case .group(let group):
            guard let first = group.children.first?.bounds else { return .zero }
            var box = group.children.dropFirst().reduce(first) { $0.union($1.bounds) }
            if let clip = group.clip { box = box.intersection(clip) }
            return group.transform.apply(box)
        }
    }
}
