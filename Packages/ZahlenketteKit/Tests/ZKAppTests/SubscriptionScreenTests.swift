import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKScene
import ZKStore

/// S-24 in each state the store can be in (docs/store.md#s-24, 17.7), its layout at the five sizes and
/// its goldens; the desktop edition's one sentence.
@MainActor @Suite struct SubscriptionScreenTests {
    /// A sandbox app with one child, the account put into a state by the panel, then S-24 from the
    /// picker's grown-ups button.
    private func subscription(after controls: [SandboxControl]) throws -> AppHarness {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        for control in controls { app.panel(control) }
        app.tap(.home(.switchProfile))
        app.openSubscriptionFromThePicker()
        return app
    }

    private func audit(_ app: AppHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let findings = LayoutAudit().auditAtStandardSizes { size in app.scene(at: size) }
        #expect(findings.isEmpty, "\(label): \(findings)", sourceLocation: sourceLocation)
        app.size = Size(width: 1024, height: 768)
    }

    @Test func theOfferHasEqualPlansTheYearlyPreselectedAndFitsEveryWindow() throws {
        let app = try subscription(after: [])
        let yearly = try #require(app.scene.element(A11yID(.subscription, "plan", "yearly")))
        let monthly = try #require(app.scene.element(A11yID(.subscription, "plan", "monthly")))
        #expect(yearly.hitRegion.size == monthly.hitRegion.size)
        #expect(yearly.frame.minX < monthly.frame.minX, "yearly comes first")
        #expect(app.scene.element(A11yID(.subscription, "buy"))?.isEnabled == true)
        for id in ["restore", "manage", "terms", "privacy"] {
            #expect(A11yID.element(.subscription, id).flatMap { app.scene.element($0) } != nil, "\(id)")
        }
        audit(app, "S24 offer")
        Golden.check(app.scene, named: "S24-offer-1024x768")
        app.size = Size(width: 375, height: 667)
        Golden.check(app.scene, named: "S24-offer-375x667")
    }

    @Test func onASmallWindowThePageScrollsToTheBuyButton() throws {
        let app = try subscription(after: [])
        app.size = Size(width: 375, height: 375)
        #expect(app.scene.element(A11yID(.subscription, "buy")) == nil, "below the fold it takes no taps")
        let page = try #require(app.scene.element(A11yID(.subscription, "page")))
        #expect(page.role == .scrollable)
        app.tapScrolled(A11yID(.subscription, "buy"))
        #expect(app.subscriptionMessages == ["Testphase bis 8. Okt. 2026"])
        audit(app, "S24 status after scrolling")
    }

    @Test func aWaitingRequestDisablesBuyingUntilTheOrganiserAnswers() throws {
        let app = try subscription(after: [.setAskToBuy(true)])
        app.tapScrolled(A11yID(.subscription, "buy"))
        #expect(app.subscriptionMessages == ["Kauf wartet auf Bestätigung"])
        #expect(app.scene.element(A11yID(.subscription, "buy"))?.isEnabled == false)
        audit(app, "S24 pending")
        Golden.check(app.scene, named: "S24-pending-1024x768")
        app.panel(.declineAskToBuy)
        #expect(app.subscriptionMessages == ["Die Kaufanfrage wurde abgelehnt."])
        #expect(app.scene.element(A11yID(.subscription, "buy"))?.isEnabled == true)
        app.tapScrolled(A11yID(.subscription, "buy"))
        app.panel(.approveAskToBuy)
        #expect(app.subscriptionMessages == ["Testphase bis 8. Okt. 2026"])
        #expect(app.entitlementChanges == [true])
    }

    @Test func afterALapseTheScreenSaysWhenItEndedAndOffersNoSecondTrial() throws {
        let app = try subscription(after: [.purchase(.yearly, withTrial: true), .cancel, .skipToPeriodEnd])
        #expect(app.subscriptionMessages == ["Abo beendet am 8. Okt. 2026"])
        #expect(app.label(A11yID(.subscription, "buy")) == "Abonnieren")
        #expect(app.words.contains("29,99 € pro Jahr, verlängert sich automatisch."))
        audit(app, "S24 lapsed")
        Golden.check(app.scene, named: "S24-lapsed-1024x768")
    }

    @Test func pricesThatDoNotLoadShowNoPlansAndDisableBuying() throws {
        let app = try subscription(after: [.setPricesFail(true)])
        #expect(app.subscriptionMessages == ["Preise konnten nicht geladen werden."])
        #expect(app.scene.element(A11yID(.subscription, "plan", "yearly")) == nil)
        #expect(app.scene.element(A11yID(.subscription, "buy"))?.isEnabled == false)
        #expect(!app.words.contains("€"))
        #expect(app.model.parentNotices.contains("paywall.status.prices_failed"))
        audit(app, "S24 prices failed")
    }

    @Test func restoreSaysWhetherItFoundASubscription() throws {
        let app = try subscription(after: [])
        app.tapScrolled(A11yID(.subscription, "restore"))
        #expect(app.subscriptionMessages.first == "Kein aktives Abo gefunden")
        app.panel(.purchase(.monthly, withTrial: false))
        app.tapScrolled(A11yID(.subscription, "restore"))
        #expect(
            app.subscriptionMessages == ["Abo aktiv, nächste Verlängerung am 1. Nov. 2026", "Abo wiederhergestellt"])
    }

    @Test func familySharingHidesManageAndTheSandboxManageOpensThePanel() throws {
        let app = try subscription(after: [])
        app.tapScrolled(A11yID(.subscription, "manage"))
        #expect(app.scene.element(A11yID(.subscription, "sandbox", "close")) != nil, "the panel covers S-24")
        audit(app, "the developer panel")
        app.tapScrolled(A11yID(.subscription, "sandbox", "familyOn"))
        app.tap(A11yID(.subscription, "sandbox", "close"))
        #expect(app.subscriptionMessages == ["Über die Familienfreigabe freigeschaltet"])
        #expect(app.scene.element(A11yID(.subscription, "manage")) == nil)
        #expect(app.scene.element(A11yID(.subscription, "restore")) != nil)
    }

    @Test func theLinksOpenTheirNotesInTheApp() throws {
        let app = try subscription(after: [])
        app.tapScrolled(A11yID(.subscription, "privacy"))
        #expect(app.words.contains("Zahlenkette sammelt keine Daten"))
        app.tapScrolled(A11yID(.subscription, "terms"))
        #expect(app.words.contains("Nutzungsbedingungen von Apple für lizenzierte Apps"))
        #expect(!app.words.contains("Zahlenkette sammelt keine Daten"))
        audit(app, "S24 with a note")
    }

    @Test func theDesktopEditionSaysItIncludesEveryGameAndSellsNothing() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.switchProfile))
        app.openSubscriptionFromThePicker()
        #expect(app.subscriptionMessages == ["Diese Ausgabe enthält alle Spiele."])
        #expect(!app.words.contains("€") && app.scene.element(A11yID(.subscription, "buy")) == nil)
        #expect(app.scene.element(A11yID(.subscription, "sandboxBanner")) == nil)
        audit(app, "S24 desktop edition")
        app.tap(A11yID(.subscription, "back"))
        #expect(app.screen == .parentDashboard, "S-24 returns to the dashboard it was opened from")
        app.tap(A11yID(.parentDashboard, "close"))
        #expect(app.screen == .profilePicker)
        // The pass ended with the parent area: the next visit asks again.
        app.tap(A11yID(.profilePicker, "parent"))
        #expect(app.screen == .parentalGate)
    }
}
