import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameMemory

@Suite struct MemoryRoundTests {
    @Test func theBoardOpensWithItsPromptAndAMatchOnTheFirstTurnCountsOnce() throws {
        let game = try MemoryTestBoard([3, 7, 9], level: .littleOnes)
        game.start()
        #expect(game.spoke(.title(.memory)) && game.spoke(.prompt(.memory, "intro")))
        #expect(game.round.phase == .answering && game.board.count == 3)
        // Flips are silent; the match glides together and says the number.
        #expect(game.flip(try game.numeral(7)).isEmpty)
        let match = game.flip(try game.quantity(7))
        #expect(match.contains(.playEffect(.effect("correct"))))
        #expect(match.contains(.speakAfterCurrent([.number(7)])))
        let result = try #require(GameTestKit.results(match).first)
        #expect(result.number == 7 && result.attempts == 1 && result.firstTryCorrect)
        #expect(result.skill == .recognize && result.secondarySkill == .subitize && result.secondaryNumber == 7)
    }

    @Test func theChildChoosesTheOrderAndTheRoundEndsWithTheLastPair() throws {
        let game = try MemoryTestBoard([3, 7, 9])
        game.start()
        for number in [9, 3, 7] {
            game.turn(try game.quantity(number), try game.numeral(number))
        }
        #expect(game.results.map(\.number) == [9, 3, 7])
        #expect(GameTestKit.events(game.effects).last == .roundCompleted(roundID: game.round.plan.id, gameID: .memory))
    }

    @Test func aMismatchBeforeBothCardsOfThePairWereSeenIsNoAttempt() throws {
        let game = try MemoryTestBoard([2, 5, 8])
        game.start()
        // 5's quantity card first, with a stranger: 5's numeral card was never seen.
        #expect(game.flip(try game.quantity(5)).isEmpty)
        #expect(game.flip(try game.numeral(8)).isEmpty)
        game.wait(2)
        // 5's partner was seen before, but its numeral is turned for the first time now (D-0675).
        game.turn(try game.numeral(5), try game.numeral(2))
        game.turn(try game.numeral(5), try game.quantity(5))
        let five = try #require(game.results.first { $0.number == 5 })
        #expect(five.attempts == 1 && five.firstTryCorrect && five.wrongAnswers.isEmpty)
        #expect(!game.spoke(.prompt(.memory, "hint1")))
    }

    @Test func aMismatchCountsAgainstTheFirstCardsPairOnceBothItsCardsWereSeen() throws {
        let game = try MemoryTestBoard([2, 5, 8])
        game.start()
        game.turn(try game.numeral(5), try game.numeral(8))
        game.turn(try game.quantity(5), try game.quantity(2))
        // Both cards of 5 were seen: 5 first, then 8's quantity card counts against 5 only.
        game.flip(try game.numeral(5))
        let wrong = game.flip(try game.quantity(8))
        #expect(wrong.contains(.playEffect(.effect("soft"))))
        #expect(wrong.contains(.speak([.prompt(.memory, "hint1")])))
        game.wait(3)
        // Now both cards of 8 were seen: the same two cards with 8 first count against 8, not 5.
        game.turn(try game.quantity(8), try game.numeral(5))
        game.turn(try game.numeral(5), try game.quantity(5))
        game.turn(try game.numeral(8), try game.quantity(8))
        let five = try #require(game.results.first { $0.number == 5 })
        #expect(five.attempts == 2 && five.hintsUsed == 1 && !five.firstTryCorrect && five.wrongAnswers == [8])
        let eight = try #require(game.results.first { $0.number == 8 })
        #expect(eight.attempts == 2 && eight.wrongAnswers == [5])
    }

    @Test func aMismatchTurnsBackAfterOneAndAHalfSeconds() throws {
        let game = try MemoryTestBoard([2, 5, 8])
        game.start()
        game.flip(try game.numeral(2))
        game.flip(try game.numeral(8))
        #expect(game.play?.open.count == 2)
        game.wait(1.4)
        #expect(game.play?.open.count == 2)
        // A third card waits until the two have turned back.
        #expect(game.flip(try game.quantity(5), after: 0).isEmpty && game.play?.open.count == 2)
        game.wait(0.2)
        #expect(game.play?.open.isEmpty == true)
        #expect(game.play?.seen == [try game.numeral(2), try game.numeral(8)])
    }

    @Test func atHintOneTheFirstCardStaysUpOneSecondLongerAndCanStillFindItsPartner() throws {
        let game = try MemoryTestBoard([2, 5, 8])
        game.start()
        game.turn(try game.numeral(5), try game.numeral(8))
        game.turn(try game.quantity(5), try game.quantity(2))
        game.flip(try game.numeral(5))
        game.flip(try game.quantity(8))
        game.wait(1.6)
        #expect(game.play?.open == [try game.numeral(5)])
        game.wait(1)
        #expect(game.play?.open.isEmpty == true)
        // While held, the partner completes the pair in the same turn.
        game.flip(try game.numeral(5))
        game.flip(try game.quantity(2))
        game.wait(1.6)
        #expect(game.play?.open == [try game.numeral(5)])
        let done = game.flip(try game.quantity(5))
        let five = try #require(GameTestKit.results(done).first)
        #expect(five.attempts == 3 && five.hintsUsed == 2 && five.wrongAnswers == [8, 2])
    }

