import Foundation
import ZKAudio
import ZKCore
import ZKPersistence
import ZKRewards

/// The child's world (engine 14): the garden, the shop, the friends, the album and the
/// befriending celebrations at a round end, an Abenteuer stop's too. The rules live in ZKRewards;
/// this opens the screens with what the store holds and performs what they ask for. A failed read
/// shows what could be read; a failed write changes nothing the child sees as lost, and the parent
/// is told.
extension AppModel {
    func openWorld(_ request: ScreenRequest, saying line: AudioID?) -> AppOutput {
        guard let session = state.session else { return open(.profilePicker, saying: .common("who_plays")) }
        let profile = session.profile
        switch request {
        case .shop:
            let owned =
                environment.guarded(.rewardsRead) { () throws(PersistenceError) -> [OwnedDecoration] in
                    try store.rewards.ownedDecorations(profileID: profile.id)
                } ?? []
            return show(.child(session, .shop(ShopScreen(balance: balance(of: profile), owned: owned))), saying: line)
        case .friends:
            let cards =
                environment.guarded(.rewardsRead) { () throws(PersistenceError) -> [FriendCard] in
                    try FriendBook(store: store, catalog: catalog).gallery(profileID: profile.id)
                } ?? FriendBook.unmet(catalog)
            let anyFriend = cards.contains(where: \.isBefriended)
            return show(
                .child(session, .friends(FriendsScreen(cards: cards))),
                saying: .common(anyFriend ? "friends" : "friends_empty"))
        case .album:
            let album =
                environment.guarded(.rewardsRead) { () throws(PersistenceError) -> StickerAlbum in
                    try StickerBook(store: store, catalog: catalog).album(profileID: profile.id)
                } ?? StickerAlbum(catalog: catalog, earned: [])
            return show(.child(session, .album(AlbumScreen(album: album))), saying: line)
        default:
            return openGarden(session, holding: nil, saying: line)
        }
    }

    /// The garden as stored, with `ownedID` in the child's hand (a decoration just bought).
    func openGarden(_ session: ChildSession, holding ownedID: UUID?, saying line: AudioID?) -> AppOutput {
        let profile = session.profile
        let garden =
            environment.guarded(.rewardsRead) { () throws(PersistenceError) -> Garden in
                try Gardener(store: store, catalog: catalog).garden(profileID: profile.id)
            } ?? Garden()
        var screen = GardenScreen(garden: garden)
        if let ownedID, let copy = garden.shed.first(where: { $0.id == ownedID }) {
            screen.held = GardenScreen.Held(ownedID: copy.id, size: copy.size, grab: GardenCell(x: 0, y: 0))
        }
        var output = show(.child(session, .garden(screen)), saying: line)
        let placed = garden.grid.items.sorted { $0.origin < $1.origin }.map { "\($0.itemID)@\($0.origin)" }
        output.events.append(.gardenShown(placed: placed, shed: garden.shed.count))
        return output
    }

    /// The shop's check mark: one purchase under a fresh purchase ID, then the garden with the
    /// new decoration in the child's hand ("Schön! Wohin soll das?").
    func buy(_ itemID: String, _ session: ChildSession) -> AppOutput {
        let profile = session.profile
        let purchaseID = environment.makeID()
        let outcome = environment.guarded(.purchase) { () throws(PersistenceError) -> PurchaseOutcome in
            try DecorationShop(catalog: catalog).purchase(
                itemID, purchaseID: purchaseID, profileID: profile.id, in: store)
        }
        guard case .bought(let owned, let stars) = outcome else {
            return AppOutput(audio: [.effect(.effect("soft"))])
        }
        var output = AppOutput(events: [.purchased(item: itemID, stars: stars)])
        output.append(openGarden(session, holding: owned.id, saying: .common("bought")))
        return output
    }

