import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKScene

/// Every parent page passes the layout audit at the five standard sizes (44 pt targets inside the
/// window, never overlapping, no text wider than its box), with the longest allowed nickname, and
/// keeps a golden picture; its surface is white and its text ink far above 4.5:1.
@MainActor @Suite struct ParentAreaLayoutTests {
    /// 20 characters, the most a nickname may have.
    static let longestNickname = "Maximilian-Friedrich"

    private func audit(_ app: AppHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let findings = LayoutAudit().auditAtStandardSizes { size in app.scene(at: size) }
        #expect(findings.isEmpty, "\(label): \(findings)", sourceLocation: sourceLocation)
        app.size = Size(width: 1024, height: 768)
    }

    private func golden(_ app: AppHarness, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        app.size = Size(width: 1024, height: 768)
        Golden.check(app.scene, named: name, sourceLocation: sourceLocation)
        app.size = Size(width: 375, height: 667)
        Golden.check(app.scene, named: name + "-375x667", sourceLocation: sourceLocation)
        app.size = Size(width: 1024, height: 768)
    }

    private func family() throws -> AppHarness {
        let app = try AppHarness()
        app.createFirstProfile(level: .littleOnes, nickname: ParentAreaLayoutTests.longestNickname)
        app.tap(.home(.switchProfile))
        app.tap(.addProfile)
        app.passGate()
        app.tap(.createProfileAvatar(1))
        app.tap(.createProfileLevel(.vorschule))
        app.tap(.createProfileNickname)
        app.send(.text("Jonas"))
        app.tap(.createProfileConfirm)
        PreviewWeek.play(in: app.model.environment)
        app.tap(.home(.switchProfile))
        app.openParentArea()
        return app
    }

    private func open(_ app: AppHarness, row: String) throws {
        app.size = Size(width: 1024, height: 768)
        if app.screen != .parentDashboard { app.scrollAndTap(A11yID(app.screen, "back")) }
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", row)))
    }

    @Test func everyParentPageFitsEveryWindow() throws {
        let app = try family()
        audit(app, "S18")
        golden(app, "S18")
        try open(app, row: "progress")
        audit(app, "S19")
        app.scrollAndTap(.progressCell(.count, 3))
        audit(app, "S19 with a cell open")
        golden(app, "S19-cell")
        app.size = Size(width: 375, height: 667)
        app.scrollAndTap(A11yID(.progressGrid, "number", "4"))
        audit(app, "S19 narrow with a number open")
        try open(app, row: "range")
        audit(app, "S20")
        golden(app, "S20")
        try open(app, row: "profiles")
        audit(app, "S21")
        app.tap(A11yID(.profiles, "remove", "0"))
        audit(app, "S21 inventory")
        app.scrollAndTap(A11yID(.profiles, "delete"))
        audit(app, "S21 confirmation")
        golden(app, "S21-confirm")
        try open(app, row: "time")
        audit(app, "S22")
        golden(app, "S22")
        try open(app, row: "data")
        audit(app, "S23")
        golden(app, "S23")
        app.scrollAndTap(A11yID(.data, "reset"))
        audit(app, "S23 reset confirmation")
        try open(app, row: "help")
        audit(app, "S25")
        golden(app, "S25")
    }

    @Test func parentSurfacesAreWhiteWithInkText() throws {
        let app = try family()
        let scene = app.scene
        #expect(scene.background == Color(hex: 0xFFFFFF))
        #expect(Color(hex: 0x2E2A26).contrast(with: Color(hex: 0xFFFFFF)) >= 4.5)
        // Every parent target is at least 44 pt (audience parent), the list included.
        #expect(scene.elements.filter { $0.role.isActionable }.allSatisfy { $0.audience == .parent })
        #expect(scene.element(A11yID(.parentDashboard, "content"))?.role == .list)
    }

    @Test func theFocusOrderFollowsThePageFromTheTop() throws {
        let app = try family()
        let targets = app.scene.elements.filter { $0.role.isActionable && $0.isEnabled }
        // Reading order: the header's button first, the list's bar at the right, the cards between.
        #expect(targets.first?.id == A11yID(.parentDashboard, "close"))
        let ys = targets.filter { $0.id != A11yID(.parentDashboard, "content") }.map(\.hitRegion.minY)
        #expect(ys == ys.sorted(), "targets are laid out top to bottom")
    }
}
