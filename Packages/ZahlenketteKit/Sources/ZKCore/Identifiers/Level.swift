/// The level a parent chooses for a child (spec 4.12.1): it sets the starting range, round length,
/// range cap and permitted content. Age is guidance only; no birthdate is stored.
public enum Level: String, CaseIterable, Codable, Sendable {
    case littleOnes
    case vorschule

    /// Tasks in a round unless a game overrides it per step
    /// (docs/engine.md#planning-a-round).
    public var tasksPerRound: Int {
        switch self {
        case .littleOnes: 4
        case .vorschule: 6
        }
    }

    /// The stage a new profile starts at.
    public var startingRange: RangeStage {
        switch self {
        case .littleOnes: .r1to5
        case .vorschule: .r1to10
        }
    }

    /// Automatic widening never goes past this stage (docs/engine.md#learning-from-a-task).
    public var rangeCap: RangeStage {
        switch self {
        case .littleOnes: .r1to10
        case .vorschule: .r1to20
        }
    }

    /// The lowest stage the level allows: vorschule means at least 1 to 10
    /// (docs/parent-area.md#settings).
    public var rangeFloor: RangeStage {
        switch self {
        case .littleOnes: .r1to5
        case .vorschule: .r1to10
        }
    }

    /// Clamps a stage into what this level allows (docs/parent-area.md#settings, level
    /// change).
    public func clamp(_ stage: RangeStage) -> RangeStage {
        min(max(stage, rangeFloor), rangeCap)
    }
}