    /// Puts a decoration down (or moves it); a refused place keeps it in the hand.
    func placeDecoration(_ ownedID: UUID, at cell: GardenCell, _ session: ChildSession) -> AppOutput {
        let profile = session.profile
        let outcome = environment.guarded(.gardenWrite) { () throws(PersistenceError) -> PlacementOutcome in
            try Gardener(store: store, catalog: catalog).place(ownedID, at: cell, profileID: profile.id)
        }
        guard case .placed(let stickers) = outcome else {
            return AppOutput(audio: [.effect(.effect("soft"))])
        }
        let itemID = gardenItemID(ownedID)
        var output = openGarden(session, holding: nil, saying: stickers.isEmpty ? nil : .common("new_sticker"))
        output.events.insert(.decorationPlaced(item: itemID, x: cell.x, y: cell.y), at: 0)
        output.events += stickers.map { .stickerAwarded($0.stickerID) }
        output.audio.append(.effect(.effect("tap")))
        return output
    }

    /// A placed decoration goes back into the shed.
    func putAway(_ ownedID: UUID, _ session: ChildSession) -> AppOutput {
        let profile = session.profile
        let itemID = gardenItemID(ownedID)
        let done: Void? = environment.guarded(.gardenWrite) { () throws(PersistenceError) in
            try Gardener(store: store, catalog: catalog).putAway(ownedID, profileID: profile.id)
        }
        var output = openGarden(session, holding: nil, saying: nil)
        if done != nil { output.events.insert(.decorationPutAway(item: itemID), at: 0) }
        return output
    }

    private func gardenItemID(_ ownedID: UUID) -> String {
        guard case .child(_, .garden(let screen)) = state else { return "" }
        return screen.garden.grid.item(id: ownedID)?.itemID
            ?? screen.garden.shed.first { $0.id == ownedID }?.itemID ?? ""
    }

    // MARK: - Round end

    /// A round ended (a normal round or an Abenteuer stop): the waiting befriending celebrations
    /// (two at most) first, then the rest of the round's end. A queue that cannot be read leaves
    /// them waiting; the parent is told.
    func celebrateThen(_ next: RoundFollowUp, time: Double) -> AppOutput {
        guard let session = state.session,
            let waiting = environment.guarded(
                .rewardsRead,
                { () throws(PersistenceError) -> [Celebration] in
                    try CelebrationQueue(store: store).forRoundEnd(profileID: session.profile.id)
                }), let first = waiting.first
        else { return finishRound(next, time: time) }
        return celebrate(first, then: Array(waiting.dropFirst()), next: next, session: session, time: time)
    }

    private func celebrate(
        _ celebration: Celebration, then remaining: [Celebration], next: RoundFollowUp, session: ChildSession,
        time: Double
    ) -> AppOutput {
        let screen = BefriendingScreen(celebration: celebration, startedAt: time, remaining: remaining, next: next)
        var output = show(
            .child(session, .befriending(screen)),
            saying: catalog.friend(number: celebration.friendNumber)?.shortHelloAudio)
        output.events.append(.celebrated(friend: celebration.friendNumber))
        output.audio.append(.effect(.effect("celebrate")))
        return output
    }

    /// One celebration played or was skipped: it leaves the queue, and the next one or the
    /// round's end follows, appearing now.
    func celebrationEnded(_ screen: BefriendingScreen, _ session: ChildSession, time: Double) -> AppOutput {
        environment.guarded(.celebration) { () throws(PersistenceError) in
            try CelebrationQueue(store: store).finished(screen.celebration)
        }
        if let next = screen.remaining.first {
            return celebrate(
                next, then: Array(screen.remaining.dropFirst()), next: screen.next, session: session, time: time)
        }
        return finishRound(screen.next.shown(at: time), time: time)
    }

    /// The break nudge when it is due, else the round's end screen with its lines.
    func finishRound(_ next: RoundFollowUp, time: Double) -> AppOutput {
        if let breather = breakNudge(then: next, time: time) { return breather }
        return showFollowUp(next)
    }

    /// The round's end screen with its lines, queued behind the round's own closing line.
    func showFollowUp(_ next: RoundFollowUp) -> AppOutput {
        guard let session = state.session else { return open(.profilePicker, saying: nil) }
        var output = show(.child(session, next.place), saying: nil, quiet: true)
        output.audio += next.lines.map(AudioEvent.feedback)
        return output
    }
}
