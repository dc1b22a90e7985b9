import Foundation
import ZKCore

/// One append-only ledger line (docs/rewards.md#stars-ledger).
public struct StarLedgerEntry: Sendable, Equatable, Codable, Identifiable {
    public var id: UUID
    public var profileID: UUID
    public var reason: StarReason
    public var sourceID: UUID
    /// Positive for earnings, minus the price for a purchase.
    public var amount: Int
    public var createdAt: Date
    public var localDate: LocalDate

    public init(
        id: UUID, profileID: UUID, reason: StarReason, sourceID: UUID, amount: Int, createdAt: Date,
        localDate: LocalDate
    ) {
        self.id = id
        self.profileID = profileID
        self.reason = reason
        self.sourceID = sourceID
        self.amount = amount
        self.createdAt = createdAt
        self.localDate = localDate
    }
}

/// The result of an idempotent ledger append.
public struct LedgerAppend: Sendable, Equatable {
    /// The entry that holds (profile, reason, source): new or the one recorded earlier.
    public let entry: StarLedgerEntry
    /// False when the same (profile, reason, source) was already recorded; nothing changed.
    public let isNew: Bool
    /// The cached balance after the call.
    public let balance: Int
}

/// A decoration the child bought; its ID is the purchase ID (docs/rewards.md#shop-shop-s-12).
public struct OwnedDecoration: Sendable, Equatable, Codable, Identifiable {
    public var id: UUID
    public var profileID: UUID
    public var itemID: String
    public var size: DecorationSize
    public var price: Int
    public var purchasedAt: Date

    public init(id: UUID, profileID: UUID, itemID: String, size: DecorationSize, price: Int, purchasedAt: Date) {
        self.id = id
        self.profileID = profileID
        self.itemID = itemID
        self.size = size
        self.price = price
        self.purchasedAt = purchasedAt
    }
}

/// Where an owned decoration stands in the 6 x 4 garden; mutable
/// (docs/rewards.md#garden-garden-s-11).
public struct GardenPlacement: Sendable, Equatable, Codable {
    public var profileID: UUID
    public var ownedDecorationID: UUID
    public var x: Int
    public var y: Int
    public var placedAt: Date

    public init(profileID: UUID, ownedDecorationID: UUID, x: Int, y: Int, placedAt: Date) {
        self.profileID = profileID
        self.ownedDecorationID = ownedDecorationID
        self.x = x
        self.y = y
        self.placedAt = placedAt
    }
}

/// A befriended Zahlenfreund; never removed (docs/rewards.md#zahlenfreunde-friends-s-13).
public struct FriendAward: Sendable, Equatable, Codable {
    public var profileID: UUID
    public var number: Int
    public var awardedAt: Date
    public var localDate: LocalDate

    public init(profileID: UUID, number: Int, awardedAt: Date, localDate: LocalDate) {
        self.profileID = profileID
        self.number = number
        self.awardedAt = awardedAt
        self.localDate = localDate
    }
}

/// A sticker in the album (docs/rewards.md#stickers-and-milestones-stickers-s-14), idempotent on
/// profile and sticker.
public struct StickerAward: Sendable, Equatable, Codable {
    public var profileID: UUID
    public var stickerID: String
    public var sourceID: UUID?
    public var awardedAt: Date

    public init(profileID: UUID, stickerID: String, sourceID: UUID?, awardedAt: Date) {
        self.profileID = profileID
        self.stickerID = stickerID
        self.sourceID = sourceID
        self.awardedAt = awardedAt
    }
}

/// A celebration waiting for the next round end
/// (docs/rewards.md#befriending-celebration-celebrations-s-27); mutable queue.
public struct CelebrationItem: Sendable, Equatable, Codable, Identifiable {
    public enum Kind: String, Codable, Sendable {
        case friend
        case sticker
        case milestone
    }

    public var id: UUID
    public var profileID: UUID
    public var kind: Kind
    /// The friend's number or the sticker ID, as text.
    public var payload: String
    public var enqueuedAt: Date

    public init(id: UUID, profileID: UUID, kind: Kind, payload: String, enqueuedAt: Date) {
        self.id = id
        self.profileID = profileID
        self.kind = kind
        self.payload = payload
        self.enqueuedAt = enqueuedAt
    }
}

/// Cached reward figures, rebuilt from the ledger at launch (docs/rewards.md#stars-ledger).
public struct RewardCounters: Sendable, Equatable, Codable {
    public var balance: Int
    public var roundsCompleted: Int
    public var abenteuerCompleted: Int

    public init(balance: Int = 0, roundsCompleted: Int = 0, abenteuerCompleted: Int = 0) {
        self.balance = balance
        self.roundsCompleted = roundsCompleted
        self.abenteuerCompleted = abenteuerCompleted
    }
}
