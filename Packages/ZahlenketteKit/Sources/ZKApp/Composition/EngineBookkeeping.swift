import ZKCore
import ZKLearningEngine

/// The engine's bookkeeping that has no column of its own in the store: widening counters, the
/// per-number friend counters, the cells of each game's last round, per-cell success estimates,
/// how each cell's last task went, and what the engine expected of the controller's window tasks.
/// Kept as JSON in `LearningState.rangeStateJSON` (DECISIONS D-0502, D-0533).
struct EngineBookkeeping: Codable, Equatable {
    var range: RangeState
    var numbers: [Int: NumberCounter]
    var lastRoundCells: [GameID: [CellKey]]
    var currentRoundCells: [GameID: [CellKey]]
    var successEstimates: [CellKey: Double]
    /// How the last primary task on each cell went, for cells where it was anything but `.none`:
    /// a missed number is helped next time, a helped success is asked again unaided (D-0120).
    var previousAttempts: [CellKey: PreviousAttempt]
    /// The expectations paired with the controller's window and whether each task was scaffolded:
    /// the correction of the planner's expectations reads them (D-0120, D-0139).
    var controllerPredicted: [Double]
    var controllerScaffolded: [Bool]

    init(snapshot: LearnerSnapshot) {
        range = snapshot.range
        numbers = snapshot.numbers
        lastRoundCells = snapshot.games.mapValues(\.lastRoundCells)
        currentRoundCells = snapshot.games.mapValues(\.currentRoundCells)
        successEstimates = snapshot.cells.mapValues(\.successEstimate)
        previousAttempts = snapshot.cells.mapValues(\.previousAttempt).filter { $0.value != .none }
        controllerPredicted = snapshot.controller.predicted
        controllerScaffolded = snapshot.controller.scaffolded
    }

    private enum CodingKeys: String, CodingKey {
        case range, numbers, lastRoundCells, currentRoundCells, successEstimates, previousAttempts
        case controllerPredicted, controllerScaffolded
    }

    /// Bookkeeping stored before the last attempts and the expectations were kept decodes with none:
    /// the engine then plans as for a child whose recent tasks it has not seen (D-0533).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        range = try container.decode(RangeState.self, forKey: .range)
        numbers = try container.decode([Int: NumberCounter].self, forKey: .numbers)
        lastRoundCells = try container.decode([GameID: [CellKey]].self, forKey: .lastRoundCells)
        currentRoundCells = try container.decode([GameID: [CellKey]].self, forKey: .currentRoundCells)
        successEstimates = try container.decode([CellKey: Double].self, forKey: .successEstimates)
        previousAttempts =
            try container.decodeIfPresent([CellKey: PreviousAttempt].self, forKey: .previousAttempts) ?? [:]
        controllerPredicted = try container.decodeIfPresent([Double].self, forKey: .controllerPredicted) ?? []
        controllerScaffolded = try container.decodeIfPresent([Bool].self, forKey: .controllerScaffolded) ?? []
    }
}
