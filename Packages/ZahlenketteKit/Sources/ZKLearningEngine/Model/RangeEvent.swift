import ZKCore

/// What the range rules decided at a round's last task (docs/engine.md#range, spec 9.8).
public enum RangeEvent: Hashable, Codable, Sendable {
    case widened(from: RangeStage, to: RangeStage)
    case narrowed(from: RangeStage, to: RangeStage)
    /// W1–W5 hold while a parent override fixes the stage: "bereit für den nächsten Zahlenraum".
    case readyForNext(RangeStage)
}
