/// The six widening conditions, each evaluated on its own (docs/engine.md#range, spec 9.8), so a parent screen and the
/// tests can see which one blocks.
public struct WideningCheck: Hashable, Codable, Sendable {
    public var w1Evidence: Bool
    public var w2Mastered: Bool
    public var w3Difficult: Bool
    public var w4Sessions: Bool
    public var w5Probes: Bool
    public var w6Delay: Bool

    public init(
        w1Evidence: Bool, w2Mastered: Bool, w3Difficult: Bool, w4Sessions: Bool, w5Probes: Bool, w6Delay: Bool
    ) {
        self.w1Evidence = w1Evidence
        self.w2Mastered = w2Mastered
        self.w3Difficult = w3Difficult
        self.w4Sessions = w4Sessions
        self.w5Probes = w5Probes
        self.w6Delay = w6Delay
    }

    /// W1–W3: the cells are ready (the condition for next-stage stretch probes, 9.9.1).
    public var cellsReady: Bool { w1Evidence && w2Mastered && w3Difficult }
    /// W1–W5: "bereit für den nächsten Zahlenraum" under a parent override.
    public var readyIgnoringDelay: Bool { cellsReady && w4Sessions && w5Probes }
    /// All six: widen.
    public var allHold: Bool { readyIgnoringDelay && w6Delay }
}
