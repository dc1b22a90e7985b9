import Foundation
import ZKContent
import ZKCore
import ZKScene

/// What a tile game's stimulus drawing may depend on: the task and where the round is with it.
public struct TaskView<Task: Sendable>: Sendable {
    public let task: Task
    public let level: Level
    public let phase: RoundPhase
    public let rung: HintRung
    public let time: Double
    /// When the current hint rung began (for pulses and count-alongs).
    public let rungStartedAt: Double?
    /// When the open task was answered correctly.
    public let correctAt: Double?
    /// Activity steps done (Zähl mit's counted beads).
    public let activityCount: Int
    public let isDemo: Bool
    public let strings: StringCatalog
    public let reduceMotion: Bool
    public let voiceEnabled: Bool
    /// The stimulus objects the child marked in this task (indices the game chose; D-0526).
    public let marks: Set<Int>
    /// The frame the stimulus was last drawn in, nil before the first drawing.
    public let stimulusFrame: Rect?

    /// Seconds since the current rung began, or nil without a rung.
    public var rungElapsed: Double? { rungStartedAt.map { max(0, time - $0) } }

    /// A 0…1 pulse at a gentle 0.8 Hz (far below 3 Hz), flat when motion is reduced.
    public func pulse(since start: Double?) -> Double {
        guard let start, !reduceMotion else { return 0 }
        let phase = (time - start) * 0.8
        return 0.5 - 0.5 * cos(phase * 2 * Double.pi)
    }

    /// The same view, read against the frame the stimulus is being drawn in now.
    func withStimulusFrame(_ frame: Rect) -> TaskView {
        TaskView(
            task: task, level: level, phase: phase, rung: rung, time: time, rungStartedAt: rungStartedAt,
            correctAt: correctAt, activityCount: activityCount, isDemo: isDemo, strings: strings,
            reduceMotion: reduceMotion, voiceEnabled: voiceEnabled, marks: marks, stimulusFrame: frame)
    }
}
