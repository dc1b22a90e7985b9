import Foundation
import ZKCore

/// `--store sandbox`: a simulated App Store on the desktop. The account persists through
/// `storage`; the developer panel drives it with `perform(_:)`; the app talks to it as to any
/// `StoreClient`. Every answer waits in the queue until the app polls, as StoreKit's would.
@MainActor
public final class SandboxStoreClient: StoreClient {
    public let edition = StoreEdition.sandbox
    public internal(set) var account: SandboxAccount
    /// The store's clock: the device clock plus the panel's time travel. Sandbox dates (purchase,
    /// renewal, trial end) are on this clock; in sandbox mode the app evaluates the cached
    /// entitlement on it too.
    public var storeClock: any AppClock { travelledClock }
    let travelledClock: AdjustableClock
    let storage: any SandboxStorage
    let machine: EntitlementMachine
    let format: StoreFormat
    var outbox: [StoreUpdate] = []

    public init(storage: any SandboxStorage, clock: any AppClock) {
        self.storage = storage
        self.travelledClock = AdjustableClock(base: clock)
        self.machine = EntitlementMachine(calendar: clock.calendar)
        self.format = StoreFormat(calendar: clock.calendar)
        self.account = SandboxAccount()
        load()
    }

    public var storeNow: Date { storeClock.now }

    // MARK: StoreClient

    public func requestProducts() {
        if account.offline {
            outbox.append(.products(.failure(.offline)))
        } else if account.pricesFail {
            outbox.append(.products(.failure(.pricesUnavailable)))
        } else {
            outbox.append(.products(.success(SandboxAccount.products(format: format))))
        }
    }

    public func requestEntitlement() {
        settle()
        if account.offline {
            outbox.append(.entitlementUnavailable(.offline))
        } else {
            outbox.append(.entitlement(.subscription(account.status), verifiedAt: storeNow))
        }
    }

    public func purchase(_ plan: SubscriptionPlan) {
        settle()
        if account.offline { return outbox.append(.purchase(.failed(.offline))) }
        if account.pricesFail { return outbox.append(.purchase(.failed(.pricesUnavailable))) }
        let withTrial = account.status.isEligibleForTrial
        let event: StoreEvent =
            account.askToBuy
            ? .askToBuyRequested(plan, withTrial: withTrial) : .purchased(plan, withTrial: withTrial)
        switch change(event) {
        case .success:
            outbox.append(.purchase(account.askToBuy ? .pending : .completed))
            publish()
        case .failure(let refusal):
            outbox.append(.purchase(.failed(.notAllowed(refusal.reason))))
        }
    }

    public func sync() {
        settle()
        if account.offline { return outbox.append(.restore(.failed(.offline))) }
        outbox.append(.restore(account.status.isPremium ? .restored : .nothingFound))
        publish()
    }

    public func manageSubscriptions() {
        outbox.append(.manage(.developerPanel))
    }

    public func poll() -> [StoreUpdate] {
        settle()
        defer { outbox.removeAll() }
        return outbox
    }

    // MARK: Internals shared with the developer panel

    /// Applies `event` at the store's time and saves; the status is unchanged when refused.
    @discardableResult
    func change(_ event: StoreEvent) -> Result<SubscriptionStatus, TransitionRefusal> {
        let result = machine.apply(event, to: account.status, at: storeNow)
        if case .success(let next) = result {
            account.status = next
            save()
        }
        return result
    }

    /// Lets what is due by the store's clock happen: renewals and expiries at the period end,
    /// the expiry at the grace end. Saves and publishes when anything changed.
    func settle() {
        let before = account.status
        // A period is at least a month, so a few hundred steps cover decades of time travel.
        for _ in 0..<1000 {
            guard let event = dueEvent(),
                case .success(let next) = machine.apply(event.0, to: account.status, at: event.1)
            else { break }
            account.status = next
        }
        guard account.status != before else { return }
        save()
        publish()
    }

    private func dueEvent() -> (StoreEvent, Date)? {
        let status = account.status
        let now = storeNow
        switch status.state {
        case .trial, .subscribed, .familyShared:
            guard let end = status.expirationDate, end <= now else { return nil }
            return (status.willAutoRenew ? .renewed : .periodEnded, end)
        case .billingGrace:
            guard let end = status.graceEnd, end <= now else { return nil }
            return (.graceEnded, end)
        case .free, .expired, .revoked:
            return nil
        }
    }

    /// Reports the account as `Transaction.updates` would; withheld while offline.
    func publish() {
        guard !account.offline else { return }
        outbox.append(.entitlement(.subscription(account.status), verifiedAt: storeNow))
    }

    func save() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try storage.save(try encoder.encode(account))
        } catch {
            outbox.append(.failure(.sandboxWriteFailed))
        }
    }

    private func load() {
        let data: Data?
        do {
            data = try storage.load()
        } catch {
            outbox.append(.failure(error))
            return
        }
        guard let data else { return }
        do {
            account = try JSONDecoder().decode(SandboxAccount.self, from: data)
            travelledClock.setOffset(account.timeOffset)
        } catch {
            storage.setAside(stamp: String(Int(storeClock.now.timeIntervalSince1970)))
            outbox.append(.failure(.sandboxUnreadable))
        }
    }
}
