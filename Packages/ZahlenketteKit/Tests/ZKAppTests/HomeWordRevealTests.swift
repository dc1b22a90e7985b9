import Foundation
import TestSupport
import Testing
import ZKApp
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// A revealed number shows its word in the child's home language as a small second line under
/// the numeral (docs/content.md#home-language-number-words): in the solution of every tile game,
/// Nachspuren and Froschsprung, only
/// when a home language is set and its script can be drawn, and without crowding the child's
/// screen at any of the five standard sizes.
@MainActor @Suite struct HomeWordRevealTests {
    nonisolated static let tileGames: [GameID] = [
        .entdecken, .wieViele, .hoerHin, .wasFehlt, .blitzblick, .schuettelbox,
    ]

    /// A Vorschule child with `code` as home language opens a round of `game`.
    private func openRound(_ game: GameID, homeLanguage code: String?, in app: AppHarness) throws {
        app.createFirstProfile(level: .vorschule)
        var profile = try app.profile(0)
        profile.homeLanguage = code
        try app.store.profiles.update(profile)
        // The profile is read again when the child is chosen.
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        app.tap(.home(.play))
        app.tap(.gameTile(game))
    }

    /// A child with `code` as home language in a round of `game`, at the solution of its first
    /// scored task; returns the task's number.
    private func reveal(_ game: GameID, homeLanguage code: String?, in app: AppHarness) throws -> Int {
        try openRound(game, homeLanguage: code, in: app)
        if game == .entdecken { app.tap(.gameElement(.entdecken, "modeCount")) }
        // The demo takes no wrong answers; the first scored task does (after its activity).
        app.solve()
        app.wait(2)
        for _ in 0..<200 where app.journey.wrongIntent == nil && app.journey.correctIntent != nil { app.solve() }
        for _ in 0..<3 {
            app.answerWrong()
            app.wait(1)
        }
        for _ in 0..<50 where app.journey.correctIntent == nil { app.wait(0.1) }
        guard case .input(.tap(let id)) = try #require(app.journey.correctIntent),
            let number = TilePlayfield.number(in: id)
        else {
            Issue.record("\(game): the solution awaits no tile tap")
            return 0
        }
        return number
    }

    private static var catalog: ContentCatalog { ShippedContent.catalog }

    /// The widest written home word of every language at the caption's size.
    private static var longestWordWidth: Double {
        let measurer = FixedTextMeasurer()
        return catalog.homeLanguages.filter(\.written).flatMap(\.words).map {
            measurer.width(of: $0, size: HomeWordCaption.textSize, weight: .regular)
        }.max() ?? 0
    }

    @Test(arguments: tileGames)
    func theSolutionWritesTheHomeWordUnderTheNumeralAndFitsAtEverySize(game: GameID) throws {
        let app = try AppHarness()
        let number = try reveal(game, homeLanguage: "pl", in: app)
        let word = try #require(Self.catalog.homeLanguage("pl")?.word(for: number))
        for size in LayoutAudit.standardSizes {
            let scene = app.scene(at: size)
            let findings = LayoutAudit().audit(scene)
            #expect(findings.isEmpty, "\(game) at \(size): \(findings)")
            let captions = scene.texts.filter { $0.string == word }
            #expect(captions.count == 1, "\(game) at \(size): the word \(word) shows \(captions.count) times")
            guard let caption = captions.first,
                let tile = scene.element(.answer(number))
            else {
                Issue.record("\(game) at \(size): no caption or no answer tile")
                continue
            }
            // Under the numeral, inside the window, on no control, and wide enough for any word.
            #expect(caption.frame.minY >= tile.hitRegion.maxY, "\(game) at \(size)")
            #expect(caption.frame.minX <= tile.hitRegion.center.x && tile.hitRegion.center.x <= caption.frame.maxX)
            #expect(scene.viewport.contains(caption.frame), "\(game) at \(size): \(caption.frame)")
            for element in scene.elements where element.role.isActionable {
                #expect(!element.hitRegion.intersects(caption.frame), "\(game) at \(size): on \(element.id)")
            }
            #expect(caption.frame.width >= Self.longestWordWidth, "\(game) at \(size)")
            #expect(caption.size < NumeralTile.numeralSize(forTile: tile.hitRegion.width))
        }
    }

