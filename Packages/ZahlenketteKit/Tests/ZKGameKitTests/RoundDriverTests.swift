import Foundation
import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKScene

/// A game of any answer shape for the driver: each task is a right and a wrong answer; a tap on
/// `S07.answer.1` commits the right one, `S07.answer.0` the wrong one.
private struct ShapeGame<Shape: Hashable & Sendable>: RoundGame {
    struct Task: Sendable, Equatable {
        let number: Int
        let right: Shape
        let wrong: Shape
    }

    let gameID = GameID.memory
    let introLine: AudioID? = nil
    let make: @Sendable (Int) -> (right: Shape, wrong: Shape)
    let recorded: @Sendable (Shape) -> Int?

    func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> Task {
        let shapes = make(planned.number)
        return Task(number: planned.number, right: shapes.right, wrong: shapes.wrong)
    }
    func answer(of task: Task) -> Shape { task.right }
    func recordedNumber(of answer: Shape, for task: Task) -> Int? { recorded(answer) }
    func prompt(for task: Task) -> [AudioID] { [.number(task.number)] }
    func hintLine(_ rung: HintRung, for task: Task) -> [AudioID] { [.common("hint\(rung.rawValue)")] }
    func successLine(for task: Task) -> [AudioID] { [.number(task.number)] }
    func credits(for task: Task, planned: PlannedTask) -> TaskCredits {
        TaskCredits(number: task.number, skill: .compare, secondarySkill: nil, secondaryNumber: nil)
    }
    func playfield(_ view: RoundView<ShapeGame>) -> [Node] { [] }
    func interpret(_ intent: GameIntent, view: RoundView<ShapeGame>) -> PlayInput<Shape, NoPlay> {
        switch intent {
        case .tap(.answer(1)): .answer(view.task.right)
        case .tap(.answer(0)): .answer(view.task.wrong)
        default: .none
        }
    }
}

/// A board of pairs the child works through in any order, with a play state of turned cards, a
/// multi-step task, an ignored mismatch, an outro and a saved state: the parts Memory, Nachspuren
/// and Punkt zu Punkt lean on.
private struct BoardGame: RoundGame {
    struct Play: Sendable, Equatable {
        var steps: [Int: Int] = [:]
        var resized = 0
        var finished: [Int] = []
    }

    let gameID = GameID.memory
    let introLine: AudioID? = .prompt(.memory, "intro")
    let flow: RoundFlow
    /// Steps a task needs before its final commit (strokes of a numeral).
    var stepsPerTask = 1
    var withOutro = false

    func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> Int { planned.number }
    func answer(of task: Int) -> Int { task }
    func judge(_ answer: Int, for task: Int, play: Play) -> Judgement<Play> {
        if answer == 0 { return .ignored }
        guard answer == task else { return .wrong }
        let done = (play.steps[task] ?? 0) + 1
        guard done >= stepsPerTask else {
            var next = play
            next.steps[task] = done
            return .progress(next)
        }
        return .correct
    }
    func play(for task: Int, among tasks: [Int], continuing previous: Play?) -> Play {
        var play = previous ?? Play()
        if previous != nil { play.finished.append(task) }
        return play
    }
    func savedState(of play: Play) -> String? { "finished:\(play.finished.count)" }
    func prompt(for task: Int) -> [AudioID] { flow == .anyOrder ? [] : [.number(task)] }
    func hintLine(_ rung: HintRung, for task: Int) -> [AudioID] { [.prompt(.memory, "hint1")] }
    func successLine(for task: Int) -> [AudioID] { [.number(task)] }
    func credits(for task: Int, planned: PlannedTask) -> TaskCredits {
        TaskCredits(number: task, skill: .recognize, secondarySkill: .subitize, secondaryNumber: task)
    }
    func outro(after play: Play) -> RoundOutro? {
        withOutro
            ? RoundOutro(lines: [.prompt(.punktZuPunkt, "done")], events: [.pictureCompleted(stickerID: "x")]) : nil
    }
    func playfield(_ view: RoundView<BoardGame>) -> [Node] { [] }
    func playAfterResize(_ play: Play) -> Play {
        var play = play
        play.resized += 1
        return play
    }
    /// `S07.answer.<n>` turns to task n (by index, in any order) and commits n; `.answer.0` is a
    /// mismatch the rule ignores.
    func interpret(_ intent: GameIntent, view: RoundView<BoardGame>) -> PlayInput<Int, Play> {
        guard case .tap(let id) = intent, let number = TilePlayfield.number(in: id) else { return .none }
        return PlayInput(commit: number, task: view.tasks.firstIndex(of: number))
    }
}

