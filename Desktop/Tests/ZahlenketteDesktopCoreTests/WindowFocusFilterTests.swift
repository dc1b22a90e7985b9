import Testing

@testable import ZahlenketteDesktopCore

/// Issue 19: F11 must not pause a round; only a real loss of the window's focus does.
struct WindowFocusFilterTests {
    /// Plays `steps` on a fresh filter and returns what each said.
    private func play(_ steps: [(inout WindowFocusFilter) -> Bool]) -> [Bool] {
        var filter = WindowFocusFilter()
        return steps.map { $0(&filter) }
    }

    @Test func aFocusBlinkWhileSwitchingFullscreenIsNotALoss() {
        let said = play([
            {
                $0.fullscreenSwitched(at: 10)
                return false
            },
            { $0.focusLost(at: 10.05) },
            { $0.focusGained(at: 10.2) },
            { $0.tick(at: 11.5, hasFocus: true) },
        ])
        #expect(said == [false, false, false, false])
    }

    @Test func aLossThatOutlastsTheSwitchPausesWhenTheSettleTimeIsOver() {
        let said = play([
            {
                $0.fullscreenSwitched(at: 10)
                return false
            },
            { $0.focusLost(at: 10.3) },
            { $0.tick(at: 10.9, hasFocus: false) },
            { $0.tick(at: 11.05, hasFocus: false) },
            { $0.tick(at: 11.2, hasFocus: false) },
            { $0.focusGained(at: 20) },
        ])
        // Paused once, at the end of the settle time; coming back is heard.
        #expect(said == [false, false, false, true, false, true])
    }

    @Test func aLossWithoutASwitchPausesAtOnce() {
        let said = play([
            { $0.focusLost(at: 5) },
            { $0.focusGained(at: 9) },
            {
                $0.fullscreenSwitched(at: 10)
                return false
            },
            { $0.focusLost(at: 12) },
        ])
        #expect(said == [true, true, false, true])
    }
}
