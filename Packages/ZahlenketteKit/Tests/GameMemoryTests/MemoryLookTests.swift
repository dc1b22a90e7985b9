import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameMemory

@Suite struct MemoryLookTests {
    /// Climbs the first pair's ladder with the journeys' wrong turns, looking at every step on the
    /// way (board, H1, H2 with a card up, S), then makes the guided tap.
    private func climb(_ round: any GameRound, look: (Double) -> Void) -> [RoundEffect] {
        var time = 0.0
        var effects = round.start(time: time)
        effects += GameTestKit.settle(round, at: &time)
        look(time)
        for _ in 0..<80 where !round.phase.isSolution {
            if let wrong = round.wrongIntent {
                time += 0.3
                effects += round.handle(wrong, time: time)
            } else {
                time += 0.5
                effects += round.tick(time: time)
                effects += round.voiceFinished(time: time)
            }
            look(time + 0.1)
        }
        look(time + 1)
        if let guided = round.correctIntent {
            time += 1
            effects += round.handle(guided, time: time)
            look(time + 0.3)
        }
        return effects
    }

    @Test func everyStepAndLevelFitsEveryWindowThroughTheLadder() throws {
        var findings: [String] = []
        for level in Level.allCases {
            let range: RangeStage = level == .littleOnes ? .r1to10 : .r1to20
            let config = try #require(ShippedContent.game(.memory))
            for step in DifficultyStep.allCases {
                let count = config.tasksPerRound(step: step, level: level)
                let numbers = Array([9, 4, 2, 7, 10, 1].prefix(count))
                for voice in [true, false] {
                    let round = MemoryGame().makeRound(
                        plan: GameTestKit.plan(.memory, numbers: numbers, step: step, level: level, range: range),
                        setup: try GameTestKit.setup(.memory, voice: voice, reduceMotion: !voice))
                    var looks = 0
                    let effects = climb(round) { at in
                        looks += 1
                        let found = GameTestKit.audit(round, time: at)
                        if !found.isEmpty {
                            findings.append("\(level) \(step) voice=\(voice) \(round.phase): \(found)")
                        }
                    }
                    let first = GameTestKit.results(effects).first
                    if first?.solutionShown != true || first?.attempts != 3 {
                        findings.append("\(level) \(step): the ladder was not climbed (\(looks) looks)")
                    }
                }
            }
        }
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func theBoardLooksAsItsGoldensSayAtEveryStep() throws {
        let steps: [(DifficultyStep, Level, [Int], String)] = [
            (.step1, .vorschule, [3, 8, 12, 17], "memory-s1"),
            (.step2, .littleOnes, [2, 6, 9], "memory-s2"),
            (.step3, .vorschule, [2, 4, 7, 11, 15, 19], "memory-s3"),
        ]
        for (step, level, numbers, name) in steps {
            let game = try MemoryTestBoard(numbers, step: step, level: level, range: .r1to20, seed: 5)
            game.start()
            // One pair found, one quantity card turned up, so both faces show.
            game.turn(try game.numeral(numbers[0]), try game.quantity(numbers[0]))
            game.flip(try game.quantity(numbers[1]))
            GameTestKit.checkGolden(game.scene(), named: name)
        }
    }

    @Test func theHintRungsLookAsTheirGoldensSay() throws {
        let game = try MemoryTestBoard([2, 5, 8, 13], range: .r1to20, seed: 5)
        game.start()
        game.turn(try game.numeral(5), try game.numeral(8))
        game.turn(try game.quantity(5), try game.quantity(2))
        game.flip(try game.numeral(5))
        game.flip(try game.quantity(8))
        game.wait(1.6)
        // H1: 5's card is still up while the stranger has turned back.
        GameTestKit.checkGolden(game.scene(), named: "memory-h1")
        game.flip(try game.numeral(2))
        game.wait(3)
        game.flip(try game.quantity(5))
        // H2: the partner of the turned card glows.
        GameTestKit.checkGolden(game.scene(), named: "memory-h2")
        game.flip(try game.numeral(13))
        game.wait(1.6)
        // S: the partner has turned itself, the other cards fade.
        GameTestKit.checkGolden(game.scene(), named: "memory-solution")
        #expect(game.round.phase.isSolution)
    }
}
