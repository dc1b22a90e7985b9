/// Which window focus changes are the child leaving (issue 19, spec 5.7). Switching to or from
/// fullscreen (F11) makes many window managers take the focus away and give it back at once; that
/// blink must not pause a round. A loss within `settle` seconds of a switch waits: a gain within
/// the same time cancels it, and only a loss that outlasts it pauses. Pure; the window feeds it
/// SDL's focus events and its clock.
public struct WindowFocusFilter: Equatable, Sendable {
    /// How long after a fullscreen switch a focus loss may still be the switch.
    public static let settle = 1.0

    private var switchedAt: Double?
    private var pendingLoss = false

    public init() {}

    /// F11 switched fullscreen on or off at `time`.
    public mutating func fullscreenSwitched(at time: Double) {
        switchedAt = time
    }

    /// The window lost the focus: true when the app should pause now.
    public mutating func focusLost(at time: Double) -> Bool {
        if let switchedAt, time - switchedAt < WindowFocusFilter.settle {
            pendingLoss = true
            return false
        }
        return true
    }

    /// The window has the focus again: true when the app should hear it (it had paused).
    public mutating func focusGained(at time: Double) -> Bool {
        guard pendingLoss else { return true }
        pendingLoss = false
        return false
    }

    /// Time passed; `hasFocus` is the window's state now. True when a loss held back after a
    /// switch has outlasted the settle time and the app should pause now.
    public mutating func tick(at time: Double, hasFocus: Bool) -> Bool {
        guard pendingLoss, let switchedAt, time - switchedAt >= WindowFocusFilter.settle else { return false }
        pendingLoss = false
        return !hasFocus
    }
}
