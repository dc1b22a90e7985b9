/// How a round moves through its tasks.
public enum RoundFlow: Sendable, Equatable {
    /// One task after another, each with its prompt (most games).
    case inOrder
    /// All tasks open on one board; the child chooses which one to work on (Memory's pairs).
    case anyOrder
    /// No tasks to solve: the child explores freely, nothing is scored, the round never finishes
    /// by itself (Entdecken's free explore).
    case freePlay
}
