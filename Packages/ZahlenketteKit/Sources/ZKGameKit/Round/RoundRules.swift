import ZKCore

/// What a game contributes to the shared round lifecycle: how a planned task becomes a concrete
/// task, what is correct, and what is spoken. Pure; the framework owns timing and attempts.
public protocol RoundRules: Sendable {
    associatedtype Task: Sendable, Equatable

    var gameID: GameID { get }

    /// The game's own intro line after the spoken title, if any.
    var introLine: AudioID? { get }

    /// Makes task `index` of the round. `recentCorrectSlots` lets tile games avoid a third
    /// answer in the same place.
    func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> Task

    /// The value a correct commit carries (the numeral to tap).
    func answer(of task: Task) -> Int

    /// The slot of the correct tile, for the no-third-repeat rule; nil for games without tiles.
    func correctSlot(of task: Task) -> Int?

    /// The spoken prompt, replayed by the speaker.
    func prompt(for task: Task) -> [AudioID]

    /// The line of a hint rung (H1, H2 or S).
    func hintLine(_ rung: HintRung, for task: Task) -> [AudioID]

    /// What is spoken after a correct answer.
    func successLine(for task: Task) -> [AudioID]

    /// True when the child does something before the answers enable (Zähl mit's counting taps).
    func needsActivity(_ task: Task) -> Bool

    /// Spoken when the activity is done, before the answers enable.
    func lineAfterActivity(for task: Task) -> [AudioID]

    /// Which skills and numbers the task credits.
    func credits(for task: Task, planned: PlannedTask) -> TaskCredits
}

extension RoundRules {
    public func needsActivity(_ task: Task) -> Bool { false }

    public func lineAfterActivity(for task: Task) -> [AudioID] { [] }
}

/// The skills and numbers one task credits (games.md 11–13).
public struct TaskCredits: Sendable, Equatable {
    public let number: Int
    public let partnerNumber: Int?
    public let skill: Skill
    public let secondarySkill: Skill?
    public let secondaryNumber: Int?

    public init(number: Int, partnerNumber: Int? = nil, skill: Skill, secondarySkill: Skill?, secondaryNumber: Int?) {
        self.number = number
        self.partnerNumber = partnerNumber
        self.skill = skill
        self.secondarySkill = secondarySkill
        self.secondaryNumber = secondaryNumber
    }
}
