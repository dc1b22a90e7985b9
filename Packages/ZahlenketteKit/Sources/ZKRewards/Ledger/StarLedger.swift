import Foundation
import ZKCore
import ZKPersistence

/// The star rules (docs/rewards.md#stars-ledger): stars come only from completed tasks (+1), rounds
/// (+2) and Abenteuer (+5), each once per source, and leave only through the child's own purchases.
/// The ledger is the truth; the cached balance is its sum and never below 0.
public enum StarLedger {
    /// What an earning reason adds. Nothing is ever paid for time played, speed or perfection:
    /// there is no reason for it, and the amount depends on the reason alone.
    public static func earning(_ reason: StarReason) -> Int? {
        reason.fixedAmount
    }

    /// The balance the ledger holds: the sum of its entries, never below 0
    /// (docs/rewards.md#stars-ledger).
    public static func balance(of entries: [StarLedgerEntry]) -> Int {
        max(0, entries.reduce(0) { $0 + $1.amount })
    }

    /// Compares the cached figures of a profile with its ledger.
    public static func audit(_ store: PersistenceStore, profileID: UUID) throws(PersistenceError) -> LedgerAudit {
        let entries = try store.rewards.ledger(profileID: profileID)
        let counters = try store.rewards.counters(profileID: profileID)
        let truth = RewardCounters(
            balance: balance(of: entries), roundsCompleted: entries.filter { $0.reason == .roundCompleted }.count,
            abenteuerCompleted: entries.filter { $0.reason == .abenteuerCompleted }.count)
        return LedgerAudit(cached: counters, ledger: truth, entries: entries.count)
    }
}

/// The cached figures next to what the ledger says.
public struct LedgerAudit: Sendable, Equatable {
    public let cached: RewardCounters
    public let ledger: RewardCounters
    /// How many ledger lines the profile has.
    public let entries: Int

    /// True when the cache says what the ledger says.
    public var agrees: Bool { cached == ledger }
}
