import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

/// Sideways scrolling of scrollable elements (D-0651): wheel, drag and arrows, and never a tap.
@MainActor @Suite struct ScrollInputTests {
    static let pond = A11yID.gameElement(.froschsprung, "pond")
    static let stone = A11yID.gameElement(.froschsprung, "stone", "3")
    static let tile = A11yID.answer(4)

    /// A pond (its target is the strip at the bottom, its picture the whole water) with a stone
    /// lying on it, and a plain button beside it: the shapes the input rules are about.
    private let scene = Scene(
        size: Size(width: 700, height: 500), background: Color(hex: 0),
        nodes: [
            Node.rect(Rect(x: 0, y: 100, width: 400, height: 300), fill: Color(hex: 0xD3E8F4)).interactive(
                ScrollInputTests.pond, label: "Teich verschieben", role: .scrollable,
                hitRegion: Rect(x: 0, y: 320, width: 400, height: 80)),
            Node.rect(Rect(x: 100, y: 150, width: 80, height: 80), fill: Color(hex: 0xD1342F)).interactive(
                ScrollInputTests.stone, label: "Stein"),
            Node.rect(Rect(x: 500, y: 150, width: 80, height: 80), fill: Color(hex: 0xFFFFFF)).interactive(
                ScrollInputTests.tile, label: "Zahl vier"),
        ])

    @Test func theWheelScrollsThePondAlsoOverAStoneLyingOnIt() {
        #expect(
            ScrollInput.wheel(dx: 0, dy: -1, at: Point(x: 140, y: 190), in: scene)
                == .input(.scroll(ScrollInputTests.pond, delta: 80)))
        #expect(
            ScrollInput.wheel(dx: 0, dy: 2, at: Point(x: 10, y: 110), in: scene)
                == .input(.scroll(ScrollInputTests.pond, delta: -160)))
        #expect(
            ScrollInput.wheel(dx: 1, dy: 0, at: Point(x: 10, y: 350), in: scene)
                == .input(.scroll(ScrollInputTests.pond, delta: 80)))
        // Outside the pond the wheel does nothing.
        #expect(ScrollInput.wheel(dx: 0, dy: -1, at: Point(x: 540, y: 190), in: scene) == nil)
    }

    @Test func leftAndRightScrollTheFocusedPondAndMoveTheFocusEverywhereElse() {
        #expect(
            ScrollInput.key(.right, focused: ScrollInputTests.pond, in: scene)
                == .input(.scroll(ScrollInputTests.pond, delta: 80)))
        #expect(
            ScrollInput.key(.left, focused: ScrollInputTests.pond, in: scene)
                == .input(.scroll(ScrollInputTests.pond, delta: -80)))
        #expect(ScrollInput.key(.down, focused: ScrollInputTests.pond, in: scene) == nil)
        #expect(ScrollInput.key(.right, focused: ScrollInputTests.stone, in: scene) == nil)
        #expect(ScrollInput.key(.right, focused: nil, in: scene) == nil)
    }

    @Test func aDragOnThePondScrollsOnlyOnceItHasMovedSideways() throws {
        var drag = try #require(ScrollDrag(pressAt: Point(x: 140, y: 190), in: scene))
        #expect(drag.target == ScrollInputTests.pond)
        #expect(drag.move(to: Point(x: 135, y: 195)) == nil && !drag.isScrolling)
        // The content follows the finger: moving it left by 30 pt shows what lies to the right.
        #expect(drag.move(to: Point(x: 110, y: 190)) == .input(.scroll(ScrollInputTests.pond, delta: 30)))
        #expect(drag.move(to: Point(x: 150, y: 190)) == .input(.scroll(ScrollInputTests.pond, delta: -40)))
        #expect(drag.isScrolling)
        #expect(ScrollDrag(pressAt: Point(x: 540, y: 190), in: scene) == nil)
    }

    @Test func scriptsScrollFroschsprungsPondByNameAndByArrowKeys() throws {
        let start = RepositoryResources.game("froschsprung")
        var intents: [AppIntent] = []
        start.intentObserver = { intents.append($0) }
        var lines: [String] = []
        let runner = ScriptRunner(
            options: RepositoryResources.options(), output: { lines.append($0) }, screenshot: { _, _ in nil })
        // At a phone's width the pond is wider than the window, so it scrolls.
        #expect(runner.run("size 375x667", on: start) == .ok)
        RepositoryResources.wait(for: ScrollInputTests.pond, in: runner)
        #expect(runner.apply(.scroll(ScrollInputTests.pond, 240)) == nil)
        #expect(lines.contains("event scroll id=S07.froschsprung.pond points=240.0"))
        RepositoryResources.tab(to: ScrollInputTests.pond, in: runner)
        #expect(runner.focus.focused == ScrollInputTests.pond)
        #expect(runner.apply(.key(.right)) == nil)
        #expect(runner.apply(.key(.left)) == nil)
        #expect(
            intents.filter { if case .focus = $0 { false } else { true } } == [
                .input(.scroll(ScrollInputTests.pond, delta: 240)), .input(.scroll(ScrollInputTests.pond, delta: 80)),
                .input(.scroll(ScrollInputTests.pond, delta: -80)),
            ])
        #expect(runner.apply(.scroll(.gameHome, 100)) == "scroll S07.home: the element does not scroll.")
    }
}
