import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

@MainActor struct FocusRingTests {
    /// Two rows: speaker and home on top, four answers below.
    let scene: Scene = {
        func button(_ id: A11yID, _ x: Double, _ y: Double) -> Node {
            Node.rect(Rect(x: x, y: y, width: 80, height: 80), fill: nil).interactive(id, label: "x")
        }
        return Scene(
            size: Size(width: 600, height: 400), background: Color(hex: 0),
            nodes: [
                button(.answer(12), 400, 250), button(.answer(5), 100, 250), button(.answer(7), 200, 250),
                button(.answer(9), 300, 250),
                button(.speaker, 20, 20), button(.gameHome, 500, 20),
                Node.rect(Rect(x: 0, y: 0, width: 10, height: 10), fill: nil).interactive(
                    .answer(1), label: "x", role: .image),
            ])
    }()

    @Test func tabWalksInReadingOrderAndWraps() {
        var ring = FocusRing()
        var visited: [A11yID] = []
        for _ in 0..<7 {
            ring.apply(.focusNext, in: scene)
            if let focused = ring.focused { visited.append(focused) }
        }
        #expect(visited == [.speaker, .gameHome, .answer(5), .answer(7), .answer(9), .answer(12), .speaker])
        ring.apply(.focusPrevious, in: scene)
        #expect(ring.focused == .answer(12))
    }

    @Test func arrowsMoveToTheNearestElementInThatDirection() {
        var ring = FocusRing(focused: .answer(7))
        ring.apply(.focusMove(.right), in: scene)
        #expect(ring.focused == .answer(9))
        ring.apply(.focusMove(.up), in: scene)
        #expect(ring.focused == .gameHome)
        ring.apply(.focusMove(.up), in: scene)
        #expect(ring.focused == .gameHome)
        ring.apply(.focusMove(.left), in: scene)
        #expect(ring.focused == .speaker)
        ring.apply(.escape, in: scene)
        #expect(ring.focused == nil)
    }

    @Test func keysMapToFocusActions() {
        #expect(InputMapping.action(for: .tab) == .focusNext)
        #expect(InputMapping.action(for: .shiftTab) == .focusPrevious)
        #expect(InputMapping.action(for: .space) == .activate)
        #expect(InputMapping.action(for: .enter) == .activate)
        #expect(InputMapping.action(for: .f11) == .toggleFullscreen)
        #expect(InputMapping.action(for: .down) == .focusMove(.down))
    }

    @Test func focusOnAVanishedElementIsDropped() {
        var ring = FocusRing(focused: .answer(20))
        ring.sync(with: scene, showing: false)
        #expect(ring.focused == nil)
    }
}

/// Issue 19: the ring follows the scene's keyboard hints.
@MainActor struct FocusRingSyncTests {
    /// A task with answers `numbers`, named `context`, whose focus start is its first answer.
    func task(_ numbers: [Int], context: String) -> Scene {
        let nodes = numbers.enumerated().map { offset, number in
            Node.rect(Rect(x: 100 + Double(offset) * 100, y: 250, width: 80, height: 80), fill: nil)
                .interactive(.answer(number), label: "x")
        }
        return Scene(
            size: Size(width: 600, height: 400), background: Color(hex: 0), nodes: nodes,
            keyboard: KeyboardHints(focusStart: .answer(numbers[0]), context: context))
    }

    @Test func aNewTaskPutsAShownRingOnItsFirstAnswerNotOnTheSameNumeral() {
        var ring = FocusRing()
        let first = ring.sync(with: task([3, 7, 9], context: "t1"), showing: true)
        #expect(first && ring.focused == .answer(3))
        ring.apply(.focusNext, in: task([3, 7, 9], context: "t1"))
        ring.apply(.focusNext, in: task([3, 7, 9], context: "t1"))
        #expect(ring.focused == .answer(9))
        // The next task shows a 9 too, in another place: the ring goes to its first answer.
        let moved = ring.sync(with: task([5, 9, 2], context: "t2"), showing: true)
        #expect(moved && ring.focused == .answer(5))
        // Within one task the ring stays where the child moved it.
        ring.apply(.focusNext, in: task([5, 9, 2], context: "t2"))
        let stayed = !ring.sync(with: task([5, 9, 2], context: "t2"), showing: true)
        #expect(stayed && ring.focused == .answer(9))
    }

    @Test func withoutTheKeyboardNoRingAppears() {
        var ring = FocusRing()
        ring.sync(with: task([3, 7], context: "t1"), showing: false)
        ring.sync(with: task([5, 9], context: "t2"), showing: false)
        #expect(ring.focused == nil)
    }

    @Test func aFocusedElementThatLeftHandsTheRingToTheStart() {
        var ring = FocusRing(focused: .answer(7))
        ring.sync(with: task([3, 7, 9], context: "t1"), showing: true)
        #expect(ring.focused == .answer(3), "a new context")
        ring.apply(.focusNext, in: task([3, 7, 9], context: "t1"))
        // H2 narrows the tiles: the focused 7 is gone.
        ring.sync(with: task([3, 9], context: "t1"), showing: true)
        #expect(ring.focused == .answer(3))
    }
}
