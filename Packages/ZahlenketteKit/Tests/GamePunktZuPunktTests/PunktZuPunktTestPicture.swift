import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKScene

@testable import GamePunktZuPunkt

/// A Punkt-zu-Punkt round under test: taps on dots by number, time passing with the app's ticks.
final class PunktZuPunktTestPicture {
    let round: RoundDriver<PunktZuPunktRules>
    var time = 0.0
    var effects: [RoundEffect] = []
    let size = Size(width: 1024, height: 768)

    init(
        _ numbers: [Int], step: DifficultyStep = .step1, level: Level = .vorschule, range: RangeStage = .r1to10,
        demo: Bool = false, voice: Bool = true, savedState: String? = nil, reduceMotion: Bool = false,
        scaffolded: Set<Int> = []
    ) throws {
        let plan = GameTestKit.scaffolding(
            GameTestKit.plan(.punktZuPunkt, numbers: numbers, step: step, level: level, range: range), at: scaffolded)
        let setup = try GameTestKit.setup(
            .punktZuPunkt, voice: voice, demo: demo, reduceMotion: reduceMotion, savedState: savedState)
        round = try #require(PunktZuPunktGame().makeRound(plan: plan, setup: setup) as? RoundDriver<PunktZuPunktRules>)
        round.layout(in: GameTestKit.playfieldFrame(size))
    }

    var play: PunktZuPunktPlay? { round.controller.play }
    var picture: PunktZuPunktPicture? { round.controller.tasks.first?.task.picture }
    var results: [TaskResult] { GameTestKit.results(effects) }
    var events: [GameEvent] { GameTestKit.events(effects) }

    func start() {
        effects += round.start(time: time)
        effects += GameTestKit.settle(round, at: &time)
    }

    /// Where dot `number` is drawn now.
    func center(of number: Int) throws -> Point {
        let view = try #require(round.view(at: time))
        return PunktZuPunktLayout(in: view.frame).center(of: number, in: view.task.picture)
    }

    /// A tap on dot `number`, `after` seconds from now.
    @discardableResult
    func tap(_ number: Int, after seconds: Double = 0.5) throws -> [RoundEffect] {
        time += seconds
        let made = round.handle(.tapAt(PunktZuPunktRules.pictureID, try center(of: number)), time: time)
        effects += made
        return made
    }

    func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end {
            time = min(end, time + 0.1)
            effects += round.tick(time: time)
            effects += round.voiceFinished(time: time)
        }
    }

    /// Connects every dot from the pen to the last, each after the previous one's feedback.
    func connectAll() throws {
        while let pen = play?.pen, let count = picture?.dots.count, pen < count, !round.isFinished {
            try tap(pen + 1)
            wait(1.6)
        }
    }

    func spoke(_ line: AudioID) -> Bool {
        effects.contains {
            switch $0 {
            case .speak(let clips), .speakAfterCurrent(let clips): clips.contains(line)
            default: false
            }
        }
    }

    func scene(size: Size? = nil, at offset: Double = 0) -> Scene {
        GameTestKit.scene(round, size: size ?? self.size, time: time + offset)
    }
}
