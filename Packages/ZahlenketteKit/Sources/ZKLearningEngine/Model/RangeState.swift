import Foundation
import ZKCore

/// The Zahlenraum and everything widening and narrowing read (docs/engine.md#range, spec 9.8).
public struct RangeState: Hashable, Codable, Sendable {
    public var stage: RangeStage
    /// A parent override fixes the stage and disables both automatic rules.
    public var parentOverride: RangeStage?
    /// The stage before the last widening; its numbers above are "the added numbers".
    public var previousStage: RangeStage?
    /// Counted sessions at the stage.
    public var sessionsAtStage: Int
    /// Distinct days with a session at the stage.
    public var daysAtStage: Int
    public var lastSessionID: UUID?
    public var lastSessionDay: LocalDate?
    /// The first-try flags of the last next-stage probes, oldest first.
    public var probes: [Bool]
    /// First-try flags of the last primary tasks on the added numbers, oldest first.
    public var addedNumbersWindow: [Bool]
    public var narrowings: Int
    public var lastNarrowedOn: LocalDate?
    public var sessionsSinceNarrowing: Int
    /// The last day the range rules ran (at most once a day).
    public var lastCheckOn: LocalDate?

    public init(
        stage: RangeStage, parentOverride: RangeStage? = nil, previousStage: RangeStage? = nil,
        sessionsAtStage: Int = 0, daysAtStage: Int = 0, lastSessionID: UUID? = nil,
        lastSessionDay: LocalDate? = nil, probes: [Bool] = [], addedNumbersWindow: [Bool] = [], narrowings: Int = 0,
        lastNarrowedOn: LocalDate? = nil, sessionsSinceNarrowing: Int = 0, lastCheckOn: LocalDate? = nil
    ) {
        self.stage = stage
        self.parentOverride = parentOverride
        self.previousStage = previousStage
        self.sessionsAtStage = sessionsAtStage
        self.daysAtStage = daysAtStage
        self.lastSessionID = lastSessionID
        self.lastSessionDay = lastSessionDay
        self.probes = probes
        self.addedNumbersWindow = addedNumbersWindow
        self.narrowings = narrowings
        self.lastNarrowedOn = lastNarrowedOn
        self.sessionsSinceNarrowing = sessionsSinceNarrowing
        self.lastCheckOn = lastCheckOn
    }

    /// The stage in effect: the override when a parent set one.
    public var effectiveStage: RangeStage { parentOverride ?? stage }
}
