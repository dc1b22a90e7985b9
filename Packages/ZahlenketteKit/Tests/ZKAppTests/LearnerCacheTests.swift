import Foundation
import TestSupport
import Testing
import ZKCore
import ZKLearningEngine
import ZKPersistence

@testable import ZKApp

/// The app keeps the rows of the learner it last read between a child's tasks (D-0056). Whatever it
/// keeps, the engine must see the child the store holds: after the app's own task commits the kept
/// learner equals a fresh read, and after any other write — a parent's override, an import, a
/// restored backup, a deleted child — the next read goes to the store again.
@Suite @MainActor struct LearnerCacheTests {
    /// Rounds of three games, every third task first answered wrong: after each task the app
    /// committed, the learner from the kept rows is the learner the store gives.
    @Test func afterEveryTaskTheKeptLearnerIsTheOneTheStoreGives() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .vorschule)
        var compared = 0
        var kept = 0
        var answered = 0
        for game in [GameID.wieViele, .hoerHin, .wasFehlt, .wieViele] {
            app.tap(.home(.play))
            app.tap(.gameTile(game))
            for _ in 0..<40 where app.screen == .gameContainer {
                for _ in 0..<200 where app.journey.correctIntent == nil && app.screen == .gameContainer {
                    app.wait(0.1)
                }
                guard app.screen == .gameContainer else { break }
                let tasks = app.events(named: "task").count
                answered += 1
                if answered % 3 == 0 { app.answerWrong() }
                app.solve()
                guard app.events(named: "task").count > tasks else { continue }
                if try isKept(app) { kept += 1 }
                let (cached, fresh) = try learners(app)
                #expect(cached == fresh, "\(game), task \(tasks)")
                compared += 1
                app.wait(2)
            }
            for _ in 0..<20 where app.screen != .roundEnd { app.wait(0.5) }
            #expect(app.screen == .roundEnd)
            app.tap(.roundEndHome)
        }
        #expect(compared > 15)
        // The rows were kept across the tasks of a round: the cache is in use, not only compared.
        #expect(kept >= compared / 2)
    }

    /// A parent's override of the range is a write: the kept rows go, and the learner read next
    /// carries the override.
    @Test func aParentsOverrideSendsTheNextReadToTheStore() throws {
        let app = try playedOneRound()
        _ = try learners(app)
        #expect(try isKept(app))
        var profile = try app.profile()
        profile.rangeOverride = .r1to20
        try app.store.profiles.update(profile)
        #expect(try !isKept(app))
        let (cached, fresh) = try learners(app)
        #expect(cached == fresh)
        #expect(cached.range.parentOverride == .r1to20)
    }

    /// An import replaces the child's rows with older ones: the kept rows go, and the learner read
    /// next is the imported one.
    @Test func anImportSendsTheNextReadToTheStore() throws {
        let app = try playedOneRound()
        let exported = try app.store.dataManagement.export()
        let (before, _) = try learners(app)
        playRound(app, .hoerHin)
        let (after, _) = try learners(app)
        #expect(after != before)
        #expect(try isKept(app))
        _ = try app.store.importExport(exported, mode: .replace).get()
        #expect(try !isKept(app))
        let (cached, fresh) = try learners(app)
        #expect(cached == fresh)
        #expect(cached.cells == before.cells && cached.controller == before.controller)
    }

    /// The day's backup, made at the first round's end, brought back after a second round: the
    /// kept rows go.
    @Test func aRestoredBackupSendsTheNextReadToTheStore() throws {
        let app = try playedOneRound()
        let backup = try #require(app.model.environment.dailyBackup.lastMade)
        let (before, _) = try learners(app)
        playRound(app, .hoerHin)
        _ = try learners(app)
        #expect(try isKept(app))
        _ = try app.store.restore(backup).get()
        #expect(try !isKept(app))
        let (cached, fresh) = try learners(app)
        #expect(cached == fresh)
        #expect(cached.cells == before.cells && cached.controller == before.controller)
    }

    /// A deleted child has no learner: the read fails as a fresh one does, from no kept rows.
    @Test func aDeletedChildIsNotReadFromKeptRows() throws {
        let app = try playedOneRound()
        let profile = try app.profile()
        _ = try learners(app)
        #expect(try isKept(app))
        try app.store.dataManagement.deleteProfile(id: profile.id)
        #expect(try !isKept(app, profile: profile))
        let environment = app.model.environment
        let bridge = EngineBridge(
            store: app.store, clock: environment.clock, notices: environment.notices, cache: environment.learners)
        #expect(throws: PersistenceError.self) {
            try bridge.snapshot(for: profile, availableGames: environment.playableGames)
        }
    }

    /// A child with one round of Wie viele? played, at the home screen; the day's backup, which
    /// that round's end starts, is made before the round-end screen shows.
    private func playedOneRound() throws -> AppHarness {
        let app = try AppHarness()
        app.model.environment.dailyBackup.runner = .inline
        app.createFirstProfile(level: .vorschule)
        playRound(app, .wieViele)
        return app
    }

    private func playRound(_ app: AppHarness, _ game: GameID) {
        app.tap(.home(.play))
        app.tap(.gameTile(game))
        app.playRound()
        app.tap(.roundEndHome)
    }

    /// Whether the app keeps rows for the child that a read would use now.
    private func isKept(_ app: AppHarness, profile: ChildProfile? = nil) throws -> Bool {
        let environment = app.model.environment
        let id = try profile?.id ?? app.profile().id
        return environment.learners.rows(in: app.store, profileID: id, games: environment.playableGames) != nil
    }

    /// The learner read the app's way (from kept rows when it has them) and read fresh from the store.
    private func learners(_ app: AppHarness) throws -> (cached: LearnerSnapshot, fresh: LearnerSnapshot) {
        let environment = app.model.environment
        let profile = try app.profile()
        let games = environment.playableGames
        let cached = try EngineBridge(
            store: app.store, clock: environment.clock, notices: environment.notices, cache: environment.learners
        ).snapshot(for: profile, availableGames: games)
        let fresh = try EngineBridge(store: app.store, clock: environment.clock, notices: environment.notices)
            .snapshot(for: profile, availableGames: games)
        return (cached, fresh)
    }
}
