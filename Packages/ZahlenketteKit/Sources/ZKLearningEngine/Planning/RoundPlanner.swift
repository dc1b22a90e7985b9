import Foundation
import ZKCore

/// Round planning (docs/engine.md#planning-a-round): stretch, interspersal of known numbers and
/// numbers being learned, new-cell limits, fallback, order.
/// Every task names the game's primary skill, so "each number once" is "each cell once".
struct RoundPlanner<Catalog: GameCatalog> {
    let catalog: Catalog
    let options: EngineOptions

    func plan(_ request: RoundRequest, rng: inout some RandomNumberGenerator) -> PlanningResult {
        let (snapshot, sanitizeIssues) = SnapshotSanitizer.sanitize(request.snapshot, catalog: catalog)
        var issues = sanitizeIssues
        let roundID = DeterministicID.roundID(using: &rng)
        let seed = rng.next()
        let descriptor = descriptor(for: request.gameID, issues: &issues)
        let setup = RoundSetup.make(
            request: request, snapshot: snapshot, descriptor: descriptor, catalog: catalog, options: options,
            issues: &issues)
        var fill = SlotFill(setup: setup, snapshot: snapshot)
        if setup.stretchDue { fill.fillStretch(catalog: catalog) }
        fill.fillMix()
        fill.fillRepeats()
        fill.fillFallback()
        let ordered = Self.helpFirstMeeting(TaskOrderer.order(fill.chosen, rng: &rng))
        let tasks = ordered.enumerated().map { index, task in
            PlannedTask(
                id: DeterministicID.taskID(roundID: roundID, index: index), skill: setup.skill, number: task.number,
                step: task.step, reason: task.reason, scaffolded: task.scaffolded)
        }
        let abenteuerID: UUID?
        if case .abenteuer = request.context {
            if request.abenteuerID == nil {
                issues.append(EngineIssue(.missingAbenteuerID, "Abenteuer round without an ID; the round ID stands in"))
            }
            abenteuerID = request.abenteuerID ?? roundID
        } else {
            abenteuerID = nil
        }
        let plan = RoundPlan(
            id: roundID, gameID: request.gameID, step: setup.step, level: snapshot.level, range: setup.stage,
            tasks: tasks, abenteuerID: abenteuerID, seed: seed, isReentry: setup.isReentry, mode: .standard,
            context: request.context)
        return PlanningResult(plan: plan, issues: issues)
    }

    /// The easiest form goes to the first task on its number in the round as played; a number that
    /// comes again is then shown normally (docs/engine.md#help).
    static func helpFirstMeeting(_ tasks: [ChosenTask]) -> [ChosenTask] {
        let helped = Set(tasks.filter(\.scaffolded).map(\.number))
        var seen: Set<Int> = []
        return tasks.map { task in
            var shown = task
            shown.scaffolded = helped.contains(task.number) && !seen.contains(task.number)
            seen.insert(task.number)
            return shown
        }
    }

    private func descriptor(for game: GameID, issues: inout [EngineIssue]) -> GameDescriptor {
        if let descriptor = catalog.descriptor(for: game) { return descriptor }
        issues.append(EngineIssue(.unknownGame, "\(game.rawValue) is not in the catalog; design defaults used"))
        let skills = StandardGameCatalog.skills(of: game)
        return GameDescriptor(
            gameID: game, primarySkill: skills.primary, secondarySkill: skills.secondary, tier: .free,
            isAbenteuerEligible: false)
    }
}
