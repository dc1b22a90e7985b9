import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// The one round of every game: the lifecycle of `RoundController` with its hint ladder, demo,
/// pauses, marks and play state, around a game that draws its playfield and reads its input.
public final class RoundDriver<Game: RoundGame>: GameRound {
    public private(set) var controller: RoundController<Game>
    public let setup: RoundSetup
    /// The frame the playfield is laid out in, set by `layout(in:)`.
    public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The latest time the round was started, handled or ticked at: journeys build their intents
    /// (a stroke's sample times) for now.
    private var latestTime = 0.0

    public init(plan: RoundPlan, game: Game, setup: RoundSetup) {
        self.setup = setup
        self.controller = RoundController(
            plan: plan, rules: game, includeDemo: setup.includeDemo, voiceEnabled: setup.voiceEnabled)
    }

    public var game: Game { controller.rules }
    public var plan: RoundPlan { controller.plan }
    public var phase: RoundPhase { controller.phase }
    public var completedTasks: Int { controller.completedTasks }
    public var taskCount: Int { controller.scoredTaskCount }
    public var isSpeakerPulsing: Bool { controller.isSpeakerPulsing }
    public var isDemo: Bool { controller.isDemo }
    public var savedState: String? { controller.savedState }

    public var focusContext: String {
        if controller.isDemo { return "\(plan.id.uuidString)/demo" }
        guard game.flow == .inOrder else { return "\(plan.id.uuidString)/board" }
        return "\(plan.id.uuidString)/\(controller.taskIndex)"
    }

    public func start(time: Double) -> [RoundEffect] {
        latestTime = time
        return controller.start(now: time)
    }

    public func handle(_ intent: GameIntent, time: Double) -> [RoundEffect] {
        latestTime = max(latestTime, time)
        controller.touched(now: time)
        if intent == .tap(.speaker) { return controller.speakerTapped(now: time) }
        guard let view = view(at: time) else { return [] }
        return controller.apply(game.interpret(intent, view: view), now: time)
    }

    public func tick(time: Double) -> [RoundEffect] {
        latestTime = max(latestTime, time)
        var effects = controller.tick(now: time)
        if !controller.isPaused, let view = view(at: time), let input = game.tick(view) {
            effects += controller.apply(input, now: time)
        }
        return effects
    }

    public func voiceFinished(time: Double) -> [RoundEffect] {
        controller.voiceFinished(now: time)
    }

    public func pause(time: Double) {
        controller.pause(now: time)
    }

    public func resume(time: Double) -> [RoundEffect] {
        controller.resume(now: time)
    }

    public func layout(in frame: Rect) {
        guard frame != self.frame else { return }
        let resized = self.frame.width > 0
        self.frame = frame
        if resized { controller.resized(using: game.playAfterResize) }
    }

    public func playfield(time: Double) -> [Node] {
        guard let view = view(at: time) else { return [] }
        return game.playfield(view)
    }

    public func isAnimating(at time: Double) -> Bool {
        if let view = view(at: time), game.isAnimating(view) { return true }
        switch controller.phase {
        case .correctFeedback, .solution, .wrongFeedback, .outro: return true
        case .answering where controller.tracker.rung == .h1 && !setup.reduceMotion:
            // The H1 emphasis (the fives, the ears, the bead before the gap) keeps pulsing.
            return true
        default:
            return controller.isSpeakerPulsing
                || (controller.lastBounceAt.map { time - $0 < RoundTimings.bounce } ?? false)
        }
    }

    /// What the game sees now: the open task, or the last one during the outro; nil before the
    /// round starts and once it is over.
    public func view(at time: Double) -> RoundView<Game>? {
        guard let task = controller.shownTask, let play = controller.play else { return nil }
        let index = controller.isDemo ? -1 : min(controller.taskIndex, controller.tasks.count - 1)
        return RoundView(
            task: task, taskIndex: index, tasks: controller.visibleTasks,
            completed: controller.completedFlags, rungs: controller.rungs, play: play, level: plan.level,
            phase: controller.phase, rung: controller.tracker.rung, time: time,
            rungStartedAt: controller.rungStartedAt, correctAt: controller.correctAt,
            activityStartedAt: controller.activityStartedAt, activityCount: controller.activityCount,
            isDemo: controller.isDemo, strings: setup.strings, reduceMotion: setup.reduceMotion,
            voiceEnabled: setup.voiceEnabled, marks: controller.marks, wrongAnswers: controller.tracker.wrongAnswers,
            lastWrongAt: controller.lastWrongAt, lastBounceAt: controller.lastBounceAt, frame: frame,
            homeWords: setup.homeWords)
    }
}

extension RoundDriver: RoundJourneyHooks where Game: JourneyPlayable {
    public var correctIntent: GameIntent? {
        guard !controller.isPaused, let view = view(at: latestTime) else { return nil }
        if game.flow == .freePlay { return game.freePlayIntent(view) }
        switch controller.phase {
        case .activity: return game.activityIntent(view)
        case .answering, .solution: return game.intent(toward: game.answer(of: view.task), view: view)
        default: return nil
        }
    }

    public var wrongIntent: GameIntent? {
        guard !controller.isPaused, controller.phase == .answering, !controller.isDemo, let view = view(at: latestTime),
            let wrong = game.wrongAnswer(view)
        else { return nil }
        return game.intent(toward: wrong, view: view)
    }

    public func stroke(on id: A11yID) -> TracedStroke? {
        guard !controller.isPaused, let view = view(at: latestTime) else { return nil }
        return game.stroke(on: id, view: view)
    }
}
