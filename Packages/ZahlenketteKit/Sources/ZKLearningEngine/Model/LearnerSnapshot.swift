import Foundation
import ZKCore

/// Everything the engine knows about one profile (docs/engine.md#what-it-knows, spec 9.10). The app builds it from the store;
/// the engine returns the next one in `LearnerUpdate.snapshot`.
public struct LearnerSnapshot: Hashable, Codable, Sendable {
    public var level: Level
    /// The AppClock local date the snapshot is read on.
    public var today: LocalDate
    public var range: RangeState
    /// Cells that have been credited; a missing cell is `CellState.fresh`.
    public var cells: [CellKey: CellState]
    /// Per-number primary-task counters (9.17).
    public var numbers: [Int: NumberCounter]
    /// Per-game stepping state (9.6).
    public var games: [GameID: GameProgressState]
    public var controller: ControllerState
    public var stretch: StretchCounters
    /// The instant and local day of the last completed task.
    public var lastTaskAt: Date?
    public var lastTaskOn: LocalDate?
    /// Rounds of re-entry mode still to play (9.15).
    public var reentryRoundsLeft: Int
    /// Befriended numbers; never removed (9.17).
    public var friends: Set<Int>
    /// Games the profile can open now (free games, plus premium games while premium is active).
    public var availableGames: Set<GameID>

    public init(
        level: Level, today: LocalDate, range: RangeState? = nil, cells: [CellKey: CellState] = [:],
        numbers: [Int: NumberCounter] = [:], games: [GameID: GameProgressState] = [:],
        controller: ControllerState = ControllerState(), stretch: StretchCounters = StretchCounters(),
        lastTaskAt: Date? = nil, lastTaskOn: LocalDate? = nil, reentryRoundsLeft: Int = 0, friends: Set<Int> = [],
        availableGames: Set<GameID> = Set(StandardGameCatalog.games)
    ) {
        self.level = level
        self.today = today
        self.range = range ?? RangeState(stage: level.startingRange)
        self.cells = cells
        self.numbers = numbers
        self.games = games
        self.controller = controller
        self.stretch = stretch
        self.lastTaskAt = lastTaskAt
        self.lastTaskOn = lastTaskOn
        self.reentryRoundsLeft = reentryRoundsLeft
        self.friends = friends
        self.availableGames = availableGames
    }

    /// A cell's state, `CellState.fresh` when never credited.
    public func cell(_ key: CellKey) -> CellState {
        cells[key] ?? .fresh
    }

    /// True when this snapshot's next round is a re-entry round (9.15).
    public var isReentryDue: Bool {
        if reentryRoundsLeft > 0 { return true }
        guard let lastTaskOn else { return false }
        return today.days(since: lastTaskOn) >= EngineConstants.reentryGapDays
    }
}
