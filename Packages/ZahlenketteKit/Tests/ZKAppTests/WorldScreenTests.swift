import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence
import ZKScene

/// The child's world screens (S-05, S-11 to S-14, S-27) pass the layout audit at the five standard
/// sizes in every state a child can bring them into, and match their SVG goldens (a lived-in
/// world: `PreviewWorld`).
@MainActor @Suite struct WorldScreenTests {
    private func audit(_ app: AppHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let findings = LayoutAudit().auditAtStandardSizes { size in app.scene(at: size) }
        #expect(findings.isEmpty, "\(label): \(findings)", sourceLocation: sourceLocation)
        for size in LayoutAudit.standardSizes {
            #expect(
                app.scene(at: size).element(.root(app.screen)) != nil, "\(label) has its root",
                sourceLocation: sourceLocation)
        }
        app.size = Size(width: 1024, height: 768)
    }

    /// The first child of a lived-in world, at home.
    func livedIn() throws -> AppHarness {
        let app = try AppHarness()
        app.createFirstProfile()
        PreviewWorld.furnish(app.model.environment)
        app.tap(.home(.garden))
        app.tap(AppHarness.gardenHome)
        return app
    }

    /// The scene at both golden sizes.
    private func golden(_ app: AppHarness, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.check(
            app.scene(at: Size(width: 1024, height: 768)), named: "\(name)-1024x768", sourceLocation: sourceLocation)
        Golden.check(
            app.scene(at: Size(width: 375, height: 667)), named: "\(name)-375x667", sourceLocation: sourceLocation)
        app.size = Size(width: 1024, height: 768)
    }

    @Test func homeGardenAndShopFitEveryWindowInEveryState() throws {
        let app = try livedIn()
        audit(app, "S05")
        golden(app, "S05-home")
        app.tap(.home(.garden))
        audit(app, "S11 full garden")
        golden(app, "S11-garden")
        app.tap(AppHarness.bed(4, 1))
        audit(app, "S11 holding the rainbow")
        golden(app, "S11-garden-holding")
        app.tap(AppHarness.bed(4, 1))
        app.tap(AppHarness.gardenShop)
        audit(app, "S12")
        golden(app, "S12-shop")
        app.tap(AppHarness.shopItem("deco.rose"))
        audit(app, "S12 with the check mark")
        golden(app, "S12-shop-chosen")
        app.tap(AppHarness.shopClose)
        for _ in 0..<3 where app.scene.element(AppHarness.shopItem("deco.schloss")) == nil {
            app.tap(AppHarness.shopNext)
        }
        app.tap(AppHarness.shopItem("deco.schloss"))
        audit(app, "S12 with missing stars")
        app.tap(AppHarness.shopClose)
        app.tap(AppHarness.shopItem("deco.haus"))
        audit(app, "S12 with every copy owned")
    }

    @Test func anEmptyGardenWithAFullShedFits() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        let child = try app.profile().id
        try app.store.unitOfWork { () throws(PersistenceError) in
            for index in 0..<200 {
                _ = try app.store.rewards.recordTaskCompleted(
                    profileID: child, taskAttemptID: StableID.make(child, "fit", String(index)))
            }
            for (index, item) in [
                "deco.tulpe", "deco.rose", "deco.pilz", "deco.baum", "deco.zug", "deco.ente", "deco.igel",
            ]
            .enumerated() {
                _ = try app.store.rewards.purchase(
                    profileID: child, purchaseID: StableID.make(child, "fit-buy", String(index)), itemID: item,
                    size: app.model.environment.catalog.decoration(id: item)?.size ?? .small)
            }
        }
        app.tap(.home(.garden))
        app.tap(AppHarness.shedItem(0))
        audit(app, "S11 empty, the shed full")
    }

    @Test func friendsAlbumAndCelebrationFitEveryWindow() throws {
        let app = try livedIn()
        app.tap(.home(.friends))
        audit(app, "S13")
        golden(app, "S13-friends")
        app.tap(.friend(7))
        #expect(app.audio.last == .prompt(try #require(AudioID(rawValue: "friend.7.hello"))))
        app.tap(.friend(12))
        #expect(app.audio.last == .effect(.effect("soft")))
        app.tap(A11yID(.friendsGallery, "home"))
        app.tap(.home(.album))
        audit(app, "S14")
        golden(app, "S14-album")
        app.tap(A11yID(.stickerAlbum, "next"))
        app.tap(A11yID(.stickerAlbum, "next"))
        audit(app, "S14 page 3")
        app.tap(A11yID(.stickerAlbum, "home"))
        PreviewWorld.befriendNext(app.model.environment)
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.playRound(endingOn: .befriending)
        app.wait(1)
        audit(app, "S27")
        golden(app, "S27-befriending")
    }

    @Test func theAlbumTurnsBySwipeArrowsAndTaps() throws {
        let app = try livedIn()
        app.tap(.home(.album))
        let page = A11yID(.stickerAlbum, "page")
        #expect(app.label(page) == "Seite 1 von 8")
        app.tap(A11yID(.stickerAlbum, "next"))
        #expect(app.label(page) == "Seite 2 von 8")
        app.wait(0.5)
        // A swipe turns one page, however long it goes on.
        for _ in 0..<6 { app.send(.input(.scroll(page, delta: 40))) }
        #expect(app.label(page) == "Seite 3 von 8")
        app.wait(0.5)
        // The arrow keys scroll the focused page by 80 points: one page each.
        app.send(.input(.scroll(page, delta: -80)))
        #expect(app.label(page) == "Seite 2 von 8")
        app.tap(A11yID(.stickerAlbum, "previous"))
        #expect(app.label(page) == "Seite 1 von 8")
        #expect(app.scene.element(A11yID(.stickerAlbum, "previous"))?.isEnabled == false)
        // Earned stickers show; the others are soft outlines.
        #expect(app.label(A11yID(.stickerAlbum, "sticker", "sticker.friend.07")) == "Zahlenfreund Sieben")
        #expect(app.label(A11yID(.stickerAlbum, "sticker", "sticker.friend.08")) == "Noch frei")
    }
}
