import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

/// Issue 19: what a key means on a scene, the same in the window and in `--script`.
@MainActor struct KeyboardInputTests {
    static let quantity = A11yID.gameElement(.wieViele, "quantity")
    static let canvas = A11yID.gameElement(.nachspuren, "canvas")

    let scene = Scene(
        size: Size(width: 600, height: 400), background: Color(hex: 0),
        nodes: [
            Node.rect(Rect(x: 20, y: 20, width: 64, height: 64), fill: nil).interactive(.gameHome, label: "Haus"),
            Node.rect(Rect(x: 100, y: 100, width: 200, height: 100), fill: nil).interactive(
                quantity, label: "Menge", role: .adjustable, adjustsWithArrows: true),
            Node.rect(Rect(x: 320, y: 100, width: 200, height: 100), fill: nil).interactive(
                canvas, label: "Zahl", role: .drawable),
            Node.rect(Rect(x: 100, y: 250, width: 80, height: 80), fill: nil).interactive(.answer(4), label: "4"),
        ],
        keyboard: KeyboardHints(escape: .gameHome))

    @Test func theActivationKeyHoldsTheFocusedElementAndTapsAfterItsRelease() {
        #expect(KeyboardInput.plan(.space, focused: .gameHome, in: scene) == .hold(.gameHome, tapAfterRelease: true))
        #expect(KeyboardInput.plan(.enter, focused: .answer(4), in: scene) == .hold(.answer(4), tapAfterRelease: true))
        #expect(
            KeyboardInput.plan(.space, focused: KeyboardInputTests.canvas, in: scene)
                == .hold(KeyboardInputTests.canvas, tapAfterRelease: false))
        #expect(KeyboardInput.plan(.space, focused: nil, in: scene) == .nothing("nothing has the keyboard focus."))
    }

    @Test func escapeHoldsTheScreensWayBackOrHidesTheRing() {
        #expect(KeyboardInput.plan(.escape, focused: .answer(4), in: scene) == .hold(.gameHome, tapAfterRelease: true))
        let plain = Scene(size: scene.size, background: scene.background, nodes: scene.nodes)
        #expect(KeyboardInput.plan(.escape, focused: .answer(4), in: plain) == .focus(.escape))
    }

    @Test func leftAndRightAdjustAnElementThatTakesTheArrowsAndMoveTheRingElsewhere() {
        #expect(
            KeyboardInput.plan(.right, focused: KeyboardInputTests.quantity, in: scene)
                == .send(.input(.adjust(KeyboardInputTests.quantity, by: 1))))
        #expect(
            KeyboardInput.plan(.left, focused: KeyboardInputTests.quantity, in: scene)
                == .send(.input(.adjust(KeyboardInputTests.quantity, by: -1))))
        #expect(
            KeyboardInput.plan(.down, focused: KeyboardInputTests.quantity, in: scene) == .focus(.focusMove(.down)))
        #expect(KeyboardInput.plan(.right, focused: .answer(4), in: scene) == .focus(.focusMove(.right)))
    }

    @Test func ctrlQQuitsAndF11OnlySwitchesFullscreen() {
        #expect(KeyboardInput.plan(.ctrlQ, focused: nil, in: scene) == .quit)
        #expect(KeyboardInput.plan(.f11, focused: .answer(4), in: scene) == .toggleFullscreen)
    }
}
