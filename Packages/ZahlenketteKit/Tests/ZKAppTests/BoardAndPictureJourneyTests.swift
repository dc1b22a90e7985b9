import Foundation
import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKPersistence

@testable import ZKApp

/// Memory and Punkt zu Punkt through the app shell: the engine's round length for Memory's board,
/// Punkt zu Punkt's finished pictures kept in the profile's game state.
@MainActor @Suite struct BoardAndPictureJourneyTests {
    private func prepare(_ app: AppHarness, _ game: GameID, step: DifficultyStep) throws {
        let profile = try #require(try app.store.profiles.profiles().first)
        var progress = try app.store.progress.gameProgress(profileID: profile.id, gameID: game)
        progress.step = step
        progress.demoSeen = true
        try app.store.progress.saveGameProgress(progress)
    }

    @Test(arguments: [Level.littleOnes, .vorschule], DifficultyStep.allCases)
    func memoryPlansOnePairPerContentTaskAndTheBoardShowsThem(level: Level, step: DifficultyStep) throws {
        let app = try AppHarness()
        app.createFirstProfile(level: level)
        try prepare(app, .memory, step: step)
        app.tap(.home(.play))
        app.tap(.gameTile(.memory))
        let pairs = try #require(ShippedContent.game(.memory)?.step(step)?.pairs?[level])
        let start = try #require(app.events(named: "round-start").first)
        #expect(start.value("step") == String(step.rawValue) && start.value("tasks") == String(pairs))
        app.wait(3)
        let cards = app.scene.elements.filter { $0.id.rawValue.hasPrefix("S07.memory.card.") }
        #expect(cards.count == 2 * pairs)
        app.playRound()
        #expect(app.events(named: "task").count == pairs)
    }

    @Test func aFinishedPictureIsKeptAndTheNextRoundDrawsAnother() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .littleOnes)
        try prepare(app, .punktZuPunkt, step: .step2)
        app.tap(.home(.play))
        app.tap(.gameTile(.punktZuPunkt))
        app.playRound()
        #expect(app.events(named: "task").count == 4)
        let sticker = try #require(app.events(named: "picture").first?.value("sticker"))
        let profile = try #require(try app.store.profiles.profiles().first)
        let saved = try app.store.progress.gameProgress(profileID: profile.id, gameID: .punktZuPunkt).gameStateJSON
        let first = try #require(ShippedContent.catalog.stickers.first { $0.id == sticker }).id
        #expect(saved?.contains(first.replacingOccurrences(of: "sticker.dotpic.", with: "")) == true)
        app.tap(.roundEndHome)
        app.tap(.home(.play))
        app.tap(.gameTile(.punktZuPunkt))
        app.playRound()
        let stickers = app.events(named: "picture").compactMap { $0.value("sticker") }
        #expect(stickers.count == 2 && stickers[0] != stickers[1])
    }
}
