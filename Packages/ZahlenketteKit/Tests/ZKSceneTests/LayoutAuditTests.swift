import Testing
import ZKCore

@testable import ZKScene

struct LayoutAuditTests {
    let audit = LayoutAudit()
    let size = Size(width: 375, height: 667)

    func scene(_ nodes: [Node]) -> Scene {
        Scene(size: size, background: Color(hex: 0xFFFFFF), nodes: nodes)
    }

    func target(_ id: A11yID, _ frame: Rect) -> Node {
        Node.rect(frame, fill: nil).interactive(id, label: "x", hitRegion: frame)
    }

    @Test func aCleanSceneHasNoFindings() {
        let nodes = [
            target(.answer(1), Rect(x: 10, y: 10, width: 88, height: 88)),
            target(.answer(2), Rect(x: 110, y: 10, width: 88, height: 88)),
            Node.text(
                "12", frame: Rect(x: 10, y: 200, width: 100, height: 60),
                style: TextStyle(size: 44, color: Color(hex: 0))),
        ]
        #expect(audit.audit(scene(nodes)).isEmpty)
    }

    @Test func findsSmallOverlappingAndOutsideTargets() {
        var small = Node.rect(Rect(x: 0, y: 300, width: 20, height: 20), fill: nil)
        small.interaction = Interaction(
            id: .answer(3), label: "x", role: .button, hitRegion: Rect(x: 100, y: 300, width: 20, height: 20))
        let issues = audit.audit(
            scene([
                target(.answer(1), Rect(x: 10, y: 10, width: 88, height: 88)),
                target(.answer(2), Rect(x: 50, y: 50, width: 88, height: 88)),
                target(.speaker, Rect(x: 330, y: 10, width: 88, height: 88)),
                small,
            ]))
        #expect(issues.contains(.overlappingTargets(.answer(1), .answer(2))))
        #expect(issues.contains { if case .outsideViewport(.speaker, _) = $0 { true } else { false } })
        #expect(issues.contains(.targetTooSmall(.answer(3), Size(width: 20, height: 20))))
    }

    @Test func findsTextWiderThanItsBoxAndRepeatedIdentifiers() {
        let issues = audit.audit(
            scene([
                Node.text(
                    "20", frame: Rect(x: 0, y: 0, width: 40, height: 50),
                    style: TextStyle(size: 44, color: Color(hex: 0))),
                target(.answer(1), Rect(x: 10, y: 100, width: 88, height: 88)),
                target(.answer(1), Rect(x: 200, y: 100, width: 88, height: 88)),
            ]))
        #expect(issues.contains(.textTooWide("20", needed: 52.8, available: 40)))
        #expect(issues.contains(.duplicateID(.answer(1))))
    }

    @Test func auditsEveryStandardSize() {
        #expect(LayoutAudit.standardSizes.count == 5)
        let findings = audit.auditAtStandardSizes { size in
            Scene(
                size: size, background: Color(hex: 0),
                nodes: [target(.answer(1), Rect(x: size.width - 70, y: 10, width: 88, height: 60))])
        }
        #expect(findings.count == 5)
    }

    @Test func theFixedMetricIsDeterministic() {
        let measurer = FixedTextMeasurer()
        #expect(measurer.width(of: "12", size: 10, weight: .regular) == 12)
        #expect(measurer.width(of: "a b", size: 10, weight: .regular) == 15.4)
    }
}
