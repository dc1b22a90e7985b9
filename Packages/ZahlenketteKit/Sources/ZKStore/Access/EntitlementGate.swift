import ZKCore

/// The entitlement the child mode sees, changing only between rounds (docs/store.md#the-state-machine "applies from
/// the next round"; docs/store.md#rounds-lapse-and-the-engine: "a running round or Abenteuer finishes"). The app feeds every change in
/// with `receive(premium:)`; while a round or an Abenteuer runs, the value at its start holds.
public struct EntitlementGate: Equatable, Sendable {
    /// What is running; a round inside an Abenteuer holds the Abenteuer's value.
    public enum Activity: Hashable, Sendable {
        case round
        case abenteuer
    }

    /// What the app should do on a game tile.
    public enum Decision: Equatable, Sendable {
        case play
        /// A locked premium game: S-15 "Ask a parent", never a price.
        case askParent
    }

    public let rules: LapseRules
    /// The newest entitlement the store reported.
    public private(set) var latestPremium: Bool
    private var held: Bool?
    private var running: Set<Activity> = []

    public init(rules: LapseRules, premium: Bool) {
        self.rules = rules
        self.latestPremium = premium
    }

    /// Premium as the child mode sees it now: held while something runs, else the newest value.
    public var childPremium: Bool {
        held ?? latestPremium
    }

    /// True while a round or an Abenteuer runs with the value of its start.
    public var isHolding: Bool { held != nil }

    /// A new entitlement from the store; it reaches the child at the next round.
    public mutating func receive(premium: Bool) {
        latestPremium = premium
    }

    /// "May this game be played now?" (S-06 tiles, the start of a round).
    public func decision(for game: GameID) -> Decision {
        rules.premiumGames.contains(game) && !childPremium ? .askParent : .play
    }

    /// The games the engine may plan with (the Abenteuer and trainable skills included).
    public var availableGames: Set<GameID> {
        rules.availableGames(premium: childPremium)
    }

    /// Starts a round or an Abenteuer: the value is held until every running activity finished.
    /// Returns the decision for `game` (nil for an Abenteuer); an `.askParent` round does not start.
    @discardableResult
    public mutating func begin(_ activity: Activity, game: GameID? = nil) -> Decision? {
        if let game, decision(for: game) == .askParent { return .askParent }
        if held == nil { held = latestPremium }
        running.insert(activity)
        return game.map { _ in .play }
    }

    /// Ends a round or an Abenteuer; with nothing left running the newest value applies.
    public mutating func finish(_ activity: Activity) {
        running.remove(activity)
        if running.isEmpty { held = nil }
    }
}
