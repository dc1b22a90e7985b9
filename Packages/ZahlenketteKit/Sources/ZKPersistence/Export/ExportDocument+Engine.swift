import Foundation
import ZKCore

/// The engine's own bookkeeping of one child (docs/export.md#engine-state, schema version 2): what
/// the store keeps beside the cells and the Zahlenraum, so that after an import the engine plans
/// the next round exactly as it would have on the old computer (D-0318).
extension ExportDocument {
    public struct Engine: Sendable, Equatable, Codable {
        /// The engine's bookkeeping text as stored (`learning_state.range_state_json`): widening
        /// counters, estimates, last attempts, round cells, number counters, controller flags.
        public var bookkeeping: String?
        /// One per mastery cell, in the mastery list's order.
        public var cells: [EngineCell]
        public var controllerMode: String
        public var controllerWindow: [Bool]
        public var countedTasks: Int
        /// One per game the child has opened, by game name.
        public var games: [EngineGame]
        public var lastRangeCheckOn: LocalDate?
        /// To the whole second, as every time in the file.
        public var lastTaskAt: Date?
        public var probeResults: [Bool]
        public var reentryRoundsLeft: Int
        public var stretchTasksCompleted: Int

        public init(
            bookkeeping: String? = nil, cells: [EngineCell] = [], controllerMode: String = "neutral",
            controllerWindow: [Bool] = [], countedTasks: Int = 0, games: [EngineGame] = [],
            lastRangeCheckOn: LocalDate? = nil, lastTaskAt: Date? = nil, probeResults: [Bool] = [],
            reentryRoundsLeft: Int = 0, stretchTasksCompleted: Int = 0
        ) {
            self.bookkeeping = bookkeeping
            self.cells = cells
            self.controllerMode = controllerMode
            self.controllerWindow = controllerWindow
            self.countedTasks = countedTasks
            self.games = games
            self.lastRangeCheckOn = lastRangeCheckOn
            self.lastTaskAt = lastTaskAt
            self.probeResults = probeResults
            self.reentryRoundsLeft = reentryRoundsLeft
            self.stretchTasksCompleted = stretchTasksCompleted
        }
    }

    /// A mastery cell's counters beside its value (`mastery_record`).
    public struct EngineCell: Sendable, Equatable, Codable {
        public var firstTryDays: [LocalDate]
        public var firstTrySuccesses: Int
        public var lastBoxMoveOn: LocalDate?
        public var lastPracticedOn: LocalDate?
        public var number: Int
        public var recentFirstTry: [Bool]
        public var skill: Skill
        public var taskCount: Int
    }

    /// A game's stepping state (`game_progress`).
    public struct EngineGame: Sendable, Equatable, Codable {
        public var demoSeen: Bool
        public var firstTryWindow: [Bool]
        public var game: GameID
        public var lastPlayedOn: LocalDate?
        public var roundsAtStep: Int
        public var roundsPlayed: Int
        public var shownSolutionsInRow: Int
        /// The game's own state text (`game_state_json`).
        public var state: String?
        public var step: Int
    }
}

extension ExportDocument.Engine {
    func write(to w: JSONStreamWriter) {
        w.raw("{")
        if let bookkeeping {
            w.raw("\"bookkeeping\":")
            w.string(bookkeeping)
            w.raw(",")
        }
        w.raw("\"cells\":[")
        w.elements(cells)
        w.raw("],\"controllerMode\":")
        w.string(controllerMode)
        w.raw(",\"controllerWindow\":")
        w.bools(controllerWindow)
        w.raw(",\"countedTasks\":")
        w.int(countedTasks)
        w.raw(",\"games\":[")
        w.elements(games)
        w.raw("]")
        if let lastRangeCheckOn {
            w.raw(",\"lastRangeCheckOn\":")
            w.string(lastRangeCheckOn.string)
        }
        if let lastTaskAt {
            w.raw(",\"lastTaskAt\":")
            w.utcTimestamp(lastTaskAt)
        }
        w.raw(",\"probeResults\":")
        w.bools(probeResults)
        w.raw(",\"reentryRoundsLeft\":")
        w.int(reentryRoundsLeft)
        w.raw(",\"stretchTasksCompleted\":")
        w.int(stretchTasksCompleted)
        w.raw("}")
    }
}

extension ExportDocument.EngineCell: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{\"firstTryDays\":")
        w.strings(firstTryDays.map(\.string))
        w.raw(",\"firstTrySuccesses\":")
        w.int(firstTrySuccesses)
        if let lastBoxMoveOn {
            w.raw(",\"lastBoxMoveOn\":")
            w.string(lastBoxMoveOn.string)
        }
        if let lastPracticedOn {
            w.raw(",\"lastPracticedOn\":")
            w.string(lastPracticedOn.string)
        }
        w.raw(",\"number\":")
        w.int(number)
        w.raw(",\"recentFirstTry\":")
        w.bools(recentFirstTry)
        w.raw(",\"skill\":")
        w.string(skill.rawValue)
        w.raw(",\"taskCount\":")
        w.int(taskCount)
        w.raw("}")
    }
}

extension ExportDocument.EngineGame: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{\"demoSeen\":")
        w.bool(demoSeen)
        w.raw(",\"firstTryWindow\":")
        w.bools(firstTryWindow)
        w.raw(",\"game\":")
        w.string(game.rawValue)
        if let lastPlayedOn {
            w.raw(",\"lastPlayedOn\":")
            w.string(lastPlayedOn.string)
        }
        w.raw(",\"roundsAtStep\":")
        w.int(roundsAtStep)
        w.raw(",\"roundsPlayed\":")
        w.int(roundsPlayed)
        w.raw(",\"shownSolutionsInRow\":")
        w.int(shownSolutionsInRow)
        if let state {
            w.raw(",\"state\":")
            w.string(state)
        }
        w.raw(",\"step\":")
        w.int(step)
        w.raw("}")
    }
}
