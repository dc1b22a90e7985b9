import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKScene

/// S-05 with its Abenteuer button, S-09 and S-10 at the five standard sizes: child targets at
/// least 60 pt, inside the window, not overlapping; besides, no picture of the trail or the end
/// screen lies on another one. Goldens pin the pictures (SVG in Fixtures/).
@MainActor @Suite struct AbenteuerLayoutTests {
    private func audit(_ app: AppHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let findings = LayoutAudit().auditAtStandardSizes { size in app.scene(at: size) }
        #expect(findings.isEmpty, "\(label): \(findings)", sourceLocation: sourceLocation)
        for size in LayoutAudit.standardSizes {
            let scene = app.scene(at: size)
            #expect(scene.element(.root(app.screen)) != nil, "\(label) has its root", sourceLocation: sourceLocation)
            // Every element but the root, pictures included, stands apart and inside the window.
            let parts = scene.elements.filter { $0.id.element != "root" }
            for (index, part) in parts.enumerated() {
                #expect(
                    scene.viewport.contains(part.hitRegion), "\(label) \(size): \(part.id) outside",
                    sourceLocation: sourceLocation)
                for other in parts[(index + 1)...] where part.hitRegion.intersects(other.hitRegion) {
                    Issue.record("\(label) \(size): \(part.id) lies on \(other.id)", sourceLocation: sourceLocation)
                }
            }
        }
        app.size = Size(width: 1024, height: 768)
    }

    private func child(seed: UInt64 = 31) throws -> AppHarness {
        let app = try AppHarness(seed: seed)
        app.createFirstProfile(level: .vorschule)
        try app.setLimits(minutes: nil, breakEvery: nil)
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        return app
    }

    @Test func theAbenteuerScreensFitEveryWindowInEveryState() throws {
        let app = try child()
        audit(app, "S05 not started")
        app.tap(.home(.abenteuer))
        audit(app, "S09 not started")
        app.playAbenteuerStop(0, endingOn: .abenteuer)
        audit(app, "S09 after a stop")
        app.tap(AbenteuerScreenIDs.home)
        audit(app, "S05 in progress")
        app.tap(.home(.abenteuer))
        app.playAbenteuerStop(1, endingOn: .abenteuer)
        app.playAbenteuerStop(2, endingOn: .abenteuerComplete)
        audit(app, "S10 without a sticker")
        app.tap(A11yID(.abenteuerComplete, "home"))
        audit(app, "S05 done")
        app.tap(.home(.abenteuer))
        audit(app, "S09 done")
    }

    @Test func theEndScreenWithItsStickerFitsEveryWindow() throws {
        let app = try child()
        for _ in 0..<3 {
            app.playWholeAbenteuer()
            if app.events(named: "abenteuer-complete").last?.value("sticker") != "none" { break }
            app.tap(A11yID(.abenteuerComplete, "home"))
            app.sleep(24 * 3600)
            app.tap(.profileTile(0))
        }
        #expect(app.scene.element(A11yID(.abenteuerComplete, "sticker"))?.label == "Neuer Sticker: Regenbogen")
        audit(app, "S10 with a sticker")
        app.wait(3)
        Golden.check(app.scene(at: Size(width: 1024, height: 768)), named: "S10-sticker-1024x768")
        Golden.check(app.scene(at: Size(width: 375, height: 667)), named: "S10-sticker-375x667")
    }

    @Test func goldensOfTheTrailAndTheHomeButton() throws {
        let app = try child()
        app.wait(3)
        Golden.check(app.scene(at: Size(width: 1024, height: 768)), named: "S05-abenteuer-not-started-1024x768")
        app.tap(.home(.abenteuer))
        Golden.check(app.scene(at: Size(width: 1024, height: 768)), named: "S09-start-1024x768")
        app.playAbenteuerStop(0, endingOn: .abenteuer)
        app.wait(3)
        Golden.check(app.scene(at: Size(width: 1024, height: 768)), named: "S09-progress-1024x768")
        Golden.check(app.scene(at: Size(width: 375, height: 667)), named: "S09-progress-375x667")
        Golden.check(app.scene(at: Size(width: 667, height: 375)), named: "S09-progress-667x375")
        app.tap(AbenteuerScreenIDs.home)
        app.wait(3)
        Golden.check(app.scene(at: Size(width: 1024, height: 768)), named: "S05-abenteuer-in-progress-1024x768")
        app.tap(.home(.abenteuer))
        app.playAbenteuerStop(1, endingOn: .abenteuer)
        app.playAbenteuerStop(2, endingOn: .abenteuerComplete)
        app.wait(3)
        Golden.check(app.scene(at: Size(width: 1024, height: 768)), named: "S10-1024x768")
        Golden.check(app.scene(at: Size(width: 667, height: 375)), named: "S10-667x375")
    }
}