    /// Nachspuren's solution writes the numeral with the child and Froschsprung's points at the
    /// stone; both write the word under it.
    @Test(arguments: [GameID.nachspuren, .froschsprung])
    func aPictureGameWritesTheHomeWordUnderItsNumeralAtEverySize(game: GameID) throws {
        let app = try AppHarness()
        try openRound(game, homeLanguage: "pl", in: app)
        app.solve()
        app.wait(2)
        for _ in 0..<200 where app.journey.wrongIntent == nil && app.journey.correctIntent != nil { app.solve() }
        let words = try #require(Self.catalog.homeLanguage("pl")).words
        #expect(!app.scene.texts.contains { words.contains($0.string) }, "\(game): a word before the solution")
        for _ in 0..<3 {
            app.answerWrong()
            app.wait(1)
        }
        app.wait(1)
        for size in LayoutAudit.standardSizes {
            let scene = app.scene(at: size)
            let findings = LayoutAudit().audit(scene)
            #expect(findings.isEmpty, "\(game) at \(size): \(findings)")
            let captions = scene.texts.filter { words.contains($0.string) }
            #expect(captions.count == 1, "\(game) at \(size): \(captions.map(\.string))")
            guard let caption = captions.first, let number = words.firstIndex(of: caption.string) else { continue }
            // The numeral the word belongs to: the traced canvas, or the stone the hand points at.
            let anchorID =
                game == .nachspuren
                ? A11yID.gameElement(.nachspuren, "canvas") : A11yID.gameElement(.froschsprung, "stone", String(number))
            guard let anchor = scene.element(anchorID) else {
                Issue.record("\(game) at \(size): no \(anchorID)")
                continue
            }
            #expect(caption.frame.minY >= anchor.hitRegion.maxY - 0.001, "\(game) at \(size)")
            #expect(scene.viewport.contains(caption.frame), "\(game) at \(size): \(caption.frame)")
            for element in scene.elements where element.role.isActionable {
                #expect(!element.hitRegion.intersects(caption.frame), "\(game) at \(size): on \(element.id)")
            }
            #expect(caption.frame.width >= Self.longestWordWidth, "\(game) at \(size)")
        }
    }

    @Test func theWordShowsOnlyAtTheReveal() throws {
        let app = try AppHarness()
        try openRound(.hoerHin, homeLanguage: "uk", in: app)
        let words = Set(Self.catalog.homeLanguage("uk")?.words ?? [])
        #expect(!words.isEmpty)
        // While the child answers a task, no word is written: the task is to find the numeral. (The
        // demo, which shows its answer, and a solution write it.)
        var checked = 0
        for _ in 0..<600 where app.screen == .gameContainer {
            if app.journey.wrongIntent != nil {
                let shown = app.scene.texts.map(\.string).filter { words.contains($0) }
                #expect(shown.isEmpty, "\(shown)")
                checked += 1
            }
            if app.journey.correctIntent != nil { app.solve() }
            app.wait(0.1)
        }
        #expect(checked >= 6)
    }

    @Test func arabicIsSpokenAndTheNumeralStandsAlone() throws {
        let app = try AppHarness()
        let number = try reveal(.hoerHin, homeLanguage: "ar", in: app)
        let arabic = try #require(Self.catalog.homeLanguage("ar"))
        #expect(!arabic.written)
        #expect(!app.scene.texts.contains { arabic.words.contains($0.string) })
        #expect(app.scene.element(.answer(number)) != nil)
        // Nothing is kept free for a word that never shows: the tiles sit where they sit without one.
        let plain = try AppHarness()
        _ = try reveal(.hoerHin, homeLanguage: nil, in: plain)
        #expect(
            app.scene.elements.filter { $0.id.rawValue.contains(".answer.") }.map(\.hitRegion)
                == plain.scene.elements.filter { $0.id.rawValue.contains(".answer.") }.map(\.hitRegion))
    }
}
