import Foundation
import TestSupport
import Testing
import ZKCore
import ZKPersistence

@testable import ZKApp

/// The parent area reads a family's year once and keeps it while nothing changes (issue 18,
/// D-1116): a page after a write or on a new day shows the store as it is now.
@MainActor @Suite struct ParentFamilyReadTests {
    @Test func movingBetweenParentPagesReadsTheStoreOnce() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        let notices = app.model.parentNotices
        // Reading the cells now would fail, and say so to the parent. A rename writes no row.
        try app.store.database.execute("ALTER TABLE mastery_record RENAME TO mastery_record_hidden")
        app.scrollAndTap(A11yID(.parentDashboard, "progress", "1"))
        #expect(app.screen == .progressGrid)
        #expect(app.model.parentFamily().count == 2, "the grid shows both children from the dashboard's read")
        #expect(app.model.parentNotices == notices, "nothing was read, so nothing failed")
        try app.store.database.execute("ALTER TABLE mastery_record_hidden RENAME TO mastery_record")
    }

    @Test func aWriteWhileTheParentAreaIsOpenShowsOnTheNextPage() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        let mila = try #require(app.model.parentFamily().overview(0))
        #expect(mila.tasksThisWeek > 0)
        try app.store.database.run("DELETE FROM task_attempt WHERE profile_id = ?", [mila.profile.id.sql])
        app.scrollAndTap(A11yID(.parentDashboard, "progress", "0"))
        #expect(app.model.parentFamily().overview(0)?.tasksThisWeek == 0)
    }

    @Test func aNewDayIsReadAfresh() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        let before = try #require(app.model.parentFamily().overview(0)?.today)
        app.device.setWallClock(by: 24 * 3600)
        #expect(app.model.parentFamily().overview(0)?.today == before.adding(days: 1))
    }

    @Test func aReadThatFailedIsTriedAgainOnTheNextPage() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        try app.store.database.execute("ALTER TABLE mastery_record RENAME TO mastery_record_hidden")
        app.openParentArea()
        #expect(app.model.parentFamily().count == 0, "no child could be read")
        try app.store.database.execute("ALTER TABLE mastery_record_hidden RENAME TO mastery_record")
        #expect(app.model.parentFamily().count == 2, "the store works again: both children")
    }
}
