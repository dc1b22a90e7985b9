import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// The shared round of every numeral-tile game: the lifecycle of `RoundController`, the tiles
/// with their hint-ladder looks, and the game's stimulus above them.
public final class TileRound<Game: TileGame>: GameRound {
    public private(set) var controller: RoundController<Game>
    public let setup: RoundSetup
    private var activityCount = 0
    private var rungStartedAt: Double?
    private var correctAt: Double?
    private var lastTaskKey = -1
    /// The objects the child marked in the open task (a counting aid, D-0526).
    public private(set) var marks: Set<Int> = []
    /// Where the last `playfield(in:)` drew the stimulus; positional taps are read against it.
    private var stimulusFrame: Rect?

    public init(plan: RoundPlan, game: Game, setup: RoundSetup) {
        self.setup = setup
        self.controller = RoundController(
            plan: plan, rules: game, includeDemo: setup.includeDemo, voiceEnabled: setup.voiceEnabled)
    }

    public var plan: RoundPlan { controller.plan }
    public var phase: RoundPhase { controller.phase }
    public var completedTasks: Int { controller.completedTasks }
    public var taskCount: Int { controller.tasks.count }
    public var isSpeakerPulsing: Bool { controller.isSpeakerPulsing }
    public var isDemo: Bool { controller.isDemo }
    private var game: Game { controller.rules }

    public func start(time: Double) -> [RoundEffect] {
        observe(controller.start(now: time), time: time)
    }

    public func handle(_ intent: GameIntent, time: Double) -> [RoundEffect] {
        controller.touched(now: time)
        switch intent {
        case .tap(let id) where id == .speaker:
            return observe(controller.speakerTapped(now: time), time: time)
        case .tap(let id) where id.element == "answer":
            guard let number = TileRound.number(in: id) else { return [] }
            return answer(number, time: time)
        default:
            guard let view = view(at: time) else { return [] }
            switch game.interpret(intent, view: view) {
            case .none:
                return []
            case .answer(let number):
                return answer(number, time: time)
            case .activityStep:
                return countStep(time: time)
            case .toggleMark(let index):
                toggleMark(index)
                return []
            }
        }
    }

    public func tick(time: Double) -> [RoundEffect] {
        observe(controller.tick(now: time), time: time)
    }

    public func voiceFinished(time: Double) -> [RoundEffect] {
        observe(controller.voiceFinished(now: time), time: time)
    }

    public func pause(time: Double) {
        controller.pause(now: time)
    }

    public func resume(time: Double) -> [RoundEffect] {
        observe(controller.resume(now: time), time: time)
    }

    /// Tiles are tapped or dropped whole, so a resize leaves nothing half-dragged behind.
    public func cancelDrags() {}

    public var correctIntent: GameIntent? {
        guard let task = controller.currentTask, !controller.isPaused else { return nil }
        switch controller.phase {
        case .activity: return game.activityIntent(for: task)
        case .answering, .solution: return .tap(.answer(game.answer(of: task)))
        default: return nil
        }
    }

    public var wrongIntent: GameIntent? {
        guard let task = controller.currentTask, controller.phase == .answering, !controller.isDemo else { return nil }
        let answer = game.answer(of: task)
        return visibleOptions(for: task).numbers.first { $0 != answer }.map { .tap(.answer($0)) }
    }

    public func isAnimating(at time: Double) -> Bool {
        switch controller.phase {
        case .correctFeedback, .solution, .wrongFeedback: return true
        case .answering where controller.tracker.rung == .h1 && !setup.reduceMotion:
            // The H1 emphasis (the fives, the ears, the bead before the gap) keeps pulsing.
            return true
        default:
            return controller.isSpeakerPulsing || (controller.lastBounceAt.map { time - $0 < Motion.quick } ?? false)
        }
    }

    // MARK: - Drawing

    public func playfield(in frame: Rect, time: Double) -> [Node] {
        guard let task = controller.currentTask, let view = view(at: time) else { return [] }
        let options = game.options(of: task)
        let tileArea = AnswerTiles.height(count: options.numbers.count, level: plan.level, width: frame.width)
        let tilesFrame = Rect(x: frame.minX, y: frame.maxY - tileArea, width: frame.width, height: tileArea)
        let stimulusFrame = Rect(
            x: frame.minX, y: frame.minY, width: frame.width,
            height: max(0, frame.height - tileArea - Metrics.targetSpacing * 2))
        self.stimulusFrame = stimulusFrame
        var nodes = game.stimulus(view.withStimulusFrame(stimulusFrame), in: stimulusFrame)
        nodes.append(contentsOf: tiles(for: task, options: options, in: tilesFrame, time: time))
        if let correctAt, time - correctAt < Motion.celebration {
            nodes.append(
                StarBurst(
                    center: stimulusFrame.center, radius: min(110, stimulusFrame.height / 2), start: correctAt,
                    reduceMotion: setup.reduceMotion
                ).node(at: time))
        }
        return nodes
    }

