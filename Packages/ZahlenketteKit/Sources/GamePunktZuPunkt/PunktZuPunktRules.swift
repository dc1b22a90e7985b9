import ZKContent
import ZKCore
import ZKGameKit

/// What Punkt zu Punkt says, judges and credits (docs/games.md#punkt-zu-punkt): one picture per
/// round with D = rangeMax dots; each dot is a task, the planned ones scored with order 1.0 and
/// recognize 0.5 on the dot's number.
public struct PunktZuPunktRules: RoundRules {
    public let gameID = GameID.punktZuPunkt
    public let introLine: AudioID? = .prompt(.punktZuPunkt, "intro")
    public let config: GameConfig
    /// Every picture the content offers.
    public let pictures: [DotPicture]
    /// The pictures the profile finished before this round, least recently finished first.
    public let completedBefore: [String]

    public init(config: GameConfig, pictures: [DotPicture], completedBefore: [String]) {
        self.config = config
        self.pictures = pictures
        self.completedBefore = completedBefore
    }

    func picture(for range: RangeStage) -> PunktZuPunktPicture {
        PunktZuPunktPlanner.picture(dotCount: range.maxNumber, among: pictures, completed: completedBefore)
    }

    public func makeTasks(for plan: RoundPlan, using generator: inout SplitMix64) -> [RoundTask<PunktZuPunktTask>] {
        PunktZuPunktPlanner.tasks(for: plan, picture: picture(for: plan.range), config: config)
    }

    /// The demo connects dot 2 of the round's picture; the round then starts it afresh.
    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> PunktZuPunktTask {
        PunktZuPunktPlanner.task(
            2, picture: picture(for: range), step: planned.step, config: config, easiest: planned.scaffolded)
    }

    public func answer(of task: PunktZuPunktTask) -> Int { task.target }

    /// The next dot is right; another dot not yet connected is wrong; a connected dot is no attempt.
    public func judge(_ answer: Int, for task: PunktZuPunktTask, play: PunktZuPunktPlay) -> Judgement<PunktZuPunktPlay>
    {
        if answer == task.target { return .correct }
        return answer > task.target && answer <= task.dotCount ? .wrong : .ignored
    }

    /// The first task starts the picture at dot 1; each next one continues the lines drawn.
    public func play(
        for task: PunktZuPunktTask, among tasks: [PunktZuPunktTask], continuing previous: PunktZuPunktPlay?
    ) -> PunktZuPunktPlay {
        var play = previous ?? PunktZuPunktPlay(picture: task.picture, pen: 1, completedPictureIDs: completedBefore)
        // A dot completed by itself (after the solution) is connected all the same.
        play.drawLine(to: task.pen)
        return play
    }

    /// The finished pictures; nil until the first picture is finished.
    public func savedState(of play: PunktZuPunktPlay) -> String? {
        PunktZuPunktSavedState.json(play.completedPictureIDs)
    }

    /// The pen waits on its dot; the picture speaks only through its numbers.
    public func prompt(for task: PunktZuPunktTask) -> [AudioID] { [] }

    /// H1 and H2: "<k> … und dann?"; S: "Nach der <k> kommt die <k+1>."
    public func hintLine(_ rung: HintRung, for task: PunktZuPunktTask) -> [AudioID] {
        switch rung {
        case .none: []
        case .h1, .h2: [.number(task.pen), .prompt(.punktZuPunkt, "next")]
        case .solution: [.numberAfter(task.target)]
        }
    }

    /// Each connected dot says its number.
    public func successLine(for task: PunktZuPunktTask) -> [AudioID] { [.number(task.target)] }

    public func credits(for task: PunktZuPunktTask, planned: PlannedTask) -> TaskCredits {
        config.credits(on: task.target)
    }

    /// The finished picture fills with colour and is named; its sticker only the first time.
    public func outro(after play: PunktZuPunktPlay) -> RoundOutro? {
        let picture = play.picture
        let isFirst = !completedBefore.contains(picture.id)
        let events = isFirst ? picture.stickerID.map { [GameEvent.pictureCompleted(stickerID: $0)] } ?? [] : []
        return RoundOutro(
            lines: [.prompt(.punktZuPunkt, "done")] + (picture.nameAudio.map { [$0] } ?? []), events: events,
            holdSeconds: 3)
    }
}
