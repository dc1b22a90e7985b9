import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameMemory

/// A Memory round under test with the board at hand: cards by number, flips at a time of the test's
/// choosing, the results and spoken lines collected on the way.
final class MemoryTestBoard {
    let round: RoundDriver<MemoryRules>
    var time = 0.0
    var effects: [RoundEffect] = []

    init(
        _ numbers: [Int], step: DifficultyStep = .step1, level: Level = .vorschule, range: RangeStage = .r1to10,
        demo: Bool = false, voice: Bool = true, seed: UInt64 = 11
    ) throws {
        let plan = GameTestKit.plan(.memory, numbers: numbers, step: step, level: level, range: range, seed: seed)
        let setup = try GameTestKit.setup(.memory, voice: voice, demo: demo)
        round = try #require(MemoryGame().makeRound(plan: plan, setup: setup) as? RoundDriver<MemoryRules>)
        round.layout(in: GameTestKit.playfieldFrame(Size(width: 1024, height: 768)))
    }

    var board: [MemoryTask] { round.controller.visibleTasks }
    var play: MemoryPlay? { round.controller.play }
    var results: [TaskResult] { GameTestKit.results(effects) }

    func pair(_ number: Int) throws -> MemoryTask {
        try #require(board.first { $0.number == number })
    }

    /// The numeral card of n.
    func numeral(_ number: Int) throws -> Int { try pair(number).numeralCard }

    /// The quantity card of n.
    func quantity(_ number: Int) throws -> Int { try pair(number).quantityCard }

    func start() {
        effects += round.start(time: time)
        effects += GameTestKit.settle(round, at: &time)
    }

    /// Turns a card `after` seconds from now; returns what that turn said and reported.
    @discardableResult
    func flip(_ card: Int, after seconds: Double = 0.5) -> [RoundEffect] {
        time += seconds
        let made = round.handle(.tap(MemoryRules.cardID(card)), time: time)
        effects += made
        return made
    }

    /// Time passes with the app's ticks and the voice ending each line.
    func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end {
            time = min(end, time + 0.1)
            effects += round.tick(time: time)
            effects += round.voiceFinished(time: time)
        }
    }

    /// A whole turn of two cards, then the cards turn back (or the match's feedback passes).
    func turn(_ first: Int, _ second: Int) {
        flip(first)
        flip(second)
        wait(3)
    }

    func spoke(_ line: AudioID) -> Bool {
        effects.contains {
            switch $0 {
            case .speak(let clips), .speakAfterCurrent(let clips): clips.contains(line)
            default: false
            }
        }
    }

    func scene(size: Size = Size(width: 1024, height: 768), at offset: Double = 0) -> Scene {
        GameTestKit.scene(round, size: size, time: time + offset)
    }

    /// The accessibility labels of the cards now, by card index.
    func labels() -> [Int: String] {
        let scene = scene()
        var labels: [Int: String] = [:]
        for index in 0..<(board.count * 2) {
            labels[index] = scene.element(MemoryRules.cardID(index))?.label
        }
        return labels
    }
}
