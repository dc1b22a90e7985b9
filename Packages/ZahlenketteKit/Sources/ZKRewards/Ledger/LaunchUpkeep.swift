import Foundation
import ZKCore
import ZKPersistence

/// What the store needs at every launch (docs/rewards.md#stars-ledger, spec 7.1 rule 5): the reward
/// caches are recomputed from the ledger, which wins any conflict, and the 90-day retention pass
/// runs at most once per local day. Neither touches the ledger, awards, purchases or the garden:
/// nothing a child earned ever expires.
public enum LaunchUpkeep {
    /// What one launch's upkeep did.
    public struct Report: Sendable, Equatable {
        /// Profiles whose cached balance or counters disagreed with the ledger and were repaired.
        public let repairedProfiles: [UUID]
        /// The retention pass of today, or nil when it had already run today.
        public let pruned: MaintenanceService.PruneResult?
    }

    public static func run(_ store: PersistenceStore) throws(PersistenceError) -> Report {
        let repaired = try store.maintenance.rebuildRewardCaches()
        let pruned = try store.maintenance.pruneIfDue()
        return Report(repairedProfiles: repaired, pruned: pruned)
    }
}
