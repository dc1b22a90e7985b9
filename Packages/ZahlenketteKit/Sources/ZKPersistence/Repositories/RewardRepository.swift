import Foundation
import ZKCore

/// Stars, decorations, garden, friends, stickers and the celebration queue
/// (docs/rewards.md#the-childs-world-zkrewards-and-its-screens, spec 7.10). Ledger entries, awards
/// and purchases are append-only and idempotent on (profile, reason or kind, source); the cached
/// balance moves with every ledger entry in the same transaction and never goes below 0.
public protocol RewardRepository: AnyObject {
    func balance(profileID: UUID) throws(PersistenceError) -> Int
    func counters(profileID: UUID) throws(PersistenceError) -> RewardCounters
    func ledger(profileID: UUID) throws(PersistenceError) -> [StarLedgerEntry]
    func appendLedgerEntry(
        profileID: UUID, reason: StarReason, sourceID: UUID, amount: Int
    ) throws(PersistenceError) -> LedgerAppend
    func recordTaskCompleted(profileID: UUID, taskAttemptID: UUID) throws(PersistenceError) -> LedgerAppend
    func recordRoundCompleted(profileID: UUID, roundID: UUID) throws(PersistenceError) -> LedgerAppend
    func recordAbenteuerCompleted(profileID: UUID, abenteuerID: UUID) throws(PersistenceError) -> LedgerAppend
    func purchase(
        profileID: UUID, purchaseID: UUID, itemID: String, size: DecorationSize
    ) throws(PersistenceError) -> OwnedDecoration
    func ownedDecorations(profileID: UUID) throws(PersistenceError) -> [OwnedDecoration]
    func place(profileID: UUID, ownedDecorationID: UUID, x: Int, y: Int) throws(PersistenceError)
    func returnToInventory(profileID: UUID, ownedDecorationID: UUID) throws(PersistenceError)
    func placements(profileID: UUID) throws(PersistenceError) -> [GardenPlacement]
    func befriend(profileID: UUID, numbers: [Int]) throws(PersistenceError) -> [FriendAward]
    func friends(profileID: UUID) throws(PersistenceError) -> [FriendAward]
    func awardSticker(profileID: UUID, stickerID: String, sourceID: UUID?) throws(PersistenceError) -> StickerAward?
    func stickers(profileID: UUID) throws(PersistenceError) -> [StickerAward]
    func enqueueCelebration(_ item: CelebrationItem) throws(PersistenceError)
    func celebrations(profileID: UUID) throws(PersistenceError) -> [CelebrationItem]
    func removeCelebration(id: UUID) throws(PersistenceError)
}

/// The SQLite implementation of `RewardRepository`.
public final class StoreRewardRepository: RewardRepository {
    let database: SQLiteDatabase
    let clock: any AppClock

    init(database: SQLiteDatabase, clock: any AppClock) {
        self.database = database
        self.clock = clock
    }

    static func ledgerID(_ profileID: UUID, _ reason: StarReason, _ sourceID: UUID) -> UUID {
        StableID.make(profileID, "ledger", reason.rawValue, sourceID.uuidString)
    }

    static func cacheID(_ profileID: UUID) -> UUID {
        StableID.make(profileID, "rewardCache")
    }

    static func friendID(_ profileID: UUID, _ number: Int) -> UUID {
        StableID.make(profileID, "friend", String(number))
    }

    static func stickerID(_ profileID: UUID, _ stickerID: String) -> UUID {
        StableID.make(profileID, "sticker", stickerID)
    }

    public func balance(profileID: UUID) throws(PersistenceError) -> Int {
        try counters(profileID: profileID).balance
    }

    public func counters(profileID: UUID) throws(PersistenceError) -> RewardCounters {
        guard
            let row = try database.first(
                "SELECT balance, rounds_completed, abenteuer_completed FROM reward_cache WHERE id = ?",
                Self.cacheID(profileID).sql)
        else { return RewardCounters() }
        return RewardCounters(
            balance: row.int(0) ?? 0, roundsCompleted: row.int(1) ?? 0, abenteuerCompleted: row.int(2) ?? 0)
    }