@Suite struct RoundDriverTests {
    private func plan(_ numbers: [Int], seed: UInt64 = 4) -> RoundPlan {
        GameTestKit.plan(.memory, numbers: numbers, seed: seed)
    }

    private func setup(demo: Bool = false, voice: Bool = true) throws -> RoundSetup {
        try GameTestKit.setup(.memory, voice: voice, demo: demo)
    }

    /// Lets every awaited line end and feedback pass until the round takes answers.
    private func settle(_ round: any GameRound, _ time: inout Double) {
        GameTestKit.settle(round, at: &time)
    }

    private func results(_ effects: [RoundEffect]) -> [TaskResult] { GameTestKit.results(effects) }

    /// A wrong then a right answer of each shape: one rung, the wrong answer logged as its number.
    private func playWrongThenRight<Shape: Hashable & Sendable>(
        _ make: @escaping @Sendable (Int) -> (right: Shape, wrong: Shape), recorded: @escaping @Sendable (Shape) -> Int?
    ) throws -> TaskResult? {
        let round = RoundDriver(plan: plan([7]), game: ShapeGame(make: make, recorded: recorded), setup: try setup())
        var time = 0.0
        _ = round.start(time: time)
        settle(round, &time)
        let wrong = round.handle(.tap(.answer(0)), time: time + 1)
        #expect(wrong.contains(.speak([.common("hint1")])))
        time += 1
        settle(round, &time)
        return results(round.handle(.tap(.answer(1)), time: time + 1)).first
    }

