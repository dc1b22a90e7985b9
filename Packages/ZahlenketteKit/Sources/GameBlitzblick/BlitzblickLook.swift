import Foundation
import ZKGameKit

/// What the flash window shows at one moment (docs/games.md#blitzblick), a pure function of the
/// round's view: the empty window while the question is asked; the blink cue; the quantity for the
/// flash time; the cloud over it while the child answers; the cloud lifting at the solution and
/// after a correct answer. Every change is a single step or one slow fade, far below 3 Hz.
struct BlitzblickLook: Equatable {
    var showsQuantity = false
    /// The cloud over the window: nil when there is none, else how far it has lifted (0 covers
    /// the window, 1 is gone).
    var cloudLift: Double?
    /// The blink cue's glow around the window, 0 to 1.
    var cueGlow = 0.0
    /// The fives outlined: during the H2 flash and whenever the quantity is shown after H2.
    var outlinesFives = false
    /// How many things the solution's count-along has lit (n up to 5); 0 otherwise.
    var lit = 0

    /// Seconds the cloud takes to lift.
    static let liftSeconds = 0.6
    /// Seconds per counted thing in the solution, in step with `num.1 … num.n`.
    static let countInterval = 0.7

    init(showsQuantity: Bool = false, cloudLift: Double? = nil, cueGlow: Double = 0, outlinesFives: Bool = false) {
        self.showsQuantity = showsQuantity
        self.cloudLift = cloudLift
        self.cueGlow = cueGlow
        self.outlinesFives = outlinesFives
    }

    init(_ view: RoundView<BlitzblickRules>) {
        if view.rung == .solution || view.phase.isSolution {
            self = BlitzblickLook.solution(view)
            return
        }
        let task = view.task
        switch view.phase {
        case .activity:
            let elapsed = view.activityElapsed ?? 0
            let flash = task.flash
            // A repeated flash starts from the cloud; the first one from the empty window.
            let cloud: Double? = view.rung == .none ? nil : 0
            if elapsed < flash.cue {
                self.init(cloudLift: cloud, cueGlow: sin(Double.pi * elapsed / max(0.01, flash.cue)))
            } else if elapsed < flash.duration(at: view.rung) {
                self.init(showsQuantity: true, outlinesFives: view.rung == .h2)
            } else {
                self.init(cloudLift: 0)
            }
        case .answering, .wrongFeedback:
            self.init(cloudLift: 0)
        case .correctFeedback:
            // The answer is confirmed by the quantity itself.
            let elapsed = view.correctAt.map { max(0, view.time - $0) } ?? BlitzblickLook.liftSeconds
            self.init(showsQuantity: true, cloudLift: BlitzblickLook.lift(elapsed), outlinesFives: view.rung >= .h2)
        case .solution:
            self = BlitzblickLook.solution(view)
        case .intro, .prompting, .outro, .finished:
            self.init()
        }
    }

    /// The solution (and the demo): the cloud lifts and the voice counts along from the moment the
    /// last wrong answer reached S; the fives stay outlined for the parts line.
    static func solution(_ view: RoundView<BlitzblickRules>) -> BlitzblickLook {
        let elapsed = view.rungElapsed ?? 0
        var look = BlitzblickLook(showsQuantity: true, cloudLift: lift(elapsed), outlinesFives: true)
        let number = view.task.number
        if BlitzblickRules.countsAlong(number) {
            look.lit = view.correctAt == nil ? min(number, Int(elapsed / countInterval) + 1) : number
        }
        return look
    }

    static func lift(_ elapsed: Double) -> Double {
        min(1, max(0, elapsed / liftSeconds))
    }
}
