/// The status of a mastery cell (docs/engine.md#learning-from-a-task, spec 9.2).
public enum CellStatus: String, CaseIterable, Codable, Sendable {
    case new
    case learning
    case difficult
    case mastered
}
