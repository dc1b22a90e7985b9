import Foundation
import ZKContent
import ZKCore
import ZKScene

/// Everything a game's drawing and input reading may depend on: the open task, what the child did,
/// where the round is with it, and the frame the playfield is laid out in.
public struct RoundView<Rules: RoundRules>: Sendable {
    /// The open task (the demo while `isDemo`).
    public let task: Rules.Task
    /// Its index in `tasks`; -1 for the demo.
    public let taskIndex: Int
    /// The round's tasks (the demo alone while `isDemo`).
    public let tasks: [Rules.Task]
    /// Which of `tasks` are complete.
    public let completed: [Bool]
    /// The hint rung of each of `tasks`.
    public let rungs: [HintRung]
    public let play: Rules.Play
    public let level: Level
    public let phase: RoundPhase
    /// The open task's rung.
    public let rung: HintRung
    public let time: Double
    /// When the open task's current rung began (for pulses and count-alongs).
    public let rungStartedAt: Double?
    /// When the open task was answered correctly.
    public let correctAt: Double?
    /// When the current activity began (a flash, a count-along).
    public let activityStartedAt: Double?
    /// Activity steps done (Zähl mit's counted beads).
    public let activityCount: Int
    public let isDemo: Bool
    public let strings: StringCatalog
    public let reduceMotion: Bool
    public let voiceEnabled: Bool
    /// The stimulus objects the child marked in the open task (indices the game chose; D-0526).
    public let marks: Set<Int>
    /// The open task's wrong answers so far, in order.
    public let wrongAnswers: [Int]
    /// When the last wrong answer was committed (for the shake), nil after a new task opens.
    public let lastWrongAt: Double?
    /// When a tap last bounced off disabled controls.
    public let lastBounceAt: Double?
    /// The frame the round is laid out in (the container's playfield).
    public let frame: Rect
    /// The child's home language when its words are written under a revealed numeral
    /// (`RoundSetup.homeWords`).
    public let homeWords: HomeLanguage?

    public init(
        task: Rules.Task, taskIndex: Int, tasks: [Rules.Task], completed: [Bool], rungs: [HintRung],
        play: Rules.Play, level: Level, phase: RoundPhase, rung: HintRung, time: Double, rungStartedAt: Double?,
        correctAt: Double?, activityStartedAt: Double?, activityCount: Int, isDemo: Bool, strings: StringCatalog,
        reduceMotion: Bool, voiceEnabled: Bool, marks: Set<Int>, wrongAnswers: [Int], lastWrongAt: Double?,
        lastBounceAt: Double?, frame: Rect, homeWords: HomeLanguage? = nil
    ) {
        self.task = task
        self.taskIndex = taskIndex
        self.tasks = tasks
        self.completed = completed
        self.rungs = rungs
        self.play = play
        self.level = level
        self.phase = phase
        self.rung = rung
        self.time = time
        self.rungStartedAt = rungStartedAt
        self.correctAt = correctAt
        self.activityStartedAt = activityStartedAt
        self.activityCount = activityCount
        self.isDemo = isDemo
        self.strings = strings
        self.reduceMotion = reduceMotion
        self.voiceEnabled = voiceEnabled
        self.marks = marks
        self.wrongAnswers = wrongAnswers
        self.lastWrongAt = lastWrongAt
        self.lastBounceAt = lastBounceAt
        self.frame = frame
        self.homeWords = homeWords
    }

    /// Seconds since the current rung began, or nil without a rung.
    public var rungElapsed: Double? { rungStartedAt.map { max(0, time - $0) } }

    /// Seconds since the current activity began, or nil outside one.
    public var activityElapsed: Double? { activityStartedAt.map { max(0, time - $0) } }

    /// True while the answers take taps.
    public var acceptsAnswers: Bool {
        switch phase {
        case .answering, .solution: true
        default: false
        }
    }

    /// A 0…1 pulse at a gentle 0.8 Hz (far below 3 Hz), flat when motion is reduced.
    public func pulse(since start: Double?) -> Double {
        guard let start, !reduceMotion else { return 0 }
        let phase = (time - start) * 0.8
        return 0.5 - 0.5 * cos(phase * 2 * Double.pi)
    }

    /// The rung of task `index`, `.none` outside the round's tasks.
    public func rung(of index: Int) -> HintRung {
        rungs.indices.contains(index) ? rungs[index] : .none
    }
}
