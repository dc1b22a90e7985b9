import Foundation
import ZKRewards

/// What the child's world asks for (docs/rewards.md): the shop, the garden, the befriending
/// celebrations and what follows a round's end.
enum WorldEffect: Sendable, Equatable {
    /// The shop's check mark: buy the chosen decoration (docs/rewards.md#shop-shop-s-12).
    case buy(itemID: String)
    /// Put an owned decoration with its top-left corner at a garden cell (place or move).
    case place(UUID, at: GardenCell)
    /// Take a placed decoration back into the shed.
    case putAway(UUID)
    /// A befriending celebration played or was skipped: the next one, or what follows the round.
    case celebrationEnded(BefriendingScreen)
    /// After the break nudge: what the round's end shows, appearing now with its lines.
    case showFollowUp(RoundFollowUp)
}
