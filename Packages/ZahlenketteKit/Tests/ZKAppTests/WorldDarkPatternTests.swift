import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence
import ZKScene

/// The anti-dark-pattern rules as tests over the scenes (docs/rewards.md#befriending-celebration-celebrations-s-27, issue 14): no child-mode
/// screen shows a price or a countdown, and no award is random or paid for time, speed or
/// perfection.
@MainActor @Suite struct WorldDarkPatternTests {
    /// Money, offers and purchase prompts; star prices are stars, never money.
    static let priceWords = [
        "€", "$", "£", "¥", "¢", "EUR", "Euro", "Cent", "Preis", "kosten", "kauf", "Kauf", "Abo", "gratis",
        "Angebot", "Rabatt", "Sonder", "nur heute", "nur noch", "Premium",
    ]

    /// Clock faces and counting down in words.
    static let countdown = try? NSRegularExpression(
        pattern: "[0-9]{1,2}:[0-9]{2}|Sekunde|Minute|noch [0-9]+ (Tag|Stunde)|beeil|schnell",
        options: [.caseInsensitive])

    func expectNoPriceAndNoCountdown(_ app: AppHarness, _ screen: String) {
        let words = app.sceneWords
        for word in words {
            for bad in Self.priceWords where word.contains(bad) {
                Issue.record("\(screen): \"\(word)\" shows \(bad)")
            }
            let range = NSRange(word.startIndex..., in: word)
            if Self.countdown?.firstMatch(in: word, range: range) != nil {
                Issue.record("\(screen): \"\(word)\" counts down")
            }
        }
        // Nothing written changes while the child just looks: no ticking numbers.
        let before = app.scene.texts.map(\.string)
        app.wait(1.2)
        #expect(app.scene.texts.map(\.string) == before, "\(screen): a text changes by itself")
    }

    @Test func noChildScreenShowsAPriceOrACountdown() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        PreviewWorld.furnish(app.model.environment)
        app.tap(.home(.garden))
        app.tap(AppHarness.gardenHome)
        expectNoPriceAndNoCountdown(app, "S05")
        app.tap(.home(.garden))
        expectNoPriceAndNoCountdown(app, "S11")
        app.tap(AppHarness.bed(0, 0))
        expectNoPriceAndNoCountdown(app, "S11 holding")
        app.tap(AppHarness.bed(0, 0))
        app.tap(AppHarness.gardenShop)
        expectNoPriceAndNoCountdown(app, "S12")
        app.tap(AppHarness.shopItem("deco.rose"))
        expectNoPriceAndNoCountdown(app, "S12 affordable")
        app.tap(AppHarness.shopClose)
        for _ in 0..<3 where app.scene.element(AppHarness.shopItem("deco.schloss")) == nil {
            app.tap(AppHarness.shopNext)
        }
        app.tap(AppHarness.shopItem("deco.schloss"))
        expectNoPriceAndNoCountdown(app, "S12 missing stars")
        app.tap(AppHarness.shopClose)
        app.tap(AppHarness.shopBack)
        app.tap(AppHarness.gardenHome)
        app.tap(.home(.friends))
        expectNoPriceAndNoCountdown(app, "S13")
        app.tap(.friend(3))
        app.tap(A11yID(.friendsGallery, "home"))
        app.tap(.home(.album))
        expectNoPriceAndNoCountdown(app, "S14")
        app.tap(A11yID(.stickerAlbum, "home"))
        PreviewWorld.befriendNext(app.model.environment)
        app.tap(.home(.play))
        expectNoPriceAndNoCountdown(app, "S06")
        app.tap(.gameTile(.hoerHin))
        app.solve()
        for _ in 0..<40 where app.screen == .gameContainer {
            for _ in 0..<200 where app.journey.correctIntent == nil && app.screen == .gameContainer { app.wait(0.1) }
            guard app.screen == .gameContainer else { break }
            app.solve()
            app.wait(0.1)
        }
        #expect(app.screen == .befriending)
        for word in app.sceneWords { #expect(!Self.priceWords.contains { word.contains($0) }, "S27: \(word)") }
        app.wait(3)
        expectNoPriceAndNoCountdown(app, "S08")
    }

    /// Plays one round of Wie viele? with `seed`, wrongly and slowly or right at once; returns the
    /// ledger's amounts by reason and the stickers.
    func oneRound(seed: UInt64, dawdling: Bool) throws -> (amounts: [String: [Int]], stickers: [String], tasks: Int) {
        let app = try AppHarness(seed: seed)
        app.createFirstProfile(level: .vorschule)
        // Minutes at home and in the garden earn nothing.
        app.pass(90)
        app.tap(.home(.garden))
        app.pass(90)
        app.tap(AppHarness.gardenHome)
        app.tap(.home(.play))
        app.tap(.gameTile(.wieViele))
        for _ in 0..<40 where app.screen == .gameContainer {
            for _ in 0..<200 where app.journey.correctIntent == nil && app.screen == .gameContainer { app.wait(0.1) }
            guard app.screen == .gameContainer else { break }
            if dawdling {
                app.wait(20)
                app.answerWrong()
                app.wait(2)
                for _ in 0..<200 where app.journey.correctIntent == nil && app.screen == .gameContainer {
                    app.wait(0.1)
                }
                guard app.screen == .gameContainer else { break }
            }
            app.solve()
            app.wait(2)
        }
        for _ in 0..<20 where app.screen == .befriending { app.wait(0.5) }
        let profile = try app.profile()
        let ledger = try app.store.rewards.ledger(profileID: profile.id)
        let amounts = Dictionary(grouping: ledger, by: \.reason.rawValue).mapValues { $0.map(\.amount) }
        let stickers = try app.store.rewards.stickers(profileID: profile.id).map(\.stickerID).sorted()
        return (amounts, stickers, app.events(named: "task").count)
    }

    @Test func starsNeverPayForTimeSpeedPerfectionOrLuck() throws {
        let quick = try oneRound(seed: 7, dawdling: false)
        let slow = try oneRound(seed: 1234, dawdling: true)
        for run in [quick, slow] {
            #expect(run.amounts["taskSolved"] == Array(repeating: 1, count: run.tasks))
            #expect(run.amounts["roundCompleted"] == [2])
            #expect(Set(run.amounts.keys) == ["taskSolved", "roundCompleted"])
            // The stickers follow from what was done: the first round, and the friends made.
            let friends = run.stickers.filter { $0.hasPrefix("sticker.friend.") }.count
            var expected = ["sticker.milestone.first_round"] + (friends > 0 ? ["sticker.milestone.friends_1"] : [])
            if friends >= 5 { expected.append("sticker.milestone.friends_5") }
            #expect(run.stickers.filter { !$0.hasPrefix("sticker.friend.") } == expected.sorted())
        }
        #expect(quick.tasks == slow.tasks)
    }
}
