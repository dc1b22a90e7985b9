/// A continuous time that reads a set value, for tests of the trusted day clock and cooldowns.
public struct FixedContinuousTimeSource: ContinuousTimeSource {
    public let seconds: Double

    public init(seconds: Double) {
        self.seconds = seconds
    }
}
