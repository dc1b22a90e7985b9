import Foundation
import ZKAudio
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

/// The child's world (docs/rewards.md) as a flow: the garden, the shop, the friends, the
/// album, and a round's end with its befriending celebrations and break nudge. In: the child's
/// session and the environment; out: the screen to show and what the host hears. The rules live in
/// ZKRewards. A failed read shows what could be read; a failed write changes nothing the child sees
/// as lost, and the parent is told.
@MainActor
struct WorldFlow {
    let environment: AppEnvironment

    private var store: PersistenceStore { environment.store }
    private var catalog: ContentCatalog { environment.catalog }

    /// `.garden`, `.shop`, `.friends` or `.album` for the child of `session`.
    func open(_ request: WorldRequest, _ session: ChildSession, saying line: AudioID?) -> ChildOutcome {
        let profile = session.profile
        switch request {
        case .shop:
            let owned =
                environment.guarded(.rewardsRead) { () throws(PersistenceError) -> [OwnedDecoration] in
                    try store.rewards.ownedDecorations(profileID: profile.id)
                } ?? []
            return .show(.shop(ShopScreen(balance: environment.balance(of: profile), owned: owned)), saying: line)
        case .friends:
            let cards =
                environment.guarded(.rewardsRead) { () throws(PersistenceError) -> [FriendCard] in
                    try FriendBook(store: store, catalog: catalog).gallery(profileID: profile.id)
                } ?? FriendBook.unmet(catalog)
            let anyFriend = cards.contains(where: \.isBefriended)
            return .show(
                .friends(FriendsScreen(cards: cards)), saying: .common(anyFriend ? "friends" : "friends_empty"))
        case .album:
            let album =
                environment.guarded(.rewardsRead) { () throws(PersistenceError) -> StickerAlbum in
                    try StickerBook(store: store, catalog: catalog).album(profileID: profile.id)
                } ?? StickerAlbum(catalog: catalog, earned: [])
            return .show(.album(AlbumScreen(album: album)), saying: line)
        case .garden:
            return garden(session, holding: nil, saying: line)
        }
    }

    /// Performs what a world screen asked for; `shown` is the screen it came from.
    func perform(
        _ effect: WorldEffect, _ session: inout ChildSession, shown: ChildDestination?, time: Double
    ) -> ChildOutcome {
        switch effect {
        case .buy(let item): buy(item, session)
        case .place(let ownedID, let cell): place(ownedID, at: cell, session, shown: shown)
        case .putAway(let ownedID): putAway(ownedID, session, shown: shown)
        case .celebrationEnded(let screen): celebrationEnded(screen, &session, time: time)
        case .showFollowUp(let next): followUp(next.shown(at: time))
        }
    }

    // MARK: - The garden and the shop

    /// The garden as stored, with `ownedID` in the child's hand (a decoration just bought).
    func garden(_ session: ChildSession, holding ownedID: UUID?, saying line: AudioID?) -> ChildOutcome {
        let garden =
            environment.guarded(.rewardsRead) { () throws(PersistenceError) -> Garden in
                try Gardener(store: store, catalog: catalog).garden(profileID: session.profile.id)
            } ?? Garden()
        var screen = GardenScreen(garden: garden)
        if let ownedID, let copy = garden.shed.first(where: { $0.id == ownedID }) {
            screen.held = GardenScreen.Held(ownedID: copy.id, size: copy.size, grab: GardenCell(x: 0, y: 0))
        }
        var outcome = ChildOutcome.show(.garden(screen), saying: line)
        let placed = garden.grid.items.sorted { $0.origin < $1.origin }.map { "\($0.itemID)@\($0.origin)" }
        outcome.output.events.append(.gardenShown(placed: placed, shed: garden.shed.count))
        return outcome
    }

    /// The shop's check mark: one purchase under a fresh purchase ID, then the garden with the
    /// new decoration in the child's hand ("Schön! Wohin soll das?").
    private func buy(_ itemID: String, _ session: ChildSession) -> ChildOutcome {
        let purchaseID = environment.makeID()
        let outcome = environment.guarded(.decorationBuy) { () throws(PersistenceError) -> PurchaseOutcome in
            try DecorationShop(catalog: catalog).purchase(
                itemID, purchaseID: purchaseID, profileID: session.profile.id, in: store)
        }
        guard case .bought(let owned, let stars) = outcome else {
            return .stay(AppOutput(audio: [.effect(.effect("soft"))]))
        }
        var shown = garden(session, holding: owned.id, saying: .common("bought"))
        shown.output.events.insert(.purchased(item: itemID, stars: stars), at: 0)
        return shown
    }

    /// Puts a decoration down (or moves it); a refused place keeps it in the hand.
    private func place(
        _ ownedID: UUID, at cell: GardenCell, _ session: ChildSession, shown: ChildDestination?
    )
        -> ChildOutcome
    {
        let outcome = environment.guarded(.gardenWrite) { () throws(PersistenceError) -> PlacementOutcome in
            try Gardener(store: store, catalog: catalog).place(ownedID, at: cell, profileID: session.profile.id)
        }
        guard case .placed(let stickers) = outcome else {
            return .stay(AppOutput(audio: [.effect(.effect("soft"))]))
        }
        let itemID = WorldFlow.itemID(ownedID, in: shown)
        var next = garden(session, holding: nil, saying: stickers.isEmpty ? nil : .common("new_sticker"))
        next.output.events.insert(.decorationPlaced(item: itemID, x: cell.x, y: cell.y), at: 0)
        next.output.events += stickers.map { .stickerAwarded($0.stickerID) }
        next.output.audio.append(.effect(.effect("tap")))
        return next
    }