    @Test func answersOfEveryShapeTheGamesNeedRunThroughTheLadder() throws {
        let pair = try #require(
            try playWrongThenRight(
                { _ in (CardPair(first: 0, second: 5), CardPair(first: 0, second: 3)) }, recorded: { $0.second }))
        #expect(pair.attempts == 2 && pair.hintsUsed == 1 && pair.wrongAnswers == [3])
        let side = try #require(try playWrongThenRight({ _ in (ComparisonSide.upper, .lower) }, recorded: { _ in 4 }))
        #expect(side.attempts == 2 && side.wrongAnswers == [4])
        let stroke = try #require(
            try playWrongThenRight(
                { _ in
                    (
                        TracedStroke(points: [Point(x: 0, y: 0), Point(x: 0, y: 100)]),
                        TracedStroke(points: [Point(x: 0, y: 0), Point(x: 100, y: 0)])
                    )
                }, recorded: { _ in nil }))
        #expect(stroke.attempts == 2 && stroke.wrongAnswers.isEmpty && !stroke.firstTryCorrect)
        let count = try #require(try playWrongThenRight({ ($0, $0 + 1) }, recorded: { $0 }))
        #expect(count.wrongAnswers == [8])
        let path = try #require(try playWrongThenRight({ ([$0 - 1, $0], [$0 - 1, $0 + 2]) }, recorded: { $0.last }))
        #expect(path.wrongAnswers == [9] && path.number == 7)
    }

    @Test func aBoardLetsTheChildChooseTheOrderAndCountsOnlyTheChosenPair() throws {
        let round = RoundDriver(plan: plan([3, 5, 8]), game: BoardGame(flow: .anyOrder), setup: try setup())
        var time = 0.0
        _ = round.start(time: time)
        settle(round, &time)
        #expect(round.phase == .answering)
        // The child turns to the pair of 8 first; the mismatch rule ignores a stray card.
        #expect(round.handle(.tap(.answer(0)), time: time + 1).isEmpty)
        var effects = round.handle(.tap(.answer(8)), time: time + 3)
        time += 3
        settle(round, &time)
        effects += round.handle(.tap(.answer(3)), time: time + 1)
        time += 1
        settle(round, &time)
        effects += round.handle(.tap(.answer(5)), time: time + 2)
        time += 2
        effects += round.tick(time: time + 2)
        let done = results(effects)
        #expect(done.map(\.number) == [8, 3, 5])
        #expect(done.allSatisfy { $0.attempts == 1 && $0.firstTryCorrect })
        let lasts = effects.compactMap { effect -> Bool? in
            if case .emit(.taskCompleted(_, let isLast)) = effect { return isLast }
            return nil
        }
        #expect(lasts == [false, false, true])
        #expect(GameTestKit.events(effects).last == .roundCompleted(roundID: round.plan.id, gameID: .memory))
        #expect(round.completedTasks == 3 && round.isFinished)
    }

    @Test func aRightStepThatDoesNotFinishTheTaskIsNoAttempt() throws {
        let round = RoundDriver(plan: plan([4]), game: BoardGame(flow: .inOrder, stepsPerTask: 3), setup: try setup())
        var time = 0.0
        _ = round.start(time: time)
        settle(round, &time)
        #expect(round.handle(.tap(.answer(4)), time: time + 1).isEmpty)
        #expect(round.handle(.tap(.answer(4)), time: time + 2).isEmpty)
        #expect(round.controller.play?.steps[4] == 2)
        let result = try #require(results(round.handle(.tap(.answer(4)), time: time + 3)).first)
        #expect(result.attempts == 1 && result.firstTryCorrect)
    }

    @Test func unscoredTasksPlayAlikeButReportNothing() throws {
        struct Dots: RoundGame {
            let gameID = GameID.punktZuPunkt
            let introLine: AudioID? = nil
            func makeTasks(for plan: RoundPlan, using generator: inout SplitMix64) -> [RoundTask<Int>] {
                // Dots 2…5 are tasks; the plan scores dots 3 and 5.
                (2...5).map { dot in RoundTask(task: dot, plannedIndex: plan.tasks.firstIndex { $0.number == dot }) }
            }
            func makeTask(
                for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
                using generator: inout SplitMix64
            ) -> Int { planned.number }
            func answer(of task: Int) -> Int { task }
            func prompt(for task: Int) -> [AudioID] { [] }
            func hintLine(_ rung: HintRung, for task: Int) -> [AudioID] { [] }
            func successLine(for task: Int) -> [AudioID] { [.number(task)] }
            func credits(for task: Int, planned: PlannedTask) -> TaskCredits {
                TaskCredits(number: task, skill: .order, secondarySkill: nil, secondaryNumber: nil)
            }
            func playfield(_ view: RoundView<Dots>) -> [Node] { [] }
            func interpret(_ intent: GameIntent, view: RoundView<Dots>) -> PlayInput<Int, NoPlay> {
                guard case .tap(let id) = intent, let number = TilePlayfield.number(in: id) else { return .none }
                return .answer(number)
            }
        }
        let round = RoundDriver(plan: plan([3, 5]), game: Dots(), setup: try setup())
        #expect(round.taskCount == 2)
        var time = 0.0
        var effects = round.start(time: time)
        for dot in 2...5 {
            settle(round, &time)
            effects += round.handle(.tap(.answer(dot)), time: time)
        }
        settle(round, &time)
        #expect(results(effects).map(\.number) == [3, 5])
        #expect(round.completedTasks == 2 && round.isFinished)
    }

    @Test func theOutroComesAfterTheLastTaskAndItsEventsBeforeTheRoundEnd() throws {
        let round = RoundDriver(
            plan: plan([2]), game: BoardGame(flow: .inOrder, withOutro: true), setup: try setup(voice: false))
        var time = 0.0
        _ = round.start(time: time)
        settle(round, &time)
        var effects = round.handle(.tap(.answer(2)), time: time)
        time += 1.6
        effects += round.tick(time: time)
        #expect(round.phase == .outro)
        #expect(
            GameTestKit.events(effects) == [
                .taskCompleted(try #require(results(effects).first), isLastTaskOfRound: true),
                .pictureCompleted(stickerID: "x"),
            ])
        // Without voice the outro holds for its time, then the round ends.
        effects = round.tick(time: time + 1)
        #expect(round.phase == .outro && effects.isEmpty)
        effects = round.tick(time: time + 2.1)
        #expect(GameTestKit.events(effects) == [.roundCompleted(roundID: round.plan.id, gameID: .memory)])
    }

    @Test func aHintCanRepeatTheActivityBeforeTheAnswersReturn() throws {
        let round = RoundDriver(plan: plan([6]), game: FlashGame(), setup: try setup())
        var time = 0.0
        _ = round.start(time: time)
        _ = round.voiceFinished(time: 1)
        _ = round.voiceFinished(time: 2)
        #expect(round.phase == .activity)
        #expect(round.handle(.tap(.answer(6)), time: 2.5).isEmpty)
        _ = round.tick(time: 3.6)
        #expect(round.phase == .answering)
        _ = round.handle(.tap(.answer(5)), time: 4)
        _ = round.voiceFinished(time: 5)
        #expect(round.phase == .activity)
        _ = round.tick(time: 6.6)
        #expect(round.phase == .answering)
        time = 7
        let result = try #require(results(round.handle(.tap(.answer(6)), time: time)).first)
        #expect(result.attempts == 2 && result.hintsUsed == 1)
        #expect(result.responseTimeMs == 400)
    }

    @Test func freePlayNeverFinishesAndNeverReports() throws {
        struct Explore: RoundGame {
            let gameID = GameID.entdecken
            let introLine: AudioID? = .prompt(.entdecken, "intro")
            let flow = RoundFlow.freePlay
            func makeTasks(for plan: RoundPlan, using generator: inout SplitMix64) -> [RoundTask<Int>] {
                [RoundTask(task: 0, plannedIndex: nil)]
            }
            func makeTask(
                for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
                using generator: inout SplitMix64
            ) -> Int { 0 }
            func answer(of task: Int) -> Int { 0 }
            func prompt(for task: Int) -> [AudioID] { [] }
            func hintLine(_ rung: HintRung, for task: Int) -> [AudioID] { [] }
            func successLine(for task: Int) -> [AudioID] { [] }
            func credits(for task: Int, planned: PlannedTask) -> TaskCredits {
                TaskCredits(number: 1, skill: .name, secondarySkill: nil, secondaryNumber: nil)
            }
            func playfield(_ view: RoundView<Explore>) -> [Node] { [] }
            func interpret(_ intent: GameIntent, view: RoundView<Explore>) -> PlayInput<Int, NoPlay> {
                guard case .tap(let id) = intent, let number = TilePlayfield.number(in: id) else { return .none }
                return PlayInput(speech: [.number(number)])
            }
        }
        let round = RoundDriver(plan: plan([]), game: Explore(), setup: try setup())
        #expect(round.start(time: 0) == [.speak([.title(.entdecken), .prompt(.entdecken, "intro")])])
        #expect(round.handle(.tap(.answer(4)), time: 0.5) == [.speak([.number(4)])])
        #expect(round.handle(.tap(.speaker), time: 1) == [.speak([.title(.entdecken), .prompt(.entdecken, "intro")])])
        #expect(round.tick(time: 100).isEmpty && !round.isSpeakerPulsing)
        #expect(round.phase == .answering && round.taskCount == 0)
    }

    @Test func aResizeIsAnUpdateThatPutsHalfDraggedThingsBack() throws {
        let round = RoundDriver(plan: plan([3]), game: BoardGame(flow: .inOrder), setup: try setup())
        _ = round.start(time: 0)
        round.layout(in: Rect(x: 0, y: 0, width: 800, height: 600))
        round.layout(in: Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(round.controller.play?.resized == 0)
        round.layout(in: Rect(x: 0, y: 0, width: 600, height: 800))
        #expect(round.controller.play?.resized == 1)
        // Drawing changes nothing: the same time gives the same playfield, twice.
        #expect(round.playfield(time: 1) == round.playfield(time: 1))
        #expect(round.controller.play?.resized == 1)
    }

    @Test func theGameStateRidesWithEachTaskResult() throws {
        let round = RoundDriver(plan: plan([3, 4]), game: BoardGame(flow: .inOrder), setup: try setup())
        var time = 0.0
        var effects = round.start(time: time)
        settle(round, &time)
        effects += round.handle(.tap(.answer(3)), time: time)
        settle(round, &time)
        effects += round.handle(.tap(.answer(4)), time: time)
        #expect(results(effects).map(\.updatedGameState) == ["finished:0", "finished:1"])
        #expect(round.savedState == "finished:1")
    }
}