    @Test func atHintTwoThePartnerOfTheFirstCardGlows() throws {
        let game = try MemoryTestBoard([2, 5, 8])
        game.start()
        game.turn(try game.numeral(5), try game.numeral(8))
        game.turn(try game.quantity(5), try game.quantity(2))
        game.turn(try game.numeral(5), try game.quantity(8))
        #expect(try #require(game.round.view(at: game.time)).rung == .h1)
        game.flip(try game.quantity(5))
        #expect(try MemoryRules.glowingCard(#require(game.round.view(at: game.time))) == nil)
        game.flip(try game.quantity(8))
        game.wait(3)
        game.flip(try game.quantity(5))
        let view = try #require(game.round.view(at: game.time))
        #expect(view.rung == .h2)
        #expect(MemoryRules.glowingCard(view) == (try game.numeral(5)))
    }

    @Test func theSolutionTurnsThePartnerAndTheGuidedTapCompletesThePair() throws {
        let game = try MemoryTestBoard([2, 5, 8])
        game.start()
        game.turn(try game.numeral(5), try game.numeral(8))
        game.turn(try game.quantity(5), try game.quantity(2))
        // Three counted mismatches; from H1 on 5's card stays up and starts the next turn.
        game.flip(try game.numeral(5))
        for stranger in [try game.quantity(8), try game.numeral(2), try game.numeral(8)] {
            game.flip(stranger)
            game.wait(1.6)
        }
        #expect(game.spoke(.prompt(.memory, "solution")))
        #expect(game.round.phase.isSolution)
        let labels = game.labels()
        #expect(labels[try game.numeral(5)] == "Zahl fünf")
        #expect(labels[try game.quantity(5)] == "Zum Zählen: Punkt, Punkt, Punkt, Punkt, Punkt.")
        // Other cards only bounce; the partner completes the pair.
        #expect(GameTestKit.results(game.flip(try game.quantity(2))).isEmpty)
        let done = try #require(GameTestKit.results(game.flip(try game.quantity(5))).first)
        #expect(done.attempts == 3 && done.hintsUsed == 2 && done.solutionShown && !done.firstTryCorrect)
    }

    @Test func theSolutionCompletesItselfAfterSixSeconds() throws {
        let game = try MemoryTestBoard([2, 5, 8])
        game.start()
        game.turn(try game.numeral(5), try game.numeral(8))
        game.turn(try game.quantity(5), try game.quantity(2))
        for _ in 0..<3 { game.turn(try game.numeral(5), try game.quantity(8)) }
        game.wait(7)
        let five = try #require(game.results.first { $0.number == 5 })
        #expect(five.attempts == 3 && five.solutionShown)
        #expect(game.round.phase == .answering && game.round.completedTasks == 1)
    }

    @Test func responseTimeRunsFromThePairsFirstFlipToTheMatchWithoutPauses() throws {
        let game = try MemoryTestBoard([2, 5, 8])
        game.start()
        let opened = game.time
        game.wait(4)
        // 5's quantity card is first seen as the second card of 8's turn.
        game.turn(try game.numeral(8), try game.quantity(5))
        let firstFlip = game.time - 3
        game.round.pause(time: game.time)
        game.time += 20
        game.effects += game.round.resume(time: game.time)
        game.wait(2)
        game.flip(try game.numeral(5))
        let done = try #require(GameTestKit.results(game.flip(try game.quantity(5))).first)
        #expect(firstFlip > opened + 4)
        #expect(done.responseTimeMs == Int(((game.time - firstFlip - 20) * 1000).rounded()))
    }

    @Test func tapsBeforeTheBoardTakesAnswersOnlyBounce() throws {
        let game = try MemoryTestBoard([2, 5, 8])
        game.effects += game.round.start(time: 0)
        game.flip(try game.numeral(2))
        #expect(game.play?.open.isEmpty == true && game.round.phase == .intro)
    }

    @Test func withoutVoiceTheBoardOpensAfterASecondAndEveryCardShowsItsNumberAsAPicture() throws {
        let game = try MemoryTestBoard([4, 6], voice: false)
        game.effects += game.round.start(time: 0)
        game.wait(2.1)
        #expect(game.round.phase == .answering)
        game.flip(try game.quantity(6))
        #expect(game.labels()[try game.quantity(6)] == "Zum Zählen: Punkt, Punkt, Punkt, Punkt, Punkt; Punkt.")
    }

    @Test func theDemoIsOnePairThatShowsItselfAndIsNeverScored() throws {
        let game = try MemoryTestBoard([4, 6, 9], demo: true)
        game.start()
        #expect(game.round.isDemo && game.board.count == 1)
        #expect(game.spoke(.common("demo")) && game.spoke(.prompt(.memory, "solution")))
        let labels = game.labels()
        #expect(labels.values.allSatisfy { $0 != "Verdeckte Karte" })
        let guided = try #require(game.round.correctIntent)
        #expect(GameTestKit.results(game.round.handle(guided, time: game.time + 1)).isEmpty)
        game.time += 1
        game.wait(3)
        #expect(!game.round.isDemo && game.board.count == 3 && game.round.completedTasks == 0)
    }

    @Test func journeysPlayTheWholeBoardThroughItsHooks() throws {
        let game = try MemoryTestBoard([2, 5, 8, 11, 14, 17], step: .step3, range: .r1to20)
        game.start()
        for _ in 0..<400 where !game.round.isFinished {
            if let intent = game.round.correctIntent { game.effects += game.round.handle(intent, time: game.time) }
            game.wait(0.25)
        }
        #expect(game.round.isFinished && game.results.count == 6 && game.results.allSatisfy(\.firstTryCorrect))
    }
}
