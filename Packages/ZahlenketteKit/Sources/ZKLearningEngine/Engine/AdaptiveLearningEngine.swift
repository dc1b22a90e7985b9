import Foundation
import ZKCore

/// The product's learning engine: a value holding only the game catalog and its options.
public struct AdaptiveLearningEngine<Catalog: GameCatalog>: LearningEngine {
    public let catalog: Catalog
    public let options: EngineOptions

    public init(catalog: Catalog, options: EngineOptions = .standard) {
        self.catalog = catalog
        self.options = options
    }

    public func planRound(_ request: RoundRequest, rng: inout some RandomNumberGenerator) -> RoundPlan {
        planRoundReporting(request, rng: &rng).plan
    }

    /// `planRound` with the repairs made to a damaged snapshot, for the app's log.
    public func planRoundReporting(_ request: RoundRequest, rng: inout some RandomNumberGenerator) -> PlanningResult {
        RoundPlanner(catalog: catalog, options: options).plan(request, rng: &rng)
    }

    public func planAbenteuer(_ request: AbenteuerRequest, rng: inout some RandomNumberGenerator) -> AbenteuerPlan {
        AbenteuerPlanner.plan(request, rng: &rng, catalog: catalog)
    }

    public func apply(_ outcome: TaskOutcomeInput, to state: LearnerSnapshot, at now: Date) -> LearnerUpdate {
        OutcomeApplier.apply(outcome, to: state, at: now, catalog: catalog, options: options)
    }

    /// Numbers newly eligible as Zahlenfreunde (9.17).
    public func eligibleFriends(in snapshot: LearnerSnapshot) -> [Int] {
        FriendEligibility.eligibleFriends(in: snapshot)
    }

    /// W1–W6 for the snapshot's stage, for the parent area and tests (9.8).
    public func wideningCheck(_ snapshot: LearnerSnapshot) -> WideningCheck {
        let trainable = ApplicableCells.trainableSkills(available: snapshot.availableGames, catalog: catalog)
        return RangeRules.check(snapshot, trainable: trainable)
    }

    /// The credits of a task of `plan` per the catalog: the primary skill with 1.0 and the secondary
    /// with 0.5, both on the task's number (docs/engine.md#what-it-knows, games spec 11–13; games with a partner number add their own).
    public func credits(for task: PlannedTask, gameID: GameID) -> [Credit] {
        var credits = [Credit(skill: task.skill, number: task.number, weight: EngineConstants.primaryWeight)]
        if let secondary = catalog.descriptor(for: gameID)?.secondarySkill, secondary != task.skill {
            credits.append(Credit(skill: secondary, number: task.number, weight: EngineConstants.secondaryWeight))
        }
        return credits
    }
}

extension AdaptiveLearningEngine where Catalog == StandardGameCatalog {
    /// The engine over the standard catalog (docs/engine.md#what-it-knows).
    public init(options: EngineOptions = .standard) {
        self.init(catalog: StandardGameCatalog(), options: options)
    }
}
