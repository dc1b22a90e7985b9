/// Writes a Scene as a standalone SVG 1.1 document
/// (docs/design-system.md#scene-essentials-for-screen-authors): readable goldens for tests and
/// docs. Images are embedded by reference (`<asset>.png`). Output is deterministic.
public struct SVGWriter: Sendable {
    public var fontFamily: String

    public init(fontFamily: String = "Comfortaa, Quicksand, 'DejaVu Sans', sans-serif") {
        self.fontFamily = fontFamily
    }

    public func svg(_ scene: Scene) -> String {
        var out: [String] = []
        let w = SVGWriter.number(scene.size.width)
        let h = SVGWriter.number(scene.size.height)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        out.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
                + "version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">")
        out.append(
            "<rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\"\(paint(fill: scene.background, stroke: nil))/>")
        var clipCounter = 0
        for node in scene.nodes { write(node, indent: 1, into: &out, clipCounter: &clipCounter) }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private func write(_ node: Node, indent: Int, into out: inout [String], clipCounter: inout Int) {
        let pad = String(repeating: "  ", count: indent)
        let meta =
            node.interaction.map {
                " id=\"\(SVGWriter.escape($0.id.rawValue))\" role=\"\($0.role.rawValue)\" aria-label=\"\(SVGWriter.escape($0.label))\""
            } ?? ""
        switch node.shape {
        case .rect(let r, let radius, let fill, let stroke):
            let corner = radius > 0 ? " rx=\"\(SVGWriter.number(radius))\"" : ""
            out.append(
                pad + "<rect\(meta) x=\"\(SVGWriter.number(r.minX))\" y=\"\(SVGWriter.number(r.minY))\" "
                    + "width=\"\(SVGWriter.number(r.width))\" height=\"\(SVGWriter.number(r.height))\"\(corner)"
                    + "\(paint(fill: fill, stroke: stroke))/>")
        case .circle(let c, let radius, let fill, let stroke):
            out.append(
                pad + "<circle\(meta) cx=\"\(SVGWriter.number(c.x))\" cy=\"\(SVGWriter.number(c.y))\" "
                    + "r=\"\(SVGWriter.number(radius))\"\(paint(fill: fill, stroke: stroke))/>")
        case .ring(let c, let outer, let inner, let color, let sweep):
            out.append(
                pad + "<path\(meta) d=\"\(SVGWriter.ringPath(c, outer, inner, sweep))\" fill-rule=\"evenodd\""
                    + "\(paint(fill: color, stroke: nil))/>")
        case .line(let from, let to, let stroke):
            out.append(
                pad + "<line\(meta) x1=\"\(SVGWriter.number(from.x))\" y1=\"\(SVGWriter.number(from.y))\" "
                    + "x2=\"\(SVGWriter.number(to.x))\" y2=\"\(SVGWriter.number(to.y))\"\(paint(fill: nil, stroke: stroke))"
                    + " stroke-linecap=\"round\"/>")
        case .path(let elements, let fill, let stroke):
            out.append(
                pad + "<path\(meta) d=\"\(SVGWriter.pathData(elements))\"\(paint(fill: fill, stroke: stroke))"
                    + " stroke-linejoin=\"round\" stroke-linecap=\"round\"/>")
        case .text(let string, let frame, let style):
            let anchor: String
            let x: Double
            switch style.alignment {
            case .leading:
                anchor = "start"
                x = frame.minX
            case .center:
                anchor = "middle"
                x = frame.center.x
            case .trailing:
                anchor = "end"
                x = frame.maxX
            }
            let weight = style.weight == .bold ? " font-weight=\"bold\"" : ""
            out.append(
                pad + "<text\(meta) x=\"\(SVGWriter.number(x))\" y=\"\(SVGWriter.number(frame.center.y))\" "
                    + "font-family=\"\(fontFamily)\" font-size=\"\(SVGWriter.number(style.size))\"\(weight) "
                    + "text-anchor=\"\(anchor)\" dominant-baseline=\"central\"\(paint(fill: style.color, stroke: nil))>"
                    + "\(SVGWriter.escape(string))</text>")
        case .image(let name, let frame):
            out.append(
                pad + "<image\(meta) x=\"\(SVGWriter.number(frame.minX))\" y=\"\(SVGWriter.number(frame.minY))\" "
                    + "width=\"\(SVGWriter.number(frame.width))\" height=\"\(SVGWriter.number(frame.height))\" "
                    + "preserveAspectRatio=\"xMidYMid meet\" xlink:href=\"\(SVGWriter.escape(name)).png\"/>")
        case .group(let group):
            var attributes = meta
            let t = group.transform
            if t != .identity {
                attributes +=
                    " transform=\"translate(\(SVGWriter.number(t.offset.x)) \(SVGWriter.number(t.offset.y)))"
                    + (t.scale != 1 ? " scale(\(SVGWriter.number(t.scale)))" : "") + "\""
            }
            if group.opacity < 1 { attributes += " opacity=\"\(SVGWriter.number(group.opacity))\"" }
            var clipOpen = ""
            if let clip = group.clip {
                clipCounter += 1
                let id = "clip\(clipCounter)"
                out.append(
                    pad
                        + "<clipPath id=\"\(id)\"><rect x=\"\(SVGWriter.number(clip.minX))\" y=\"\(SVGWriter.number(clip.minY))\" "
                        + "width=\"\(SVGWriter.number(clip.width))\" height=\"\(SVGWriter.number(clip.height))\"/></clipPath>"
                )
                clipOpen = " clip-path=\"url(#\(id))\""
            }
            out.append(pad + "<g\(attributes)>")
            if clipOpen.isEmpty {
                for child in group.children { write(child, indent: indent + 1, into: &out, clipCounter: &clipCounter) }
            } else {
                // The clip is in the group's own coordinates, so it wraps the children inside the transform.
                out.append(pad + "  <g\(clipOpen)>")
                for child in group.children { write(child, indent: indent + 2, into: &out, clipCounter: &clipCounter) }
                out.append(pad + "  </g>")
            }
            out.append(pad + "</g>")
        }
    }

    private func paint(fill: Color?, stroke: Stroke?) -> String {
        var s = ""
        if let fill {
            s += " fill=\"\(fill.hexString)\""
            if fill.alpha < 255 { s += " fill-opacity=\"\(SVGWriter.number(Double(fill.alpha) / 255))\"" }
        } else {
            s += " fill=\"none\""
        }
        if let stroke {
            s += " stroke=\"\(stroke.color.hexString)\" stroke-width=\"\(SVGWriter.number(stroke.width))\""
            if stroke.color.alpha < 255 {
                s += " stroke-opacity=\"\(SVGWriter.number(Double(stroke.color.alpha) / 255))\""
            }
        }
        return s
    }

    static func pathData(_ elements: [PathElement]) -> String {
        elements.map { element in
            switch element {
            case .move(let p): "M\(number(p.x)) \(number(p.y))"
            case .line(let p): "L\(number(p.x)) \(number(p.y))"
            case .quad(let c, let p): "Q\(number(c.x)) \(number(c.y)) \(number(p.x)) \(number(p.y))"
            case .cubic(let c1, let c2, let p):
                "C\(number(c1.x)) \(number(c1.y)) \(number(c2.x)) \(number(c2.y)) \(number(p.x)) \(number(p.y))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    static func ringPath(_ c: Point, _ outer: Double, _ inner: Double, _ sweep: Double) -> String {
        let points = RingGeometry.outline(center: c, outerRadius: outer, innerRadius: inner, sweep: sweep, segments: 48)
        if sweep >= 1 {
            let o = points.outer.map { "\(number($0.x)) \(number($0.y))" }.joined(separator: " L")
            let i = points.inner.map { "\(number($0.x)) \(number($0.y))" }.joined(separator: " L")
            return "M" + o + " Z M" + i + " Z"
        }
        let all = points.outer + points.inner.reversed()
        return "M" + all.map { "\(number($0.x)) \(number($0.y))" }.joined(separator: " L") + " Z"
    }

    /// Up to two decimals, no trailing zeros, no "-0": stable text for goldens.
    public static func number(_ value: Double) -> String {
        let scaled = (value * 100).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = Int(abs(scaled))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var text = String(whole)
        if fraction != 0 {
            let digits = fraction < 10 ? "0\(fraction)" : String(fraction)
            text += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
        }
        return negative ? "-" + text : text
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// The outline points of a ring or ring arc: shared by the SVG writer and the renderers.
public enum RingGeometry {
    /// Points along the outer and inner edges, clockwise from 12 o'clock over `sweep` (0...1).
    public static func outline(
        center: Point, outerRadius: Double, innerRadius: Double, sweep: Double, segments: Int
    )
        -> (outer: [Point], inner: [Point])
    {
        let fraction = min(1, max(0, sweep))
        let steps = max(3, Int((Double(segments) * fraction).rounded(.up)))
        let count = fraction >= 1 ? steps : steps + 1
        var outer: [Point] = []
        var inner: [Point] = []
        for step in 0..<count {
            let angle = -Double.pi / 2 + 2 * Double.pi * fraction * Double(step) / Double(steps)
            let (s, c) = (sine(angle), cosine(angle))
            outer.append(Point(x: center.x + outerRadius * c, y: center.y + outerRadius * s))
            inner.append(Point(x: center.x + innerRadius * c, y: center.y + innerRadius * s))
        }
        return (outer, inner)
    }
}
