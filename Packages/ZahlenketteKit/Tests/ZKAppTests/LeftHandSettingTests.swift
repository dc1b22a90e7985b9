import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKScene

/// A parent sets a child's writing hand on S-20 (docs/games.md#nachspuren): stored with the
/// profile, shown selected, and only for that child.
@MainActor @Suite struct LeftHandSettingTests {
    @Test func aParentSetsTheLeftHandForOneChild() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "range")))
        let left = A11yID(.profileSettings, "hand", "left")
        let right = A11yID(.profileSettings, "hand", "right")
        app.scrollTo(right)
        #expect(app.scene.element(right)?.isSelected == true)
        app.scrollAndTap(left)
        app.scrollTo(left)
        #expect(app.scene.element(left)?.isSelected == true)
        #expect(app.scene.element(right)?.isSelected == false)
        let profiles = try app.store.profiles.profiles()
        #expect(profiles.map(\.leftHanded) == [true, false])
        app.scrollAndTap(right)
        #expect(try app.store.profiles.profiles().map(\.leftHanded) == [false, false])
    }
}