    /// A placed decoration goes back into the shed.
    private func putAway(_ ownedID: UUID, _ session: ChildSession, shown: ChildDestination?) -> ChildOutcome {
        let itemID = WorldFlow.itemID(ownedID, in: shown)
        let done: Void? = environment.guarded(.gardenWrite) { () throws(PersistenceError) in
            try Gardener(store: store, catalog: catalog).putAway(ownedID, profileID: session.profile.id)
        }
        var next = garden(session, holding: nil, saying: nil)
        if done != nil { next.output.events.insert(.decorationPutAway(item: itemID), at: 0) }
        return next
    }

    /// The catalog item of an owned decoration on the garden shown.
    private static func itemID(_ ownedID: UUID, in shown: ChildDestination?) -> String {
        guard case .garden(let screen) = shown else { return "" }
        return screen.garden.grid.item(id: ownedID)?.itemID ?? screen.garden.shed.first { $0.id == ownedID }?.itemID
            ?? ""
    }

    // MARK: - A round's end

    /// A round ended (a normal round or an Abenteuer stop): the waiting befriending celebrations
    /// (two at most) first, then the rest of the round's end. A queue that cannot be read leaves
    /// them waiting; the parent is told.
    func celebrateThen(_ next: RoundFollowUp, _ session: inout ChildSession, time: Double) -> ChildOutcome {
        let profileID = session.profile.id
        guard
            let waiting = environment.guarded(
                .rewardsRead,
                { () throws(PersistenceError) -> [Celebration] in
                    try CelebrationQueue(store: store).forRoundEnd(profileID: profileID)
                }), let first = waiting.first
        else { return finishRound(next, &session, time: time) }
        return celebrate(first, then: Array(waiting.dropFirst()), next: next, time: time)
    }

    private func celebrate(
        _ celebration: Celebration, then remaining: [Celebration], next: RoundFollowUp, time: Double
    ) -> ChildOutcome {
        let screen = BefriendingScreen(celebration: celebration, startedAt: time, remaining: remaining, next: next)
        var outcome = ChildOutcome.show(
            .befriending(screen), saying: catalog.friend(number: celebration.friendNumber)?.shortHelloAudio)
        outcome.output.events.append(.celebrated(friend: celebration.friendNumber))
        outcome.output.audio.append(.effect(.effect("celebrate")))
        return outcome
    }

    /// One celebration played or was skipped: it leaves the queue, and the next one or the
    /// round's end follows, appearing now.
    private func celebrationEnded(
        _ screen: BefriendingScreen, _ session: inout ChildSession, time: Double
    )
        -> ChildOutcome
    {
        environment.guarded(.celebration) { () throws(PersistenceError) in
            try CelebrationQueue(store: store).finished(screen.celebration)
        }
        if let next = screen.remaining.first {
            return celebrate(next, then: Array(screen.remaining.dropFirst()), next: screen.next, time: time)
        }
        return finishRound(screen.next.shown(at: time), &session, time: time)
    }

    /// The break nudge when it is due, else the round's end screen with its lines.
    private func finishRound(_ next: RoundFollowUp, _ session: inout ChildSession, time: Double) -> ChildOutcome {
        breakNudge(then: next, &session, time: time) ?? followUp(next)
    }

    /// The break nudge at a round end when the break interval is reached (docs/app.md#sessions-daily-limits-and-the-gate): a friend
    /// the child knows (or the first friend) stretches for 10 s, then `next` appears — then, not
    /// when the nudge began, so its stars fly and its lines are said while the child watches.
    private func breakNudge(then next: RoundFollowUp, _ session: inout ChildSession, time: Double) -> ChildOutcome? {
        guard session.breakTimer.isDue(everyMinutes: session.profile.breakNudgeMinutes) else { return nil }
        session.breakTimer.reset()
        let profileID = session.profile.id
        let friends =
            environment.guarded(.profileRead) { () throws(PersistenceError) -> [Int] in
                try store.rewards.friends(profileID: profileID).map(\.number)
            } ?? []
        let friend = catalog.friends.first { $0.number == (friends.max() ?? 1) } ?? catalog.friends.first
        return .show(
            .breakNudge(BreakNudgeScreen(friendAsset: friend?.assetName ?? "", startedAt: time, next: next)),
            saying: .session("break_nudge"))
    }

    /// The round's end screen with its lines, queued behind the round's own closing line.
    private func followUp(_ next: RoundFollowUp) -> ChildOutcome {
        var outcome = ChildOutcome.show(next.place, saying: nil, quiet: true)
        outcome.output.audio += next.lines.map(AudioEvent.feedback)
        return outcome
    }
}
