import ZKContent
import ZKCore
import ZKGameKit

/// Pure planning for Punkt zu Punkt (docs/games.md#punkt-zu-punkt): the picture of a round and its
/// tasks.
public enum PunktZuPunktPlanner {
    /// The picture of a round with `dotCount` dots: the first one of that size (in content order)
    /// not finished yet, else the least recently finished one.
    public static func picture(
        dotCount: Int, among pictures: [DotPicture], completed: [String]
    ) -> PunktZuPunktPicture {
        let sized = pictures.filter { $0.dots.count == dotCount }
        let fresh = sized.first { !completed.contains($0.id) }
        let oldest = completed.lazy.compactMap { id in sized.first { $0.id == id } }.first
        return (fresh ?? oldest).map(PunktZuPunktPicture.init) ?? .ring(of: dotCount)
    }

    /// One task per dot 2…D, D = the range's maximum. Planned task i scores the dot of its number,
    /// or the nearest dot no earlier planned task scores; the other dots play alike unscored.
    public static func tasks(
        for plan: RoundPlan, picture: PunktZuPunktPicture, config: GameConfig
    ) -> [RoundTask<PunktZuPunktTask>] {
        let targets = Array(2...max(2, picture.dots.count))
        var scored: [Int: Int] = [:]
        for (index, planned) in plan.tasks.enumerated() {
            let free = targets.filter { scored[$0] == nil }
            guard !free.isEmpty else { break }
            scored[ValidNumbers.nearest(to: planned.number, in: free)] = index
        }
        return targets.map { target in
            let easiest = scored[target].map { plan.tasks[$0].scaffolded } ?? false
            return RoundTask(
                task: task(target, picture: picture, step: plan.step, config: config, easiest: easiest),
                plannedIndex: scored[target])
        }
    }

    /// The task of connecting `target` at `step`. In the easiest form (a scaffolded dot) the two
    /// dots in play wear step one's cues — both numbered, the next one larger — while the rest of
    /// the picture keeps the round's step, so the numerals do not come and go across the picture
    /// from one dot to the next (D-0688).
    static func task(
        _ target: Int, picture: PunktZuPunktPicture, step: DifficultyStep, config: GameConfig, easiest: Bool = false
    )
        -> PunktZuPunktTask
    {
        let stepConfig = config.step(step)
        var labeled = Set(stepConfig?.labeledNumbers ?? Array(1...20))
        var nextDotScale = stepConfig?.nextDotScale ?? 1
        if easiest {
            let stepOne = config.step(.step1)
            labeled.formUnion(Set(stepOne?.labeledNumbers ?? []).intersection([target - 1, target]))
            nextDotScale = max(nextDotScale, stepOne?.nextDotScale ?? 1)
        }
        return PunktZuPunktTask(picture: picture, target: target, labeled: labeled, nextDotScale: nextDotScale)
    }
}
