import ZKCore

/// Which games a child may open now (engine 17.1): the four free games always; the premium games
/// while premium is active. The app asks it at a game's tile and at a round start, never mid-round.
@MainActor
public protocol GameAccess: AnyObject {
    func isOpen(_ game: GameID, tier: GameTier) -> Bool
}

/// The desktop edition: every game is open (DECISIONS D-0022).
@MainActor
public final class DesktopEditionAccess: GameAccess {
    public init() {}

    public func isOpen(_ game: GameID, tier: GameTier) -> Bool { true }
}

/// Only the free games: a family without a subscription.
@MainActor
public final class FreeTierAccess: GameAccess {
    public init() {}

    public func isOpen(_ game: GameID, tier: GameTier) -> Bool { tier == .free }
}
