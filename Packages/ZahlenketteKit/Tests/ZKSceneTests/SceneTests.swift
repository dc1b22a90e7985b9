import Testing
import ZKCore

@testable import ZKScene

struct SceneTests {
    let a = A11yID.answer(1)
    let b = A11yID.answer(2)

    func tile(_ id: A11yID, _ frame: Rect, role: Role = .button, enabled: Bool = true) -> Node {
        Node.rect(frame, cornerRadius: 20, fill: Color(hex: 0xFFFFFF))
            .interactive(id, label: "label \(id)", role: role, isEnabled: enabled)
    }

    @Test func hitTestReturnsTheTopmostActionableElement() {
        let scene = Scene(
            size: Size(width: 400, height: 400), background: Color(hex: 0),
            nodes: [
                tile(a, Rect(x: 0, y: 0, width: 100, height: 100)),
                tile(b, Rect(x: 50, y: 50, width: 100, height: 100)),
            ])
        #expect(scene.hitTest(Point(x: 75, y: 75))?.id == b)
        #expect(scene.hitTest(Point(x: 10, y: 10))?.id == a)
        #expect(scene.hitTest(Point(x: 300, y: 300)) == nil)
    }

    @Test func smallChildDrawingsGetSixtyPointHitRegions() {
        let node = Node.circle(center: Point(x: 100, y: 100), radius: 10, fill: nil).interactive(a, label: "x")
        let scene = Scene(size: Size(width: 400, height: 400), background: Color(hex: 0), nodes: [node])
        let element = scene.element(a)
        #expect(element?.hitRegion == Rect(x: 70, y: 70, width: 60, height: 60))
        #expect(scene.hitTest(Point(x: 72, y: 128))?.id == a)
    }

    @Test func parentTargetsAreAtLeastFortyFourPoints() {
        let node = Node.rect(Rect(x: 0, y: 0, width: 20, height: 20), fill: nil)
            .interactive(a, label: "x", audience: .parent)
        #expect(node.interaction?.hitRegion.size == Size(width: 44, height: 44))
    }

    @Test func imagesAndDisabledElementsAreNeverHit() {
        let scene = Scene(
            size: Size(width: 400, height: 400), background: Color(hex: 0),
            nodes: [
                tile(a, Rect(x: 0, y: 0, width: 100, height: 100)),
                tile(b, Rect(x: 0, y: 0, width: 100, height: 100), role: .image),
                tile(.speaker, Rect(x: 0, y: 0, width: 100, height: 100), enabled: false),
            ])
        #expect(scene.hitTest(Point(x: 50, y: 50))?.id == a)
    }

    @Test func aDrawingSurfaceIsHitAndGrownToAChildTargetLikeAButton() {
        let pad = Node.rect(Rect(x: 100, y: 100, width: 200, height: 30), fill: nil)
            .interactive(a, label: "x", role: .drawable)
        let scene = Scene(size: Size(width: 400, height: 400), background: Color(hex: 0), nodes: [pad])
        #expect(Role.drawable.isActionable)
        #expect(scene.element(a)?.hitRegion.height == 60)
        #expect(scene.hitTest(Point(x: 150, y: 90))?.id == a)
    }

    @Test func groupsOffsetScaleAndClipTheirElements() {
        let inner = tile(a, Rect(x: 0, y: 0, width: 100, height: 100))
        let scene = Scene(
            size: Size(width: 800, height: 800), background: Color(hex: 0),
            nodes: [
                .group([inner], offset: Point(x: 200, y: 100), scale: 2, clip: Rect(x: 0, y: 0, width: 50, height: 100))
            ])
        let element = scene.element(a)
        #expect(element?.frame == Rect(x: 200, y: 100, width: 200, height: 200))
        #expect(element?.hitRegion == Rect(x: 200, y: 100, width: 100, height: 200))
        #expect(scene.hitTest(Point(x: 250, y: 150))?.id == a)
        #expect(scene.hitTest(Point(x: 350, y: 150)) == nil)
    }

    @Test func accessibilityQueriesFindByIdLabelAndRole() {
        let scene = Scene(
            size: Size(width: 400, height: 400), background: Color(hex: 0),
            nodes: [
                tile(a, Rect(x: 0, y: 0, width: 100, height: 100)),
                tile(b, Rect(x: 200, y: 0, width: 100, height: 100), role: .header),
            ])
        #expect(scene.element(b)?.role == .header)
        #expect(scene.elements(label: "label \(a)").map(\.id) == [a])
        #expect(scene.elements(role: .header).map(\.id) == [b])
        #expect(scene.isOnScreen(a))
        #expect(!scene.isOnScreen(.speaker))
    }

    @Test func textsReportTheirFramesInSceneCoordinates() {
        let text = Node.text(
            "7", frame: Rect(x: 0, y: 0, width: 50, height: 50), style: TextStyle(size: 40, color: Color(hex: 0)))
        let scene = Scene(
            size: Size(width: 400, height: 400), background: Color(hex: 0),
            nodes: [.group([text], offset: Point(x: 10, y: 10), scale: 0.5)])
        #expect(scene.texts.first?.frame == Rect(x: 10, y: 10, width: 25, height: 25))
        #expect(scene.texts.first?.size == 20)
    }
}
