import Foundation
import ZKCore

/// Everything S-24 shows, without drawing it (docs/store.md#s-24, docs/store.md#offline-and-a-moved-clock): in the desktop edition one
/// sentence; with premium the subscription's status; otherwise the paywall with equal-size plans
/// (yearly preselected and badged), the terms with the trial end, and the buttons.
public struct PaywallModel: Equatable, Sendable {
    /// One plan tile. Tiles are equal in size: nothing here makes one larger.
    public struct Plan: Equatable, Sendable {
        public let plan: SubscriptionPlan
        /// "Jährlich 29,99 € (2,50 € pro Monat)", "Monatlich 3,99 €"
        public let title: StoreText
        /// "37 % günstiger" on the yearly plan.
        public let badge: StoreText?
        public let isSelected: Bool
        public let id: A11yID
    }

    public struct Button: Equatable, Sendable {
        public let title: StoreText
        public let isEnabled: Bool
        public let id: A11yID
    }

    /// The sandbox label, on every store screen.
    public let banner: StoreText?
    /// "Alle 12 Spiele freischalten" over the premium games' tiles; nil unless the offer shows.
    public let title: StoreText?
    public let games: [GameID]
    public let plans: [Plan]
    public let terms: StoreText?
    /// "7 Tage gratis testen" or "Abonnieren".
    public let buy: Button?
    public let restore: Button?
    public let manage: Button?
    /// Nutzungsbedingungen, Datenschutz.
    public let links: [Button]
    /// Status lines, most important first.
    public let messages: [StoreText]

    /// Builds the screen. `now` is the purchase date the terms count the trial from; `premiumGames`
    /// the eight premium games in the order of the picker.
    public static func make(
        session: StoreSession, verdict: EntitlementVerdict, premiumGames: [GameID],
        selected: SubscriptionPlan = .yearly, now: Date, format: StoreFormat
    ) -> PaywallModel {
        let banner = session.edition.bannerKey.map { StoreText($0) }
        if verdict == .desktopEdition {
            return PaywallModel(
                banner: nil, title: nil, games: [], plans: [], terms: nil, buy: nil, restore: nil, manage: nil,
                links: [], messages: [StoreText("store.desktop_edition")])
        }
        let state = session.verified?.state ?? session.cached?.state ?? .free
        let restore = Button(
            title: StoreText("paywall.button.restore"), isEnabled: true, id: A11yID(.subscription, "restore"))
        let manage =
            state.showsManageSubscription
            ? Button(title: StoreText("paywall.button.manage"), isEnabled: true, id: A11yID(.subscription, "manage"))
            : nil
        let links = [
            Button(title: StoreText("paywall.link.terms"), isEnabled: true, id: A11yID(.subscription, "terms")),
            Button(title: StoreText("paywall.link.privacy"), isEnabled: true, id: A11yID(.subscription, "privacy")),
        ]
        var messages = outcomeMessages(session)
        if verdict.isPremium {
            if let line = activeMessage(verdict: verdict, session: session, format: format) {
                messages.insert(line, at: 0)
            }
            return PaywallModel(
                banner: banner, title: nil, games: [], plans: [], terms: nil, buy: nil, restore: restore,
                manage: manage, links: links, messages: messages)
        }
        let offer = PaywallOffer(session: session, selected: selected, now: now, format: format)
        if case .failed = session.products { messages.insert(StoreText("paywall.status.prices_failed"), at: 0) }
        if session.isPending { messages.insert(StoreText("paywall.status.pending"), at: 0) }
        switch verdict {
        case .lapsed(let endedAt?):
            messages.insert(StoreText("paywall.status.lapsed", .text(format.date(endedAt))), at: 0)
        case .lockedUntilVerified:
            messages.insert(StoreText("paywall.status.unverified"), at: 0)
        default:
            break
        }
        let buy = Button(
            title: StoreText(offer.withTrial ? "paywall.button.trial" : "paywall.button.subscribe"),
            isEnabled: offer.selectedProduct != nil && !session.isPending, id: A11yID(.subscription, "buy"))
        return PaywallModel(
            banner: banner, title: StoreText("paywall.title"), games: premiumGames, plans: offer.plans,
            terms: offer.terms, buy: buy, restore: restore, manage: manage, links: links, messages: messages)
    }

    /// The results of the last purchase and restore.
    private static func outcomeMessages(_ session: StoreSession) -> [StoreText] {
        var messages: [StoreText] = []
        switch session.lastRestore {
        case .restored: messages.append(StoreText("paywall.status.restored"))
        case .nothingFound: messages.append(StoreText("paywall.status.nothing_to_restore"))
        case .failed(let error): messages.append(StoreText(error.parentMessageKey))
        case nil: break
        }
        switch session.lastPurchase {
        case .declined: messages.append(StoreText("paywall.status.declined"))
        case .failed(let error): messages.append(StoreText(error.parentMessageKey))
        case .completed, .pending, .cancelled, nil: break
        }
        return messages
    }

    /// The status line while premium applies.
    private static func activeMessage(
        verdict: EntitlementVerdict, session: StoreSession, format: StoreFormat
    )
        -> StoreText?
    {
        let cached = session.cached
        switch verdict {
        case .extended(let until):
            return StoreText("subscription.status.unverified", .text(format.date(until)))
        case .premium(let until):
            switch cached?.state {
            case .trial: return StoreText("subscription.status.trial", .text(format.date(until)))
            case .billingGrace: return StoreText("subscription.status.billing_grace", .text(format.date(until)))
            case .familyShared: return StoreText("subscription.status.family_shared")
            default:
                let key = cached?.willAutoRenew == true ? "subscription.status.renews" : "subscription.status.ends"
                return StoreText(key, .text(format.date(until)))
            }
        case .desktopEdition, .free, .lapsed, .lockedUntilVerified:
            return nil
        }
    }
}
