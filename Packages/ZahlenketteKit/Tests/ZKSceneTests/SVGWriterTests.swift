import Testing
import ZKCore

@testable import ZKScene

struct SVGWriterTests {
    static func sample() -> Scene {
        Scene(
            size: Size(width: 200, height: 100), background: Color(hex: 0xFBF5E6),
            nodes: [
                Node.rect(
                    Rect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 20, fill: Color(hex: 0xFFFFFF),
                    stroke: Stroke(color: Color(hex: 0), width: 2)
                )
                .interactive(.answer(7), label: "sieben & \"acht\""),
                .ring(center: Point(x: 150, y: 50), outerRadius: 20, innerRadius: 8, color: Color(hex: 0x2F5FD0)),
                .ring(
                    center: Point(x: 150, y: 50), outerRadius: 30, innerRadius: 26, color: Color(hex: 0x2F5FD0),
                    sweep: 0.25),
                .group(
                    [
                        .text(
                            "7 < 8", frame: Rect(x: 0, y: 0, width: 50, height: 20),
                            style: TextStyle(size: 12, color: Color(hex: 0)))
                    ],
                    offset: Point(x: 10, y: 10), scale: 0.5, opacity: 0.5, clip: Rect(x: 0, y: 0, width: 40, height: 20)
                ),
                .path(
                    [.move(Point(x: 0, y: 0)), .quad(control: Point(x: 5, y: 5), to: Point(x: 10, y: 0)), .close],
                    fill: Color(hex: 0xD1342F, alpha: 128)),
                .image("object.apple", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                .line(
                    from: Point(x: 0, y: 99), to: Point(x: 200, y: 99), stroke: Stroke(color: Color(hex: 0), width: 1)),
            ])
    }

    @Test func writesAWellFormedStandaloneDocument() {
        let svg = SVGWriter().svg(SVGWriterTests.sample())
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("viewBox=\"0 0 200 100\""))
        #expect(svg.contains("aria-label=\"sieben &amp; &quot;acht&quot;\""))
        #expect(svg.contains(">7 &lt; 8</text>"))
        #expect(svg.contains("xlink:href=\"object.apple.png\""))
        #expect(svg.contains("fill-opacity=\"0.5\""))
        #expect(XMLCheck.isWellFormed(svg))
    }

    @Test func writingIsDeterministic() {
        #expect(SVGWriter().svg(SVGWriterTests.sample()) == SVGWriter().svg(SVGWriterTests.sample()))
    }

    @Test func numbersAreShortAndStable() {
        #expect(SVGWriter.number(1.0) == "1")
        #expect(SVGWriter.number(-0.001) == "0")
        #expect(SVGWriter.number(2.505) == "2.51" || SVGWriter.number(2.505) == "2.5")
        #expect(SVGWriter.number(-3.1) == "-3.1")
        #expect(SVGWriter.number(0.05) == "0.05")
    }
}

/// A small well-formedness check: balanced tags, quoted attributes, escaped text.
enum XMLCheck {
    static func isWellFormed(_ text: String) -> Bool {
        var stack: [String] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            guard let close = text[open...].firstIndex(of: ">") else { return false }
            let tag = text[text.index(after: open)..<close]
            index = text.index(after: close)
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                guard stack.popLast() == String(tag.dropFirst()) else { return false }
                continue
            }
            if tag.filter({ $0 == "\"" }).count % 2 != 0 { return false }
            let name = String(tag.prefix { $0 != " " && $0 != "/" })
            if !tag.hasSuffix("/") { stack.append(name) }
        }
        return stack.isEmpty
    }
}
