import Foundation
import Testing
import ZKCore
import ZKScene

/// SVG goldens in Fixtures/ (readable scene snapshots, style.md). Set ZK_UPDATE_GOLDENS=1 to
/// rewrite them (docs/design-system.md).
enum Golden {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func check(_ scene: Scene, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let svg = SVGWriter().svg(scene)
        let url = fixtures.appendingPathComponent("\(name).svg")
        if ProcessInfo.processInfo.environment["ZK_UPDATE_GOLDENS"] == "1" {
            do {
                try svg.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not write \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("golden \(name).svg is missing; run with ZK_UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        #expect(svg == expected, "\(name).svg differs from the golden", sourceLocation: sourceLocation)
    }
}

/// Puts a component on a cream stage of `size` for goldens and audits.
enum Stage {
    static func scene(_ size: Size, _ nodes: [Node]) -> Scene {
        Scene(size: size, background: Color(hex: 0xFBF5E6), nodes: nodes)
    }

    /// The content rectangle inside the standard margin.
    static func content(_ size: Size) -> Rect {
        Rect(x: 16, y: 16, width: size.width - 32, height: size.height - 32)
    }

    static func audit(_ build: (Size) -> Scene, sourceLocation: SourceLocation = #_sourceLocation) {
        let findings = LayoutAudit().auditAtStandardSizes(build)
        #expect(findings.isEmpty, "\(findings)", sourceLocation: sourceLocation)
    }
}
