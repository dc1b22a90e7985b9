import ZKCore
import ZKLearningEngine

/// The engine's bookkeeping that has no column of its own in the store: widening counters, the
/// per-number friend counters, the cells of each game's last round, per-cell success estimates,
/// how each cell's last task went, and how the child's tasks came out against what the engine
/// expected of them.
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
    /// Outcomes against expectations, which the planner corrects its expectations by (D-0120, D-0189).
    var calibration: PredictionCalibration
    /// Bookkeeping written before D-0189 kept the expectations of the controller's window tasks and
    /// whether each was scaffolded instead; read only (not in `CodingKeys`, so never written), folded
    /// into `calibration` by `calibration(window:)`.
    private var legacyPredicted: [Double] = []
    private var legacyScaffolded: [Bool] = []

    init(snapshot: LearnerSnapshot) {
        range = snapshot.range
        numbers = snapshot.numbers
        lastRoundCells = snapshot.games.mapValues(\.lastRoundCells)
        currentRoundCells = snapshot.games.mapValues(\.currentRoundCells)
        successEstimates = snapshot.cells.mapValues(\.successEstimate)
        previousAttempts = snapshot.cells.mapValues(\.previousAttempt).filter { $0.value != .none }
        calibration = snapshot.controller.calibration
    }

    private enum CodingKeys: String, CodingKey {
        case range, numbers, lastRoundCells, currentRoundCells, successEstimates, previousAttempts, calibration
    }

    private enum LegacyKeys: String, CodingKey {
        case controllerPredicted, controllerScaffolded
    }

    /// The calibration the engine goes on with: the stored one, or — from bookkeeping written before
    /// D-0189 — the stored expectations of the window's tasks read in order with the window's
    /// flags (`window`, oldest first), so an existing child keeps what its last tasks showed.
    func calibration(window: [Bool]) -> PredictionCalibration {
        let count = min(window.count, legacyPredicted.count, legacyScaffolded.count)
        guard calibration == PredictionCalibration(), count > 0 else { return calibration }
        return zip(window.suffix(count), zip(legacyPredicted.suffix(count), legacyScaffolded.suffix(count)))
            .reduce(calibration) { record, task in
                record.adding(succeeded: task.0, predicted: task.1.0, scaffolded: task.1.1)
            }
    }

    /// Bookkeeping stored before the last attempts and the calibration were kept decodes with none:
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
        calibration =
            try container.decodeIfPresent(PredictionCalibration.self, forKey: .calibration) ?? PredictionCalibration()
        let legacy = try decoder.container(keyedBy: LegacyKeys.self)
        legacyPredicted = try legacy.decodeIfPresent([Double].self, forKey: .controllerPredicted) ?? []
        legacyScaffolded = try legacy.decodeIfPresent([Bool].self, forKey: .controllerScaffolded) ?? []
    }
}
