import ZKGameKit

/// One Was-fehlt task: a window of the bead chain with an empty socket at `number`.
public struct WasFehltTask: NumeralTask {
    public let number: Int
    /// The beads shown, the socket included.
    public let window: ClosedRange<Int>
    /// Beads that carry their numeral; the others are five-coded only.
    public let labelledBeads: [Int]
    public let options: AnswerOptions
}
