import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence
import ZKStore

/// J-05, J-06, J-07 and J-10 on the sandbox store (docs/store.md#the-state-machine–17.7): locked games ask a grown-up
/// without a price, a parent subscribes through the gate, a lapse lets the running round finish
/// and takes nothing earned, and offline the cached entitlement holds as long as 17.7 allows.
@MainActor @Suite struct SubscriptionJourneyTests {
    @Test func j05AFreeChildTapsALockedGameAndMeetsAGrownUpWithoutAPrice() throws {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        app.tap(.home(.play))
        #expect(app.isLocked(.blitzblick) && !app.isLocked(.hoerHin))
        app.clearLog()
        app.tap(.gameTile(.blitzblick))
        #expect(app.screen == .askParent)
        #expect(app.events(named: "round-start").isEmpty)
        #expect(app.audio == [.prompt(.lock("ask_parent"))])
        #expect(!app.words.contains("€") && !app.words.contains("Abo") && !app.words.lowercased().contains("kauf"))
        // The grown-up's button leads to the gate; a child's taps there lead nowhere.
        app.tap(A11yID(.askParent, "grownUp"))
        #expect(app.screen == .parentalGate)
        app.tap(A11yID(.parentalGate, "cancel"))
        #expect(app.screen == .gamePicker)
        #expect(app.isLocked(.blitzblick))
    }

