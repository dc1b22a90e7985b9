import Foundation
import TestSupport
import Testing
import ZKCore
import ZKStore

/// S-24's data (docs/store.md#s-24, docs/store.md#offline-and-a-moved-clock), read through the
/// shipped German catalog.
@MainActor @Suite struct PaywallModelTests {
    private let format = StoreFormat(calendar: Berlin.calendar)
    private let premiumGames: [GameID] = [
        .blitzblick, .mehrWeniger, .nachspuren, .schuettelbox, .froschsprung, .zahlenmonster, .memory, .punktZuPunkt,
    ]

    /// A session that loaded the sandbox products and verified `status`.
    private func session(_ status: SubscriptionStatus, edition: StoreEdition = .sandbox) -> StoreSession {
        var session = StoreSession(edition: edition, cached: nil)
        _ = session.apply(.products(.success(SandboxAccount.products(format: format))))
        _ = session.apply(.entitlement(.subscription(status), verifiedAt: StoreTestKit.start))
        return session
    }

    private func model(_ session: StoreSession, selected: SubscriptionPlan = .yearly) -> PaywallModel {
        PaywallModel.make(
            session: session, verdict: session.verdict(at: StoreTestKit.start, calendar: Berlin.calendar),
            premiumGames: premiumGames, selected: selected, now: StoreTestKit.start, format: format)
    }

    private func german(_ text: StoreText?) -> String? {
        text.flatMap(StoreTestKit.german)?.replacingOccurrences(of: StoreTestKit.nbsp, with: " ")
    }

    @Test func aFreeAccountSeesTheTrialOfferWithTheYearPreselected() {
        let paywall = model(session(.free))
        #expect(german(paywall.title) == "Alle 12 Spiele freischalten")
        #expect(paywall.games == premiumGames)
        #expect(paywall.plans.map(\.plan) == [.yearly, .monthly])
        #expect(paywall.plans.map(\.isSelected) == [true, false])
        #expect(paywall.plans.map { german($0.title) } == ["Jährlich 29,99 € (2,50 € pro Monat)", "Monatlich 3,99 €"])
        #expect(paywall.plans.map { german($0.badge) } == ["37 % günstiger", nil])
        #expect(
            german(paywall.terms)
                == "7 Tage kostenlos, danach 29,99 € pro Jahr. Testphase endet am 8. Okt. 2026. Jederzeit kündbar; "
                + "bis 24 Stunden vor Ende der Testphase kündigen, dann wird nichts berechnet.")
        #expect(german(paywall.buy?.title) == "7 Tage gratis testen")
        #expect(paywall.buy?.isEnabled == true)
        #expect(paywall.buy?.id.rawValue == "S24.buy")
        #expect(paywall.manage != nil && paywall.restore != nil)
        #expect(paywall.links.map { german($0.title) } == ["Nutzungsbedingungen", "Datenschutz"])
        #expect(german(paywall.banner) == "Testumgebung: keine echten Käufe")
        #expect(paywall.messages.isEmpty)
    }

    @Test func theMonthlyTermsCountTheTrialFromThePurchaseDate() {
        let paywall = PaywallModel.make(
            session: session(.free), verdict: .free, premiumGames: premiumGames, selected: .monthly,
            now: Berlin.clock("2026-12-28", hour: 20).now, format: format)
        #expect(
            german(paywall.terms)?.hasPrefix(
                "7 Tage kostenlos, danach 3,99 € pro Monat. Testphase endet am 4. Jan. 2027.") == true)
    }

    @Test func failedPricesDisableBuying() {
        var failed = StoreSession(edition: .appStore, cached: nil)
        _ = failed.apply(.products(.failure(.pricesUnavailable)))
        let paywall = model(failed)
        #expect(paywall.messages.map { german($0) } == ["Preise konnten nicht geladen werden."])
        #expect(paywall.buy?.isEnabled == false)
        #expect(paywall.plans.isEmpty && paywall.terms == nil && paywall.banner == nil)
    }

    @Test func aWaitingRequestDisablesBuyingAndSaysSo() throws {
        let waiting = try #require(StoreTestKit.status(after: [.askToBuyRequested(.yearly, withTrial: true)]))
        let paywall = model(session(waiting))
        #expect(paywall.messages.map { german($0) } == ["Kauf wartet auf Bestätigung"])
        #expect(paywall.buy?.isEnabled == false)
    }

    @Test func afterALapseTheParentSeesTheEndDateAndMaySubscribeWithoutATrial() {
        let paywall = model(session(StoreTestKit.reach(.expired)))
        #expect(paywall.messages.map { german($0) } == ["Abo beendet am 8. Okt. 2026"])
        #expect(german(paywall.buy?.title) == "Abonnieren")
        #expect(german(paywall.terms)?.hasPrefix("29,99 € pro Jahr, verlängert sich automatisch.") == true)
    }

    @Test func restoreResultsAreShown() {
        var found = session(StoreTestKit.reach(.subscribed))
        _ = found.apply(.restore(.restored))
        #expect(model(found).messages.map { german($0) }.contains("Abo wiederhergestellt"))
        var nothing = session(.free)
        _ = nothing.apply(.restore(.nothingFound))
        #expect(model(nothing).messages.map { german($0) } == ["Kein aktives Abo gefunden"])
    }

    @Test func anActiveSubscriptionShowsItsStatusInsteadOfTheOffer() {
        let trial = model(session(StoreTestKit.reach(.trial)))
        #expect(trial.plans.isEmpty && trial.buy == nil && trial.title == nil)
        #expect(trial.messages.map { german($0) } == ["Testphase bis 8. Okt. 2026"])
        let shared = model(session(StoreTestKit.reach(.familyShared)))
        #expect(shared.manage == nil)
        #expect(shared.messages.map { german($0) } == ["Über die Familienfreigabe freigeschaltet"])
    }

    @Test func theDesktopEditionSaysItIncludesAllGames() {
        let session = StoreSession(edition: .desktopEdition, cached: nil)
        let paywall = model(session)
        #expect(paywall.messages.map { german($0) } == ["Diese Ausgabe enthält alle Spiele."])
        #expect(paywall.buy == nil && paywall.plans.isEmpty && paywall.restore == nil && paywall.manage == nil)
    }

    @Test func everyKeyTheStoreUsesExistsInTheCatalog() {
        var keys = SandboxControl.panel(for: SandboxAccount()).map(\.label.key)
        keys += SandboxControl.panel(for: SandboxAccount(askToBuy: true, pricesFail: true, offline: true)).map(
            \.label.key)
        keys += [StoreError.offline, .pricesUnavailable, .purchaseFailed, .notAllowed(.trialAlreadyUsed), .notOffered]
            .map(\.parentMessageKey)
        keys += [StoreError.sandboxUnreadable, .sandboxWriteFailed].map(\.parentMessageKey)
        keys += ["subscription.status.renews", "subscription.status.ends", "subscription.status.billing_grace"]
        keys += ["subscription.status.unverified", "paywall.status.unverified", "paywall.status.declined"]
        keys += ["paywall.terms.plain.monthly", "paywall.terms.trial.monthly", "paywall.button.subscribe"]
        let missing = keys.filter { !ShippedContent.catalog.strings.contains($0) }
        #expect(missing.isEmpty)
        #expect(StoreTestKit.german(SandboxControl.advance(days: 1).label) == "1 Tag vorspulen")
        #expect(StoreTestKit.german(SandboxControl.advance(days: 7).label) == "7 Tage vorspulen")
    }
}
