/// The developer panel's operations, reachable only in sandbox mode (issue 17): time, every event
/// of docs/store.md#the-state-machine, and the failures a real store shows.
public enum SandboxControl: Equatable, Sendable {
    case advance(days: Int)
    /// Jumps the store's clock to the end of the period or the grace; what is due happens.
    case skipToPeriodEnd
    /// A purchase made elsewhere (another device), with or without the trial.
    case purchase(SubscriptionPlan, withTrial: Bool)
    /// Purchases from the paywall wait for approval.
    case setAskToBuy(Bool)
    case requestAskToBuy(SubscriptionPlan)
    case approveAskToBuy
    case declineAskToBuy
    case renew
    case failBilling
    case recoverBilling
    case endGrace
    case cancel
    case refund
    case setFamilySharing(Bool)
    case restore
    case setPricesFail(Bool)
    case setOffline(Bool)
    /// A fresh account at the device's time.
    case reset

    /// The controls the panel lists for `account`, switches showing the way they would flip.
    public static func panel(for account: SandboxAccount) -> [SandboxControl] {
        [
            .advance(days: 1), .advance(days: 7), .advance(days: 30), .skipToPeriodEnd,
            .purchase(.yearly, withTrial: true), .purchase(.monthly, withTrial: false),
            .setAskToBuy(!account.askToBuy), .requestAskToBuy(.yearly), .approveAskToBuy, .declineAskToBuy,
            .renew, .failBilling, .recoverBilling, .endGrace, .cancel, .refund,
            .setFamilySharing(account.status.state != .familyShared), .restore,
            .setPricesFail(!account.pricesFail), .setOffline(!account.offline), .reset,
        ]
    }

    /// The control's name in accessibility IDs and scripts (`S24.sandbox.periodEnd`): letters and
    /// digits only, unique among the panel's controls.
    public var identifier: String {
        switch self {
        case .advance(let days): "advance\(days)"
        case .skipToPeriodEnd: "periodEnd"
        case .purchase(let plan, let withTrial):
            (withTrial ? "purchaseTrial" : "purchase") + (plan == .yearly ? "Yearly" : "Monthly")
        case .setAskToBuy(let on): on ? "askToBuyOn" : "askToBuyOff"
        case .requestAskToBuy: "askToBuyRequest"
        case .approveAskToBuy: "askToBuyApprove"
        case .declineAskToBuy: "askToBuyDecline"
        case .renew: "renew"
        case .failBilling: "billingFail"
        case .recoverBilling: "billingRecover"
        case .endGrace: "graceEnd"
        case .cancel: "cancel"
        case .refund: "refund"
        case .setFamilySharing(let on): on ? "familyOn" : "familyOff"
        case .restore: "restore"
        case .setPricesFail(let on): on ? "pricesFailOn" : "pricesFailOff"
        case .setOffline(let on): on ? "offlineOn" : "offlineOff"
        case .reset: "reset"
        }
    }

    /// The button's caption in the string catalog.
    public var label: StoreText {
        switch self {
        case .advance(let days): StoreText("sandbox.control.advance", .integer(days))
        case .skipToPeriodEnd: StoreText("sandbox.control.period_end")
        case .purchase(let plan, let withTrial):
            StoreText(
                withTrial
                    ? "sandbox.control.purchase_trial.\(plan.rawValue)" : "sandbox.control.purchase.\(plan.rawValue)")
        case .setAskToBuy(let on): StoreText(on ? "sandbox.control.ask_to_buy.on" : "sandbox.control.ask_to_buy.off")
        case .requestAskToBuy: StoreText("sandbox.control.ask_to_buy.request")
        case .approveAskToBuy: StoreText("sandbox.control.ask_to_buy.approve")
        case .declineAskToBuy: StoreText("sandbox.control.ask_to_buy.decline")
        case .renew: StoreText("sandbox.control.renew")
        case .failBilling: StoreText("sandbox.control.billing_fail")
        case .recoverBilling: StoreText("sandbox.control.billing_recover")
        case .endGrace: StoreText("sandbox.control.grace_end")
        case .cancel: StoreText("sandbox.control.cancel")
        case .refund: StoreText("sandbox.control.refund")
        case .setFamilySharing(let on): StoreText(on ? "sandbox.control.family.on" : "sandbox.control.family.off")
        case .restore: StoreText("paywall.button.restore")
        case .setPricesFail(let on):
            StoreText(on ? "sandbox.control.prices_fail.on" : "sandbox.control.prices_fail.off")
        case .setOffline(let on): StoreText(on ? "sandbox.control.offline.on" : "sandbox.control.offline.off")
        case .reset: StoreText("sandbox.control.reset")
        }
    }
}
