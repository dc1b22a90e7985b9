import Testing
import ZKCore
import ZKScene

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
