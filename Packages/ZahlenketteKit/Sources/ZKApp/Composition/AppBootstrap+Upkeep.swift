import ZKCore
import ZKPersistence
import ZKRewards

extension AppBootstrap {
    /// The store's launch upkeep (docs/rewards.md#stickers-and-milestones-stickers-s-14, spec 7.1 rule 5): reward caches recomputed from the
    /// ledger, which wins, and the 90-day retention pass once per day. A failure leaves the store
    /// as it was and tells the parent; the child starts as usual.
    static func upkeep(_ environment: AppEnvironment) {
        let report = environment.guarded(.launch) { () throws(PersistenceError) -> LaunchUpkeep.Report in
            try LaunchUpkeep.run(environment.store)
        }
        if let report, !report.repairedProfiles.isEmpty {
            environment.log.write(
                "reward caches recomputed from the ledger for \(report.repairedProfiles.count) profile(s)")
        }
    }
}