    @Test func j06AParentSubscribesWithATrialThroughTheGate() throws {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.blitzblick))
        app.tap(A11yID(.askParent, "grownUp"))
        app.passGate()
        #expect(app.screen == .subscription)
        #expect(app.words.contains("Alle 12 Spiele freischalten"))
        #expect(
            app.label(A11yID(.subscription, "plan", "yearly")) == "Jährlich 29,99 € (2,50 € pro Monat), 37 % günstiger")
        #expect(app.label(A11yID(.subscription, "plan", "monthly")) == "Monatlich 3,99 €")
        #expect(app.prose.contains("Testphase endet am 8. Okt. 2026."))
        #expect(app.label(A11yID(.subscription, "buy")) == "7 Tage gratis testen")
        app.tapScrolled(A11yID(.subscription, "plan", "monthly"))
        #expect(app.prose.contains("7 Tage kostenlos, danach 3,99 € pro Monat."))
        app.tapScrolled(A11yID(.subscription, "plan", "yearly"))
        app.clearLog()
        app.tapScrolled(A11yID(.subscription, "buy"))
        // No round runs: the child's games open at once, and the parent sees the trial's end.
        #expect(app.entitlementChanges == [true])
        #expect(app.subscriptionMessages == ["Testphase bis 8. Okt. 2026"])
        #expect(app.scene.element(A11yID(.subscription, "buy")) == nil)
        let cache = try #require(app.cachedEntitlement)
        #expect(cache.state == .trial && cache.willAutoRenew)
        #expect(SubscriptionJourneyTests.day(of: cache.expirationDate) == "2026-10-08")
        app.tap(A11yID(.subscription, "back"))
        #expect(app.screen == .gamePicker && !app.isLocked(.blitzblick))
        app.tap(.gameTile(.blitzblick))
        #expect(app.events(named: "round-start").first?.value("game") == "blitzblick")
    }

    @Test func j07ALapseMidRoundLetsTheRoundFinishThenLocksAndKeepsEverythingEarned() throws {
        let app = try AppHarness(sandbox: true)
        app.createFirstProfile()
        app.panel(.purchase(.yearly, withTrial: true))
        app.panel(.cancel)
        for game in [GameID.hoerHin, .blitzblick] {
            app.tap(.home(.play))
            app.tap(.gameTile(game))
            app.playRound()
            app.tap(.roundEndHome)
        }
        let profile = try app.profile()
        let rewards = app.store.rewards
        _ = try rewards.purchase(profileID: profile.id, purchaseID: UUID(), itemID: "deco.biene", size: .small)
        _ = try rewards.awardSticker(profileID: profile.id, stickerID: "sticker.friend.01", sourceID: nil)
        let friends = try rewards.friends(profileID: profile.id)
        let decorations = try rewards.ownedDecorations(profileID: profile.id)
        let stickers = try rewards.stickers(profileID: profile.id)

        app.tap(.home(.play))
        app.tap(.gameTile(.blitzblick))
        #expect(app.screen == .gameContainer)
        app.solve()
        app.wait(2)
        // The trial runs out while the child plays: the developer moves the store past its end.
        app.panel(.skipToPeriodEnd)
        #expect(app.sandbox?.account.status.state == .expired)
        #expect(app.screen == .gameContainer)
        app.clearLog()
        app.playRound()
        let stars = try #require(app.events(named: "round-end").first?.value("stars").flatMap { Int($0) })
        #expect(stars > 0)
        #expect(app.entitlementChanges == [false], "the child hears of it once the round is over")
        let ended = try #require(app.events.firstIndex { $0.name == "round-end" })
        let locked = try #require(app.events.firstIndex { $0 == .entitlementChanged(premium: false) })
        #expect(ended < locked)

        app.tap(.roundEndHome)
        app.tap(.home(.play))
        #expect(app.isLocked(.blitzblick) && !app.isLocked(.hoerHin))
        let subitize = try app.store.progress.masteryRecords(profileID: profile.id).filter { $0.skill == .subitize }
        #expect(!subitize.isEmpty, "the finished round credited its skill")
        app.tap(.gameTile(.hoerHin))
        app.playRound()
        #expect(
            try app.store.progress.masteryRecords(profileID: profile.id).filter { $0.skill == .subitize } == subitize,
            "premium-only mastery stays frozen")
        #expect(try rewards.friends(profileID: profile.id).count >= friends.count)
        #expect(try rewards.ownedDecorations(profileID: profile.id) == decorations)
        // Rounds may award new stickers since; none held before the lapse is taken away.
        let stickersAfter = try rewards.stickers(profileID: profile.id)
        #expect(stickers.allSatisfy { stickersAfter.contains($0) })

        app.tap(.roundEndHome)
        app.tap(.home(.play))
        app.tap(.gameTile(.blitzblick))
        #expect(app.screen == .askParent)
        app.tap(A11yID(.askParent, "grownUp"))
        app.passGate()
        #expect(app.subscriptionMessages == ["Abo beendet am 8. Okt. 2026"])
        #expect(app.label(A11yID(.subscription, "buy")) == "Abonnieren", "no second trial")
    }

    @Test func j10OfflineTheCachedSubscriptionHoldsThenLocksUntilTheStoreAnswers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-offline-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = DeviceTime(day: "2026-10-01")
        do {
            let app = try AppHarness(dataDirectory: folder, device: device, sandbox: true)
            app.createFirstProfile()
            app.panel(.purchase(.monthly, withTrial: false))
            app.panel(.setOffline(true))
        }
        device.pass(3600)
        let app = try AppHarness(dataDirectory: folder, device: device, sandbox: true)
        app.wait(1.5)
        // At launch the store cannot be reached: the cache applies, the parent is told.
        #expect(app.model.parentNotices.contains("error.store.offline"))
        app.tap(.profileTile(0))
        app.tap(.home(.play))
        #expect(!app.isLocked(.blitzblick))
        // The month ended on 1 November; auto-renew was on, so until 8 November it holds unanswered.
        app.sleep(32 * 86_400)
        app.tap(.profileTile(0))
        app.tap(.home(.play))
        #expect(!app.isLocked(.blitzblick))
        app.sleep(7 * 86_400)
        app.openSubscriptionFromThePicker()
        #expect(app.subscriptionMessages.first?.hasPrefix("Das Abo konnte länger nicht bestätigt werden.") == true)
        app.tap(A11yID(.subscription, "back"))
        app.tap(A11yID(.parentDashboard, "close"))
        app.tap(.profileTile(0))
        app.tap(.home(.play))
        #expect(app.isLocked(.blitzblick))
        // Online again: the renewal the store made meanwhile arrives and the games open.
        app.panel(.setOffline(false))
        #expect(!app.isLocked(.blitzblick))
        #expect(app.cachedEntitlement?.state == .subscribed)
        #expect(app.cachedEntitlement.map { SubscriptionJourneyTests.day(of: $0.expirationDate) } == "2026-12-01")
    }

    /// The Berlin calendar day of `date`, "2026-10-08".
    static func day(of date: Date?) -> String? {
        date.map { LocalDate(date: $0, calendar: Berlin.calendar).description }
    }
}
