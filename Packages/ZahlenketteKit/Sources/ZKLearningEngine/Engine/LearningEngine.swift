import Foundation
import ZKCore

/// The adaptive engine (docs/engine.md, spec 5.4.2 and 9): pure, synchronous and `Sendable`. Time and randomness
/// come only through parameters, so equal inputs give equal results.
public protocol LearningEngine: Sendable {
    /// Plans one round (9.9).
    func planRound(_ request: RoundRequest, rng: inout some RandomNumberGenerator) -> RoundPlan
    /// Plans today's Abenteuer (9.16).
    func planAbenteuer(_ request: AbenteuerRequest, rng: inout some RandomNumberGenerator) -> AbenteuerPlan
    /// Applies one completed task (9.2, 9.5–9.8, 9.15).
    func apply(_ outcome: TaskOutcomeInput, to state: LearnerSnapshot, at now: Date) -> LearnerUpdate
}
