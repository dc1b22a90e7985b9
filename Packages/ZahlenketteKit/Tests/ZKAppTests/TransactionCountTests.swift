import Testing
import ZKPersistence

@testable import ZKApp

/// One task the child answers is one transaction in the store (docs/persistence.md#unit-of-work):
/// the attempt, its cells, the star and any new friend commit together, with no nested savepoint
/// around the attempt's rows.
@MainActor @Suite struct TransactionCountTests {
    @Test func oneAnsweredTaskIsWrittenUnderOneTransaction() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.earn(rounds: 1, game: .wieViele)
        app.tap(.home(.play))
        app.tap(.gameTile(.wieViele))
        let database = app.store.database
        let tasks = app.events(named: "task").count
        for _ in 0..<200 where app.journey.correctIntent == nil { app.wait(0.1) }
        var before = (database.transactionsBegun, database.savepointsOpened)
        app.solve()
        for _ in 0..<100 where app.events(named: "task").count == tasks {
            before = (database.transactionsBegun, database.savepointsOpened)
            app.wait(0.1)
        }
        #expect(app.events(named: "task").count == tasks + 1)
        #expect(app.events(named: "task").last?.value("saved") == nil)
        #expect(database.transactionsBegun - before.0 == 1)
        if app.events(named: "friend").isEmpty { #expect(database.savepointsOpened - before.1 == 0) }
    }
}
