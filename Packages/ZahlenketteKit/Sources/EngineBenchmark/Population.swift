import ZKCore
import ZKLearningEngine

/// A population of simulated learners at one level and stage.
struct Population {
    let name: String
    let level: Level
    let stage: RangeStage
    let learners: Int
    let seed: UInt64
    let roundsPerDay: Int
    let maxDays: Int

    /// One game per skill, so every skill of the taxonomy is trained; the children play them in turn.
    static let games: [GameID] = [
        .wieViele, .hoerHin, .wasFehlt, .memory, .blitzblick, .mehrWeniger, .schuettelbox, .nachspuren,
    ]

    var targetCells: [CellKey] {
        ApplicableCells.cells(skills: Set(Skill.allCases), level: level, stage: stage)
    }

    static let all: [Population] = [
        Population(
            name: "littleOnes", level: .littleOnes, stage: .r1to5, learners: 210, seed: 0x5EED_0001, roundsPerDay: 3,
            maxDays: 240),
        Population(
            name: "vorschule", level: .vorschule, stage: .r1to10, learners: 210, seed: 0x5EED_0002, roundsPerDay: 4,
            maxDays: 240),
        Population(
            name: "vorschule20", level: .vorschule, stage: .r1to20, learners: 210, seed: 0x5EED_0003, roundsPerDay: 4,
            maxDays: 365),
    ]
}
