import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

/// What Nachspuren says, judges and credits (docs/games.md#nachspuren): write 1.0 and recognize 0.5
/// on n. One stroke is one attempt; an accepted stroke that is not the numeral's last moves the
/// play on (never an attempt), a rejected one climbs the ladder, which runs per numeral.
public struct NachspurenRules: RoundRules {
    public typealias Play = NachspurenPlay

    public let gameID = GameID.nachspuren
    public let introLine: AudioID? = nil
    public let config: GameConfig
    /// The content's Ziffern 0–9 and the width of their glyph box over its height.
    public let templates: [Int: NumeralTemplate]
    public let aspectRatio: Double
    public let trace: TraceRules
    /// The child writes with the left hand: the guiding hand comes from the left and the arrows sit
    /// to the right of the stroke; the numerals and what is accepted stay the same.
    public let leftHanded: Bool

    public init(
        config: GameConfig, templates: [Int: NumeralTemplate], aspectRatio: Double, leftHanded: Bool = false
    ) {
        self.config = config
        self.templates = templates
        self.aspectRatio = aspectRatio
        self.trace = TraceRules(config: config)
        self.leftHanded = leftHanded
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> NachspurenTask {
        NachspurenTaskGenerator.makeTask(
            for: planned, config: config, level: level, range: range, templates: templates)
    }

    public func play(
        for task: NachspurenTask, among tasks: [NachspurenTask], continuing previous: NachspurenPlay?
    ) -> NachspurenPlay {
        NachspurenPlay()
    }

    /// The accepted last stroke: what the guided trace and the journeys commit.
    public func answer(of task: NachspurenTask) -> NachspurenAttempt {
        let last = max(0, task.strokes.count - 1)
        let digit = task.strokes.last.map { task.digits[$0.digit] } ?? task.number
        return NachspurenAttempt(stroke: last, verdict: .accepted, digit: digit)
    }

    /// An accepted stroke finishes the numeral when it is the last; before that it moves the play
    /// on. A rejected stroke is a wrong attempt.
    public func judge(
        _ answer: NachspurenAttempt, for task: NachspurenTask, play: NachspurenPlay
    )
        -> Judgement<NachspurenPlay>
    {
        switch answer.verdict {
        case .tooShort: return .ignored
        case .rejected: return .wrong
        case .accepted:
            if answer.stroke >= task.strokes.count - 1 { return .correct }
            var next = play
            next.done = max(play.done, answer.stroke + 1)
            if let ink = answer.ink { next.ink.append(ink) }
            next.pen = nil
            next.usedPen = play.usedPen || answer.byPen
            if task.strokes.indices.contains(answer.stroke),
                task.lastStroke(of: task.strokes[answer.stroke].digit) == answer.stroke
            {
                next.digitFinishedAt = next.lastLift?.time
            }
            return .progress(next)
        }
    }

    /// A stroke that matches the mirrored Ziffer is logged as that Ziffer, so the parent area can
    /// see which Ziffern a child writes mirrored; other rejected strokes log nothing (D-0633).
    public func recordedNumber(of answer: NachspurenAttempt, for task: NachspurenTask) -> Int? {
        answer.verdict == .rejected(.mirrored) ? answer.digit : nil
    }

    /// "Wir schreiben die" + n.
    public func prompt(for task: NachspurenTask) -> [AudioID] {
        [.prompt(.nachspuren, "trace"), .number(task.number)]
    }

    /// The ghost finger: a demo of the first stroke at step 1, and again at H1 on every step.
    public func activitySteps(for task: NachspurenTask, rung: HintRung) -> Int {
        (rung == .none && task.guides.contains(.ghostFinger)) || rung == .h1 ? 1 : 0
    }

    /// H1 shows the green dot, H2 the wide corridor with arrows; the solution names the numeral as
    /// it writes itself and invites the guided trace (D-0634).
    public func hintLine(_ rung: HintRung, for task: NachspurenTask) -> [AudioID] {
        switch rung {
        case .none: []
        case .h1: [.prompt(.nachspuren, "start")]
        case .h2: [.prompt(.nachspuren, "with_me")]
        case .solution: [.common("this_is"), .number(task.number), .prompt(.nachspuren, "with_me")]
        }
    }

    /// The last Ziffer of a two-Ziffer numeral (the 0 of 10 and 20 is "null"), then the numeral
    /// and its parts: "vier – vierzehn – Vierzehn ist zehn und vier."
    public func successLine(for task: NachspurenTask) -> [AudioID] {
        let whole: [AudioID] = [.number(task.number)] + (task.number >= 6 ? [.numberParts(task.number)] : [])
        guard task.digits.count > 1, let last = task.digits.last else { return whole }
        return [.number(last)] + whole
    }

    public func credits(for task: NachspurenTask, planned: PlannedTask) -> TaskCredits {
        config.credits(on: task.number)
    }

    /// A numeral the keyboard or switch pen helped to write credits only recognize: the child
    /// chose the numeral and held the key, but did not form it (D-0632).
    public func credits(for task: NachspurenTask, planned: PlannedTask, play: NachspurenPlay) -> TaskCredits {
        guard play.usedPen else { return credits(for: task, planned: planned) }
        return TaskCredits(number: task.number, skill: .recognize, secondarySkill: nil, secondaryNumber: nil)
    }
}
