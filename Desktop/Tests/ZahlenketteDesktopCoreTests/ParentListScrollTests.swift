import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

/// A parent page's content (role list, D-0905) scrolls up and down: the wheel anywhere over it,
/// an up-or-down drag, and the up and down arrows while its bar has the focus.
@MainActor @Suite struct ParentListScrollTests {
    static let content = A11yID(.parentDashboard, "content")
    static let row = A11yID(.parentDashboard, "close")

    /// A page: the list's picture is the whole content area, its target the bar at the right.
    static let scene = Scene(
        size: Size(width: 600, height: 500), background: Color(hex: 0xFFFFFF),
        nodes: [
            Node.rect(Rect(x: 0, y: 80, width: 600, height: 420), fill: nil).interactive(
                content, label: "Seite verschieben", role: .list, audience: .parent,
                hitRegion: Rect(x: 552, y: 84, width: 44, height: 412)),
            Node.rect(Rect(x: 20, y: 100, width: 300, height: 48), fill: Color(hex: 0)).interactive(
                row, label: "Schließen", audience: .parent),
        ])

    @Test func theWheelTowardsTheUserShowsWhatLiesBelowEvenOverAButton() {
        #expect(
            ScrollInput.wheel(dx: 0, dy: -1, at: Point(x: 50, y: 120), in: Self.scene)
                == .input(.scroll(Self.content, delta: ScrollInput.step)))
        #expect(
            ScrollInput.wheel(dx: 0, dy: 2, at: Point(x: 300, y: 300), in: Self.scene)
                == .input(.scroll(Self.content, delta: -2 * ScrollInput.step)))
        // A sideways wheel does not move a list; outside the content nothing scrolls.
        #expect(ScrollInput.wheel(dx: 1, dy: 0, at: Point(x: 300, y: 300), in: Self.scene) == nil)
        #expect(ScrollInput.wheel(dx: 0, dy: -1, at: Point(x: 300, y: 40), in: Self.scene) == nil)
    }

    @Test func upAndDownScrollTheFocusedListAndLeftAndRightDoNot() {
        #expect(
            ScrollInput.key(.down, focused: Self.content, in: Self.scene)
                == .input(.scroll(Self.content, delta: ScrollInput.step)))
        #expect(
            ScrollInput.key(.up, focused: Self.content, in: Self.scene)
                == .input(.scroll(Self.content, delta: -ScrollInput.step)))
        #expect(ScrollInput.key(.left, focused: Self.content, in: Self.scene) == nil)
        #expect(ScrollInput.key(.down, focused: Self.row, in: Self.scene) == nil)
    }

    @Test func aDragUpwardsMovesTheContentUpAndIsNoTap() throws {
        var drag = try #require(ScrollDrag(pressAt: Point(x: 100, y: 300), in: Self.scene))
        #expect(drag.move(to: Point(x: 104, y: 295)) == nil, "below the threshold")
        #expect(drag.move(to: Point(x: 104, y: 280)) == .input(.scroll(Self.content, delta: 20)))
        #expect(drag.move(to: Point(x: 150, y: 250)) == .input(.scroll(Self.content, delta: 30)))
        #expect(drag.isScrolling)
    }
}
