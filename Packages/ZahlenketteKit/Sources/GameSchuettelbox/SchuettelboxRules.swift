import ZKContent
import ZKCore
import ZKGameKit

/// What Schüttelbox says and credits (docs/games.md#schüttelbox): decompose 1.0 on the whole N
/// (DR-33) and count 0.5 on the visible part k. The open box shows N beads, the child shakes it
/// (never an attempt), the left lid opens on k, and the child names the N − k under the right lid.
public struct SchuettelboxRules: RoundRules {
    public typealias Play = SchuettelboxPlay

    public let gameID = GameID.schuettelbox
    public let introLine: AudioID? = nil
    public let config: GameConfig

    public init(config: GameConfig) {
        self.config = config
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> SchuettelboxTask {
        SchuettelboxTaskGenerator.makeTask(
            for: planned, config: config, level: level, range: range, used: [],
            recentCorrectSlots: recentCorrectSlots, using: &generator)
    }

    /// The round's tasks in order, each split of a whole at most once (docs/games.md#schüttelbox,
    /// step 3). A scaffolded task is shown in step one's form: structured beads, the outline places
    /// and the whole's numeral, far distractors, two tiles (D-0688).
    public func makeTasks(for plan: RoundPlan, using generator: inout SplitMix64) -> [RoundTask<SchuettelboxTask>] {
        var used: Set<SchuettelboxSplit> = []
        var slots: [Int] = []
        return plan.tasks.enumerated().map { index, planned in
            let task = presentedTask(for: planned, using: &generator) { form, formGenerator in
                SchuettelboxTaskGenerator.makeTask(
                    for: form, config: config, level: plan.level, range: plan.range, used: used,
                    recentCorrectSlots: slots, using: &formGenerator)
            }
            used.insert(task.split)
            slots.append(task.options.correctIndex)
            return RoundTask(task: task, plannedIndex: index)
        }
    }

    public func play(
        for task: SchuettelboxTask, among tasks: [SchuettelboxTask], continuing previous: SchuettelboxPlay?
    ) -> SchuettelboxPlay {
        SchuettelboxPlay()
    }

    /// "Schau, so viele Perlen:" + N, then "Schüttle die Box!".
    public func prompt(for task: SchuettelboxTask) -> [AudioID] {
        [.prompt(.schuettelbox, "total"), .number(task.whole), .prompt(.schuettelbox, "shake")]
    }

    /// One shake before the tiles enable; hints never ask for another.
    public func activitySteps(for task: SchuettelboxTask, rung: HintRung) -> Int {
        rung == .none ? 1 : 0
    }

    /// The left lid opens: "Wie viele sind unter dem Deckel?"
    public func lineAfterActivity(for task: SchuettelboxTask) -> [AudioID] {
        [.prompt(.schuettelbox, "ask")]
    }

    /// Once the box is shaken, the speaker asks about the lid again instead of asking for a shake.
    public func replayLine(for task: SchuettelboxTask, activityDone: Bool) -> [AudioID] {
        activityDone ? lineAfterActivity(for: task) : prompt(for: task)
    }

    /// H1 names the whole, H2 asks to count the empty places, S counts the hidden beads aloud.
    public func hintLine(_ rung: HintRung, for task: SchuettelboxTask) -> [AudioID] {
        switch rung {
        case .none: []
        case .h1: [.prompt(.schuettelbox, "hint1"), .number(task.whole)]
        case .h2: [.prompt(.schuettelbox, "hint2")]
        case .solution:
            (1...max(1, task.number)).map(AudioID.number)
                + (task.number == 1 ? [.common("just_one")] : [.common("these_are"), .number(task.number)])
        }
    }

    /// "Sieben ist drei und vier." (`split.<N>.<k>`).
    public func successLine(for task: SchuettelboxTask) -> [AudioID] {
        [.split(whole: task.whole, part: task.visible)]
    }

    /// The primary skill on the whole, the secondary on the visible part (DR-33).
    public func credits(for task: SchuettelboxTask, planned: PlannedTask) -> TaskCredits {
        TaskCredits(
            number: task.whole, skill: config.primarySkill, secondarySkill: config.secondarySkill,
            secondaryNumber: config.secondarySkill == nil ? nil : task.visible)
    }
}