    public func ledger(profileID: UUID) throws(PersistenceError) -> [StarLedgerEntry] {
        try database.query(
            """
            SELECT id, reason, source_id, amount, created_at, local_date FROM star_ledger
            WHERE profile_id = ? ORDER BY created_at, id
            """, profileID.sql
        ).compactMap { row in
            var r = row.reader
            guard let id = r.uuid(), let reason = r.enumValue(StarReason.self), let source = r.uuid() else {
                return nil
            }
            return StarLedgerEntry(
                id: id, profileID: profileID, reason: reason, sourceID: source, amount: r.int() ?? 0,
                createdAt: r.date() ?? Date(timeIntervalSince1970: 0),
                localDate: r.localDate() ?? StoreProgressRepository.epochDay)
        }
    }

    public func appendLedgerEntry(
        profileID: UUID, reason: StarReason, sourceID: UUID, amount: Int
    ) throws(PersistenceError) -> LedgerAppend {
        try database.transaction { () throws(PersistenceError) -> LedgerAppend in
            try ledgerRows(profileID: profileID, reason: reason, sourceID: sourceID, amount: amount)
        }
    }

    /// `appendLedgerEntry`'s rows, inside the caller's transaction.
    func ledgerRows(
        profileID: UUID, reason: StarReason, sourceID: UUID, amount: Int
    ) throws(PersistenceError) -> LedgerAppend {
        let id = Self.ledgerID(profileID, reason, sourceID)
        let existing = try database.first(
            "SELECT amount, created_at, local_date FROM star_ledger WHERE id = ?", id.sql)
        if let existing {
            let entry = StarLedgerEntry(
                id: id, profileID: profileID, reason: reason, sourceID: sourceID, amount: existing.int(0) ?? 0,
                createdAt: existing.date(1) ?? clock.now, localDate: existing.localDate(2) ?? clock.today)
            return LedgerAppend(entry: entry, isNew: false, balance: try balance(profileID: profileID))
        }
        var counters = try counters(profileID: profileID)
        guard counters.balance + amount >= 0 else { throw PersistenceError.rejected(reason: "balance below 0") }
        let entry = StarLedgerEntry(
            id: id, profileID: profileID, reason: reason, sourceID: sourceID, amount: amount,
            createdAt: clock.now, localDate: clock.today)
        try database.run(
            """
            INSERT INTO star_ledger (id, profile_id, reason, source_id, amount, created_at, local_date)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, id.sql, profileID.sql, reason.sqlText, sourceID.sql, amount.sql, entry.createdAt.sql,
            entry.localDate.sql)
        counters.balance += amount
        if reason == .roundCompleted { counters.roundsCompleted += 1 }
        if reason == .abenteuerCompleted { counters.abenteuerCompleted += 1 }
        try writeCounters(profileID: profileID, counters)
        return LedgerAppend(entry: entry, isNew: true, balance: counters.balance)
    }

    func writeCounters(profileID: UUID, _ counters: RewardCounters) throws(PersistenceError) {
        let id = Self.cacheID(profileID)
        let updated = try database.run(
            "UPDATE reward_cache SET balance = ?, rounds_completed = ?, abenteuer_completed = ? WHERE id = ?",
            counters.balance.sql, counters.roundsCompleted.sql, counters.abenteuerCompleted.sql, id.sql)
        if updated == 0 {
            try database.run(
                """
                INSERT INTO reward_cache (id, profile_id, balance, rounds_completed, abenteuer_completed)
                VALUES (?, ?, ?, ?, ?)
                """, id.sql, profileID.sql, counters.balance.sql, counters.roundsCompleted.sql,
                counters.abenteuerCompleted.sql)
        }
    }

    public func recordTaskCompleted(profileID: UUID, taskAttemptID: UUID) throws(PersistenceError) -> LedgerAppend {
        try appendLedgerEntry(profileID: profileID, reason: .taskSolved, sourceID: taskAttemptID, amount: 1)
    }

    public func recordRoundCompleted(profileID: UUID, roundID: UUID) throws(PersistenceError) -> LedgerAppend {
        try appendLedgerEntry(profileID: profileID, reason: .roundCompleted, sourceID: roundID, amount: 2)
    }

    public func recordAbenteuerCompleted(profileID: UUID, abenteuerID: UUID) throws(PersistenceError) -> LedgerAppend {
        try appendLedgerEntry(profileID: profileID, reason: .abenteuerCompleted, sourceID: abenteuerID, amount: 5)
    }

    /// Buys one copy: the price leaves the ledger (idempotent on the purchase ID) and the item
    /// joins the inventory. Rejected beyond the size's copy limit or the balance.
    public func purchase(
        profileID: UUID, purchaseID: UUID, itemID: String, size: DecorationSize
    ) throws(PersistenceError) -> OwnedDecoration {
        try database.transaction { () throws(PersistenceError) -> OwnedDecoration in
            if let existing = try ownedDecorations(profileID: profileID).first(where: { $0.id == purchaseID }) {
                return existing
            }
            let copies = try database.integer(
                "SELECT COUNT(*) FROM owned_decoration WHERE profile_id = ? AND item_id = ?", profileID.sql,
                itemID.sql)
            guard copies < size.maxCopies else { throw PersistenceError.rejected(reason: "copy limit") }
            _ = try appendLedgerEntry(
                profileID: profileID, reason: .decorationPurchased, sourceID: purchaseID, amount: -size.price)
            let item = OwnedDecoration(
                id: purchaseID, profileID: profileID, itemID: itemID, size: size, price: size.price,
                purchasedAt: clock.now)
            try database.run(
                "INSERT INTO owned_decoration (id, profile_id, item_id, size, price, purchased_at) VALUES (?, ?, ?, ?, ?, ?)",
                item.id.sql, profileID.sql, itemID.sql, size.sqlText, item.price.sql, item.purchasedAt.sql)
            return item
        }
    }

    public func ownedDecorations(profileID: UUID) throws(PersistenceError) -> [OwnedDecoration] {
        try database.query(
            """
            SELECT id, item_id, size, price, purchased_at FROM owned_decoration WHERE profile_id = ?
            ORDER BY purchased_at, id
            """, profileID.sql
        ).compactMap { row in
            var r = row.reader
            guard let id = r.uuid() else { return nil }
            return OwnedDecoration(
                id: id, profileID: profileID, itemID: r.string() ?? "",
                size: r.enumValue(DecorationSize.self) ?? .small,
                price: r.int() ?? 0, purchasedAt: r.date() ?? Date(timeIntervalSince1970: 0))
        }
    }

    /// Places (or moves) an owned decoration; one placement per owned item.
    public func place(profileID: UUID, ownedDecorationID: UUID, x: Int, y: Int) throws(PersistenceError) {
        try database.transaction { () throws(PersistenceError) in
            guard
                try database.first(
                    "SELECT 1 FROM owned_decoration WHERE id = ? AND profile_id = ?", ownedDecorationID.sql,
                    profileID.sql) != nil
            else { throw PersistenceError.notFound(entity: "OwnedDecoration") }
            let id = StableID.make(profileID, "placement", ownedDecorationID.uuidString)
            let updated = try database.run(
                "UPDATE garden_placement SET x = ?, y = ?, placed_at = ? WHERE id = ?", x.sql, y.sql, clock.now.sql,
                id.sql)
            if updated == 0 {
                try database.run(
                    """
                    INSERT INTO garden_placement (id, profile_id, owned_decoration_id, x, y, placed_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """, id.sql, profileID.sql, ownedDecorationID.sql, x.sql, y.sql, clock.now.sql)
            }
        }
    }

    public func returnToInventory(profileID: UUID, ownedDecorationID: UUID) throws(PersistenceError) {
        try database.run(
            "DELETE FROM garden_placement WHERE profile_id = ? AND owned_decoration_id = ?", profileID.sql,
            ownedDecorationID.sql)
    }

    public func placements(profileID: UUID) throws(PersistenceError) -> [GardenPlacement] {
        try database.query(
            """
            SELECT owned_decoration_id, x, y, placed_at FROM garden_placement WHERE profile_id = ?
            ORDER BY placed_at, id
            """, profileID.sql
        ).compactMap { row in
            var r = row.reader
            guard let owned = r.uuid() else { return nil }
            return GardenPlacement(
                profileID: profileID, ownedDecorationID: owned, x: r.int() ?? 0, y: r.int() ?? 0,
                placedAt: r.date() ?? Date(timeIntervalSince1970: 0))
        }
    }

    /// Befriends the numbers not yet befriended and returns only those; friends are never removed.
    public func befriend(profileID: UUID, numbers: [Int]) throws(PersistenceError) -> [FriendAward] {
        guard !numbers.isEmpty else { return [] }
        return try database.transaction { () throws(PersistenceError) -> [FriendAward] in
            try befriendRows(profileID: profileID, numbers: numbers)
        }
    }

    /// `befriend`'s rows, inside the caller's transaction.
    func befriendRows(profileID: UUID, numbers: [Int]) throws(PersistenceError) -> [FriendAward] {
        var awarded: [FriendAward] = []
        for number in Set(numbers).sorted() where (1...20).contains(number) {
            let id = Self.friendID(profileID, number)
            if try database.first("SELECT 1 FROM friend_award WHERE id = ?", id.sql) != nil { continue }
            let award = FriendAward(
                profileID: profileID, number: number, awardedAt: clock.now, localDate: clock.today)
            try database.run(
                "INSERT INTO friend_award (id, profile_id, number, awarded_at, local_date) VALUES (?, ?, ?, ?, ?)",
                id.sql, profileID.sql, number.sql, award.awardedAt.sql, award.localDate.sql)
            awarded.append(award)
        }
        return awarded
    }

    public func friends(profileID: UUID) throws(PersistenceError) -> [FriendAward] {
        try database.query(
            "SELECT number, awarded_at, local_date FROM friend_award WHERE profile_id = ? ORDER BY number",
            profileID.sql
        ).map { row in
            FriendAward(
                profileID: profileID, number: row.int(0) ?? 0, awardedAt: row.date(1) ?? Date(timeIntervalSince1970: 0),
                localDate: row.localDate(2) ?? StoreProgressRepository.epochDay)
        }
    }

    /// The new award, or nil when the sticker was already in the album.
    public func awardSticker(
        profileID: UUID, stickerID: String, sourceID: UUID?
    ) throws(PersistenceError) -> StickerAward? {
        try database.transaction { () throws(PersistenceError) -> StickerAward? in
            let id = Self.stickerID(profileID, stickerID)
            if try database.first("SELECT 1 FROM sticker_award WHERE id = ?", id.sql) != nil { return nil }
            let award = StickerAward(
                profileID: profileID, stickerID: stickerID, sourceID: sourceID, awardedAt: clock.now)
            try database.run(
                "INSERT INTO sticker_award (id, profile_id, sticker_id, source_id, awarded_at) VALUES (?, ?, ?, ?, ?)",
                id.sql, profileID.sql, stickerID.sql, sourceID.sql, award.awardedAt.sql)
            return award
        }
    }

    public func stickers(profileID: UUID) throws(PersistenceError) -> [StickerAward] {
        try database.query(
            """
            SELECT sticker_id, source_id, awarded_at FROM sticker_award WHERE profile_id = ?
            ORDER BY awarded_at, sticker_id
            """, profileID.sql
        ).map { row in
            StickerAward(
                profileID: profileID, stickerID: row.string(0) ?? "", sourceID: row.uuid(1),
                awardedAt: row.date(2) ?? Date(timeIntervalSince1970: 0))
        }
    }

    public func enqueueCelebration(_ item: CelebrationItem) throws(PersistenceError) {
        try database.transaction { () throws(PersistenceError) in
            if try database.first("SELECT 1 FROM celebration_queue WHERE id = ?", item.id.sql) != nil { return }
            let position = try database.integer(
                "SELECT COALESCE(MAX(position), 0) + 1 FROM celebration_queue WHERE profile_id = ?",
                item.profileID.sql)
            try database.run(
                """
                INSERT INTO celebration_queue (id, profile_id, kind, payload, enqueued_at, position)
                VALUES (?, ?, ?, ?, ?, ?)
                """, item.id.sql, item.profileID.sql, item.kind.sqlText, item.payload.sql, item.enqueuedAt.sql,
                position.sql)
        }
    }

    public func celebrations(profileID: UUID) throws(PersistenceError) -> [CelebrationItem] {
        try database.query(
            """
            SELECT id, kind, payload, enqueued_at FROM celebration_queue WHERE profile_id = ?
            ORDER BY position, id
            """, profileID.sql
        ).compactMap { row in
            var r = row.reader
            guard let id = r.uuid(), let kind = r.enumValue(CelebrationItem.Kind.self) else { return nil }
            return CelebrationItem(
                id: id, profileID: profileID, kind: kind, payload: r.string() ?? "",
                enqueuedAt: r.date() ?? Date(timeIntervalSince1970: 0))
        }
    }

    public func removeCelebration(id: UUID) throws(PersistenceError) {
        try database.run("DELETE FROM celebration_queue WHERE id = ?", id.sql)
    }
}
