/// One cell changed by a task, with its status transition (docs/engine.md#what-it-knows, spec 9.10).
public struct CellChange: Hashable, Codable, Sendable {
    public let cell: CellKey
    public let before: CellState
    public let after: CellState

    public init(cell: CellKey, before: CellState, after: CellState) {
        self.cell = cell
        self.before = before
        self.after = after
    }

    /// True when the status moved (for example learning → mastered).
    public var statusChanged: Bool { before.status != after.status }
}
