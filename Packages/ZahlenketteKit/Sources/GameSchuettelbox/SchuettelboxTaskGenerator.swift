import ZKContent
import ZKCore
import ZKGameKit

/// Pure task generation for Schüttelbox (docs/games.md#schüttelbox).
public enum SchuettelboxTaskGenerator {
    /// The configured wholes (littleOnes 2–5, vorschule 2–10) within the range: a whole needs at
    /// least two beads to split.
    public static func validNumbers(config: GameConfig, level: Level, range: RangeStage) -> [Int] {
        config.validNumbers(level: level, range: range).filter { $0 >= 2 }
    }

    /// A task for the planned whole. k is drawn from 1…N−1 among the splits of N not `used` yet in
    /// the round; when every split of N is used, the task takes the nearest valid whole that still
    /// has one (D-0625). The tiles come from 1…N: the whole itself is a fair distractor.
    public static func makeTask(
        for planned: PlannedTask, config: GameConfig, level: Level, range: RangeStage, used: Set<SchuettelboxSplit>,
        recentCorrectSlots: [Int], using generator: inout some RandomNumberGenerator
    ) -> SchuettelboxTask {
        let valid = validNumbers(config: config, level: level, range: range)
        let wanted = ValidNumbers.nearest(to: planned.number, in: valid.isEmpty ? [2] : valid)
        let whole = wholeWithFreeSplit(near: wanted, valid: valid, used: used)
        let free = (1..<max(2, whole)).filter { !used.contains(SchuettelboxSplit(whole: whole, visible: $0)) }
        let visible = generator.pick(from: free.isEmpty ? Array(1..<max(2, whole)) : free) ?? 1
        let step = config.step(planned.step)
        let configured = (step?.displays?[level] ?? []).compactMap { display -> SchuettelboxTask.Display? in
            switch display {
            case .scattered: .scattered
            case .structured, .zwanzigerfeld: .structured
            default: nil
            }
        }
        let display = generator.pick(from: configured) ?? (planned.step == .step3 ? .scattered : .structured)
        let layoutSeed = generator.next()
        let options = OptionGenerator.options(
            answer: whole - visible, tiles: TileSpec(config: config, task: planned, level: level),
            rangeMax: whole, recentCorrectSlots: recentCorrectSlots, using: &generator)
        return SchuettelboxTask(
            whole: whole, visible: visible, display: display,
            showsOutlinePlaces: step?.showsOutlinePlaces ?? (planned.step == .step1),
            showsWholeNumeral: step?.showsWholeNumeral ?? (planned.step != .step3), layoutSeed: layoutSeed,
            options: options)
    }

    /// `whole` when one of its splits is still free, else the nearest valid whole with a free split
    /// (the smaller on a tie); `whole` again when the round has used every split there is.
    static func wholeWithFreeSplit(near whole: Int, valid: [Int], used: Set<SchuettelboxSplit>) -> Int {
        func hasFree(_ candidate: Int) -> Bool {
            (1..<max(2, candidate)).contains { !used.contains(SchuettelboxSplit(whole: candidate, visible: $0)) }
        }
        if hasFree(whole) { return whole }
        let candidates = valid.filter(hasFree).sorted {
            let left = abs($0 - whole)
            let right = abs($1 - whole)
            return left == right ? $0 < $1 : left < right
        }
        return candidates.first ?? whole
    }
}
