import Foundation
import ZKCore

/// The plans and the terms of the paywall, from the products' display prices (docs/store.md#s-24).
struct PaywallOffer {
    let plans: [PaywallModel.Plan]
    let terms: StoreText?
    let selectedProduct: StoreProduct?
    let withTrial: Bool

    init(session: StoreSession, selected: SubscriptionPlan, now: Date, format: StoreFormat) {
        guard case .loaded(let products) = session.products else {
            plans = []
            terms = nil
            selectedProduct = nil
            withTrial = session.isEligibleForTrial
            return
        }
        let yearly = products.first { $0.plan == .yearly }
        let monthly = products.first { $0.plan == .monthly }
        var plans: [PaywallModel.Plan] = []
        // Yearly first and preselected (17.6).
        if let yearly {
            let perMonth = format.price(StoreFormat.monthlyEquivalent(of: yearly), currencyCode: yearly.currencyCode)
            let savings = monthly.flatMap { StoreFormat.savingsPercent(yearly: yearly, monthly: $0) }
            plans.append(
                PaywallModel.Plan(
                    plan: .yearly, title: StoreText("paywall.plan.yearly", .text(yearly.displayPrice), .text(perMonth)),
                    badge: savings.map { StoreText("paywall.plan.badge", .integer($0)) },
                    isSelected: selected == .yearly,
                    id: A11yID(.subscription, "plan", "yearly")))
        }
        if let monthly {
            plans.append(
                PaywallModel.Plan(
                    plan: .monthly, title: StoreText("paywall.plan.monthly", .text(monthly.displayPrice)), badge: nil,
                    isSelected: selected == .monthly, id: A11yID(.subscription, "plan", "monthly")))
        }
        self.plans = plans
        let product = products.first { $0.plan == selected }
        selectedProduct = product
        let trialDays = product?.trialDays
        withTrial = session.isEligibleForTrial && trialDays != nil
        guard let product else {
            terms = nil
            return
        }
        let period = product.plan == .yearly ? "yearly" : "monthly"
        if withTrial, let trialDays {
            // The trial ends 7 calendar days after the purchase (17.6).
            let end = StoreTerms.adding(days: trialDays, to: now, calendar: format.calendar)
            terms = StoreText("paywall.terms.trial.\(period)", .text(product.displayPrice), .text(format.date(end)))
        } else {
            terms = StoreText("paywall.terms.plain.\(period)", .text(product.displayPrice))
        }
    }
}
