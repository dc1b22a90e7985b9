/// Seconds since boot including sleep; restarts near 0 after a reboot (engine 15.12). The
/// trusted day clock compares it with the wall clock to notice a clock that was moved.
public protocol ContinuousTimeSource: Sendable {
    var seconds: Double { get }
}
