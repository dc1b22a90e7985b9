import Foundation
import ZKCore
import ZKLearningEngine
import ZKPersistence

/// The stored rows the last learner snapshot was built from, kept between a child's tasks so the
/// next task does not read every cell of the child again (D-0056,
/// docs/persistence.md#unit-of-work).
///
/// The rows are used only while nothing was written through the store since they were read or
/// updated: the store's `changeCount` is the same, the store is the same object, and the child and
/// the open games are the same. Any other write — an import, a restore, a reset or a deleted
/// child, a parent's override, a round's end — changes the count and the next read goes to the
/// store. The app's own task commit is the one write the rows follow: `committed` applies what
/// that commit wrote, so the snapshot built from them equals a fresh read (EngineStoreRoundTripTests).
/// Rows read while a transaction is open are not kept: a rollback leaves the count as it was.
@MainActor
final class LearnerCache {
    /// What a learner snapshot is built from: the child's rows as the store returns them.
    struct Rows {
        var learning: LearningState
        /// The bookkeeping decoded from `learning.rangeStateJSON`; nil when there is none.
        var bookkeeping: EngineBookkeeping?
        var mastery: [CellKey: MasteryRecord]
        /// The progress of each open game.
        var games: [GameID: GameProgress]
        var friends: Set<Int>
    }

    private struct Entry {
        weak var store: PersistenceStore?
        let profileID: UUID
        let games: Set<GameID>
        var changeCount: Int64
        var rows: Rows
    }

    private var entry: Entry?

    /// The kept rows of `profileID` with `games` open, when nothing was written since.
    func rows(in store: PersistenceStore, profileID: UUID, games: Set<GameID>) -> Rows? {
        guard let entry, entry.store === store, entry.profileID == profileID, entry.games == games,
            entry.changeCount == store.changeCount
        else { return nil }
        return entry.rows
    }

    /// Keeps rows just read from `store`.
    func keep(_ rows: Rows, in store: PersistenceStore, profileID: UUID, games: Set<GameID>) {
        guard !store.isInTransaction else {
            entry = nil
            return
        }
        entry = Entry(store: store, profileID: profileID, games: games, changeCount: store.changeCount, rows: rows)
    }

    /// Follows a task's committed unit of work: `write` (when `receipt` says it was new) and the new
    /// friends. `before` is the store's count just before the commit: rows kept at another count
    /// did not describe the store the commit changed, and are dropped. `bookkeeping` is what
    /// `write`'s bookkeeping text encodes unless the text stayed as it was (D-0534).
    func committed(
        _ write: TaskResultWrite, receipt: TaskCompletionReceipt, bookkeeping: EngineBookkeeping,
        in store: PersistenceStore, before: Int64
    ) {
        guard var kept = entry, kept.store === store, kept.profileID == write.attempt.profileID,
            kept.changeCount == before, !store.isInTransaction
        else {
            entry = nil
            return
        }
        if receipt.isNew {
            for record in write.mastery {
                kept.rows.mastery[CellKey(skill: record.skill, number: record.number)] = record
            }
            if kept.games.contains(write.gameProgress.gameID) {
                kept.rows.games[write.gameProgress.gameID] = write.gameProgress
            }
            var learning = write.learningState
            // The store keeps a moment as seconds since 1970 and reads that back, which may differ
            // from the written moment in its last bit.
            learning.lastTaskAt = learning.lastTaskAt.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970) }
            if learning.rangeStateJSON != kept.rows.learning.rangeStateJSON { kept.rows.bookkeeping = bookkeeping }
            kept.rows.learning = learning
        }
        kept.rows.friends.formUnion(receipt.newFriends.map(\.number))
        kept.changeCount = store.changeCount
        entry = kept
    }
}