    private func tiles(for task: Game.Task, options: AnswerOptions, in area: Rect, time: Double) -> [Node] {
        let answer = game.answer(of: task)
        let visible = Set(visibleOptions(for: task).numbers)
        let frames = AnswerTiles.frames(count: options.numbers.count, level: plan.level, in: area)
        let bouncing = controller.lastBounceAt.map { time - $0 < Motion.quick } ?? false
        let solving = controller.phase.isSolution
        var nodes: [Node] = []
        for (number, frame) in zip(options.numbers, frames) where visible.contains(number) {
            let isAnswer = number == answer
            var state = NumeralTile.State.normal
            if case .correctFeedback = controller.phase, isAnswer { state = .correct }
            if solving, !isAnswer { state = .disabled }
            var tileFrame = frame
            if let wrongAt = controller.lastWrongAt, controller.tracker.wrongAnswers.last == number,
                time - wrongAt < controller.timings.wrongShake, !setup.reduceMotion
            {
                let angle: Double = (time - wrongAt) * 60
                tileFrame = frame.offsetBy(dx: 8 * sin(angle), dy: 0)
            }
            var scale: Double = bouncing && !setup.reduceMotion ? 0.94 : 1
            if solving, isAnswer, let started = rungStartedAt, !setup.reduceMotion {
                let angle: Double = (time - started) * 0.8 * 2 * Double.pi
                scale = 1 + 0.08 * (0.5 - 0.5 * cos(angle))
            }
            let tile = NumeralTile(
                number: number, frame: tileFrame, id: .answer(number),
                label: AnswerTiles.label(number, strings: setup.strings), state: state
            ).node()
            nodes.append(scale == 1 ? tile : TileRound.scaled(tile, by: scale, around: frame.center))
        }
        return nodes
    }

    /// The tiles still offered: all of them, or the answer and the last wrong choice from H2 on.
    private func visibleOptions(for task: Game.Task) -> AnswerOptions {
        let options = game.options(of: task)
        return controller.tracker.rung >= .h2
            ? options.narrowed(keeping: controller.tracker.wrongAnswers.last) : options
    }

    private func view(at time: Double) -> TaskView<Game.Task>? {
        guard let task = controller.currentTask else { return nil }
        return TaskView(
            task: task, level: plan.level, phase: controller.phase, rung: controller.tracker.rung, time: time,
            rungStartedAt: rungStartedAt, correctAt: correctAt, activityCount: activityCount,
            isDemo: controller.isDemo, strings: setup.strings, reduceMotion: setup.reduceMotion,
            voiceEnabled: setup.voiceEnabled, marks: marks, stimulusFrame: stimulusFrame)
    }

    // MARK: - Intents

    private func answer(_ number: Int, time: Double) -> [RoundEffect] {
        let before = controller.tracker.rung
        let effects = controller.answer(number, now: time)
        if controller.tracker.rung != before { rungStartedAt = time }
        return observe(effects, time: time)
    }

    /// A mark is a counting aid: never an attempt and never recorded, so it only needs an open
    /// task that is not paused (the tap already reset the idle timer).
    private func toggleMark(_ index: Int) {
        guard controller.currentTask != nil, !controller.isPaused, index >= 0 else { return }
        if marks.remove(index) == nil { marks.insert(index) }
    }

    /// One counted bead: it lights with its number; the last one hands over to the follow-up line.
    private func countStep(time: Double) -> [RoundEffect] {
        guard controller.phase == .activity, let task = controller.currentTask else { return [] }
        let target = game.answer(of: task)
        activityCount = min(target, activityCount + 1)
        if activityCount >= target {
            return observe(controller.activityFinished(now: time), time: time)
        }
        return setup.voiceEnabled ? [.speak([.number(activityCount)])] : []
    }

    /// Keeps the drawing state in step with the controller after every call.
    private func observe(_ effects: [RoundEffect], time: Double) -> [RoundEffect] {
        // A new task (the demo counts as task -1) starts with clean drawing state.
        let key = controller.isDemo ? -1 : controller.taskIndex
        if key != lastTaskKey {
            activityCount = 0
            marks = []
            rungStartedAt = nil
            correctAt = nil
            lastTaskKey = key
        }
        if case .correctFeedback = controller.phase, correctAt == nil { correctAt = time }
        if controller.phase.isSolution, rungStartedAt == nil { rungStartedAt = time }
        return effects
    }

    static func number(in id: A11yID) -> Int? {
        id.rawValue.split(separator: ".").last.flatMap { Int($0) }
    }

    static func scaled(_ node: Node, by scale: Double, around center: Point) -> Node {
        .group([node], offset: Point(x: center.x * (1 - scale), y: center.y * (1 - scale)), scale: scale)
    }
}

extension RoundPhase {
    /// True while the solution is shown and the guided tap is awaited.
    public var isSolution: Bool {
        if case .solution = self { return true }
        return false
    }
}
