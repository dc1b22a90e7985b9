/// Seconds since boot including sleep; restarts near 0 after a reboot
/// (docs/app.md#the-trusted-day-clock). The trusted day clock compares it with the wall clock to
/// notice a clock that was moved.
public protocol ContinuousTimeSource: Sendable {
    var seconds: Double { get }
}
