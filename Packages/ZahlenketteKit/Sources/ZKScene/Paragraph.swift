/// Text wrapped into lines that fit a width, for the parent-facing sentences of the child screens
/// (text nodes are single lines). Wraps at spaces with the conservative test metric, so a line
/// that fits here fits in the host's rounded font.
public struct Paragraph: Sendable {
    public let lines: [String]
    public let style: TextStyle
    public let lineHeight: Double

    public init(_ text: String, width: Double, style: TextStyle, measurer: any TextMeasurer = FixedTextMeasurer()) {
        self.style = style
        self.lineHeight = (style.size * 1.3).rounded()
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || measurer.width(of: candidate, size: style.size, weight: style.weight) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        self.lines = lines
    }

    /// The height the lines need.
    public var height: Double { Double(lines.count) * lineHeight }

    /// One text node per line, from the top of `frame`.
    public func nodes(in frame: Rect) -> [Node] {
        lines.enumerated().map { index, line in
            .text(
                line,
                frame: Rect(
                    x: frame.minX, y: frame.minY + Double(index) * lineHeight, width: frame.width, height: lineHeight),
                style: style)
        }
    }
}
