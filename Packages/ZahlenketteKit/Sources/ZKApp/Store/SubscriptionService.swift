import Foundation
import ZKCore
import ZKGameList
import ZKLearningEngine
import ZKStore

/// The store as the app uses it (docs/store.md): the platform's client, the session that applies its
/// answers, and the gate through which the child mode sees premium, changing only between rounds.
/// Made once at launch from the cached entitlement of the device settings; the app polls it on
/// every tick and performs the session's effects (D-1012).
@MainActor
public final class SubscriptionService {
    public let client: any StoreClient
    /// The sandbox behind the client (`--store sandbox`): its developer panel and its clock.
    public let sandbox: SandboxStoreClient?
    public private(set) var session: StoreSession
    public private(set) var gate: EntitlementGate
    let format: StoreFormat
    /// Premium as the child mode was last told (`premiumChange()`).
    private var announcedPremium: Bool

    init(
        client: any StoreClient, cached: CachedEntitlement?, rules: LapseRules, trustedNow: Date, calendar: Calendar
    ) {
        self.client = client
        self.sandbox = client as? SandboxStoreClient
        self.format = StoreFormat(calendar: calendar)
        let session = StoreSession(edition: client.edition, cached: cached)
        let offset = sandbox?.account.timeOffset ?? 0
        // The cache applies at launch until the store answers (17.7); then ask it.
        let premium = session.verdict(at: trustedNow.addingTimeInterval(offset), calendar: calendar).isPremium
        self.session = session
        gate = EntitlementGate(rules: rules, premium: premium)
        announcedPremium = premium
        client.requestEntitlement()
    }

    /// The rules of the engine's games, from their tiers and skills as the content declares them.
    static func rules(of catalog: ContentGameCatalog) -> LapseRules {
        var games: [GameID: LapseRules.GameFacts] = [:]
        for game in catalog.games {
            guard let descriptor = catalog.descriptor(for: game) else { continue }
            games[game] = LapseRules.GameFacts(
                tier: descriptor.tier, primarySkill: descriptor.primarySkill,
                secondarySkill: descriptor.secondarySkill)
        }
        return LapseRules(games: games)
    }

    public var edition: StoreEdition { client.edition }

    /// The store's instant for a trusted device instant: the sandbox's time travel moves the
    /// store's clock only, so its offset carries over (D-1008).
    func storeInstant(_ trustedNow: Date) -> Date {
        trustedNow.addingTimeInterval(sandbox?.account.timeOffset ?? 0)
    }

    /// Whether premium applies now by the newest knowledge (S-24 reads this, the child the gate).
    public func verdict(at trustedNow: Date) -> EntitlementVerdict {
        session.verdict(at: storeInstant(trustedNow), calendar: format.calendar)
    }

    /// Drains the client into the session and hands the newest verdict to the gate, which keeps it
    /// from a running round. Returns whether the store said anything, and what the app must do:
    /// store the cache, tell the parent, open the developer panel.
    func poll(trustedNow: Date) -> (answered: Bool, effects: [StoreSession.Effect]) {
        let updates = client.poll()
        var effects: [StoreSession.Effect] = []
        for update in updates { effects += session.apply(update) }
        gate.receive(premium: verdict(at: trustedNow).isPremium)
        return (!updates.isEmpty, effects)
    }

    /// Hands the newest verdict to the gate: time alone can end a premium period.
    func refresh(trustedNow: Date) {
        gate.receive(premium: verdict(at: trustedNow).isPremium)
    }

    /// The child mode's premium when it changed since the last call, else nil: it changes when the
    /// store's news meets no running round.
    func premiumChange() -> Bool? {
        guard gate.childPremium != announcedPremium else { return nil }
        announcedPremium = gate.childPremium
        return announcedPremium
    }

    // MARK: - Requests from S-24

    func requestProducts() {
        client.requestProducts()
        session.productsRequested()
    }

    func requestEntitlement() {
        client.requestEntitlement()
    }

    func purchase(_ plan: SubscriptionPlan) {
        session.requestStarted()
        client.purchase(plan)
    }

    func restore() {
        session.requestStarted()
        client.sync()
    }

    func manage() {
        client.manageSubscriptions()
    }

    // MARK: - The child mode

    /// May the child open `game` now? Locked premium games ask for a grown-up (S-15).
    func decision(for game: GameID) -> EntitlementGate.Decision {
        gate.decision(for: game)
    }

    /// The games the engine may plan and credit with: the free ones without premium (D-1005).
    var availableGames: Set<GameID> { gate.availableGames }

    /// A round starts: it plays to its end with the entitlement it started with. False for a
    /// locked game, which starts nothing.
    func beginRound(_ game: GameID) -> Bool {
        gate.begin(.round, game: game) == .play
    }

    /// The round is over (ended, left, closed by the limit): the newest entitlement applies.
    func finishRound() {
        gate.finish(.round)
    }

    /// S-24's content for the plan the parent has selected; `trustedNow` is the purchase date the
    /// trial end is counted from; the premium games show in the picker's `order`.
    func paywall(selected: SubscriptionPlan, trustedNow: Date, order: [GameID]) -> PaywallModel {
        let premiumGames = order.filter { gate.rules.premiumGames.contains($0) }
        return PaywallModel.make(
            session: session, verdict: verdict(at: trustedNow), premiumGames: premiumGames, selected: selected,
            now: storeInstant(trustedNow), format: format)
    }
}
