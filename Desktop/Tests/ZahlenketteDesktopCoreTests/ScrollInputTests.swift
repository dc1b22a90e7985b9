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
    /// lying on it, and a plain button beside it.
    final class Pond: HostScreen {
        let name = "S05"
        var intents: [AppIntent] = []
        func scene(size: Size, time: Double) -> Scene {
            let water = Rect(x: 0, y: 100, width: 400, height: 300)
            return Scene(
                size: size, background: Color(hex: 0),
                nodes: [
                    Node.rect(water, fill: Color(hex: 0xD3E8F4)).interactive(
                        ScrollInputTests.pond, label: "Teich verschieben", role: .scrollable,
                        hitRegion: Rect(x: 0, y: 320, width: 400, height: 80)),
                    Node.rect(Rect(x: 100, y: 150, width: 80, height: 80), fill: Color(hex: 0xD1342F)).interactive(
                        ScrollInputTests.stone, label: "Stein"),
                    Node.rect(Rect(x: 500, y: 150, width: 80, height: 80), fill: Color(hex: 0xFFFFFF)).interactive(
                        ScrollInputTests.tile, label: "Zahl vier"),
                ])
        }
        func handle(_ intent: AppIntent, time: Double) -> HostResponse {
            intents.append(intent)
            return HostResponse()
        }
    }

    private let scene = Pond().scene(size: Size(width: 700, height: 500), time: 0)

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

    @Test func scriptsScrollThePondByNameAndByArrowKeys() {
        let pond = Pond()
        let registry = ScreenRegistry.standard()
        registry.register(.home) { _ in pond }
        var lines: [String] = []
        let runner = ScriptRunner(registry: registry, output: { lines.append($0) }, screenshot: { _, _ in nil })
        let outcome = runner.run(
            """
            screen S05
            scroll S07.froschsprung.pond 240
            key tab
            key right
            key down
            key right
            """)
        #expect(outcome == .ok)
        // Right moves the focus from the stone to the tile; on the pond (below them) it scrolls.
        #expect(
            pond.intents.filter { if case .focus = $0 { false } else { true } } == [
                .input(.scroll(ScrollInputTests.pond, delta: 240)), .input(.scroll(ScrollInputTests.pond, delta: 80)),
            ])
        #expect(
            lines.filter { $0.hasPrefix("event focus") } == [
                "event focus id=S07.froschsprung.stone.3", "event focus id=S07.answer.4",
                "event focus id=S07.froschsprung.pond",
            ])
        #expect(lines.contains("event scroll id=S07.froschsprung.pond points=240.0"))
        #expect(
            runner.run("screen S05\nscroll S07.answer.4 100")
                == .fail("line 2: scroll S07.answer.4: the element does not scroll."))
    }
}
