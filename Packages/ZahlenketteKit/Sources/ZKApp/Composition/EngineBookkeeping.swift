import ZKCore
import ZKLearningEngine

/// The engine's bookkeeping that has no column of its own in the store: widening counters, the
/// per-number friend counters, the cells of each game's last round and per-cell success
/// estimates. Kept as JSON in `LearningState.rangeStateJSON` (DECISIONS D-0502).
struct EngineBookkeeping: Codable, Equatable {
    var range: RangeState
    var numbers: [Int: NumberCounter]
    var lastRoundCells: [GameID: [CellKey]]
    var currentRoundCells: [GameID: [CellKey]]
    var successEstimates: [CellKey: Double]

    init(snapshot: LearnerSnapshot) {
        range = snapshot.range
        numbers = snapshot.numbers
        lastRoundCells = snapshot.games.mapValues(\.lastRoundCells)
        currentRoundCells = snapshot.games.mapValues(\.currentRoundCells)
        successEstimates = snapshot.cells.mapValues(\.successEstimate)
    }
}
