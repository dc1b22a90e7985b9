import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

@testable import GamePunktZuPunkt

@Suite struct PunktZuPunktRoundTests {
    @Test func eachConnectedDotSaysItsNumberAndOnlyThePlannedDotsReport() throws {
        let game = try PunktZuPunktTestPicture([3, 7, 9, 4])
        game.start()
        #expect(game.spoke(.title(.punktZuPunkt)) && game.spoke(.prompt(.punktZuPunkt, "intro")))
        #expect(game.round.taskCount == 4 && game.play?.pen == 1)
        let two = try game.tap(2)
        #expect(two.contains(.speakAfterCurrent([.number(2)])) && GameTestKit.results(two).isEmpty)
        game.wait(1.6)
        let three = try #require(GameTestKit.results(try game.tap(3)).first)
        #expect(three.number == 3 && three.attempts == 1 && three.firstTryCorrect)
        #expect(three.skill == .order && three.secondarySkill == .recognize && three.secondaryNumber == 3)
        game.wait(1.6)
        try game.connectAll()
        game.wait(5)
        #expect(game.results.map(\.number) == [3, 4, 7, 9])
        #expect(game.round.isFinished)
    }

    @Test func aLineDraggedToTheNextDotConnectsIt() throws {
        let game = try PunktZuPunktTestPicture([2, 5, 6, 8])
        game.start()
        let stroke = TracedStroke(points: [try game.center(of: 1), try game.center(of: 2)], start: game.time)
        let made = game.round.handle(.stroke(PunktZuPunktRules.pictureID, stroke), time: game.time + 1)
        #expect(GameTestKit.results(made).first?.number == 2 && game.play?.pen == 2)
    }

    @Test func aTapOnAnotherOpenDotIsWrongAndOnAConnectedDotIsNothing() throws {
        let game = try PunktZuPunktTestPicture([2, 5, 6, 8])
        game.start()
        try game.tap(2)
        game.wait(1.6)
        #expect(try game.tap(1).isEmpty && game.tap(2).isEmpty)
        let wrong = try game.tap(7)
        #expect(wrong.contains(.playEffect(.effect("soft"))))
        #expect(wrong.contains(.speak([.number(2), .prompt(.punktZuPunkt, "next")])))
        game.wait(2)
        try game.tap(3)
        #expect(game.play?.pen == 3 && game.results.map(\.number) == [2])
    }

    @Test func theHintsPulseThePenNarrowToTwoDotsThenDrawTheLine() throws {
        let game = try PunktZuPunktTestPicture([4, 5, 6, 8])
        game.start()
        try game.tap(2)
        game.wait(1.6)
        try game.tap(3)
        game.wait(1.6)
        try game.tap(9)
        game.wait(2)
        #expect(game.spoke(.number(3)) && game.spoke(.prompt(.punktZuPunkt, "next")))
        try game.tap(8)
        game.wait(2)
        // H2: only the next dot and the open dot nearest to it take taps.
        let view = try #require(game.round.view(at: game.time))
        let active = PunktZuPunktRules.activeDots(view).filter { $0 > 3 }
        #expect(active.count == 2 && active.contains(4))
        let other = try #require(active.first { $0 != 4 })
        let farthest = try #require((5...10).filter { !active.contains($0) }.last)
        // A faded dot takes no tap: no attempt, no rung.
        #expect(try game.tap(farthest).isEmpty && game.round.controller.tracker.attempts == 2)
        try game.tap(other)
        game.wait(2)
        #expect(game.spoke(.numberAfter(4)) && game.round.phase.isSolution)
        let result = try #require(GameTestKit.results(try game.tap(4)).first)
        #expect(result.number == 4 && result.attempts == 3 && result.hintsUsed == 2 && result.solutionShown)
        #expect(result.wrongAnswers == [9, 8, other])
    }

    @Test func aFinishedPictureFillsSaysItsNameAndEarnsItsStickerOnlyTheFirstTime() throws {
        let game = try PunktZuPunktTestPicture([2, 3, 4, 5], level: .littleOnes, range: .r1to5)
        game.start()
        let picture = try #require(game.picture)
        try game.connectAll()
        game.wait(4)
        let sticker = try #require(ShippedContent.catalog.dotPicture(id: picture.id)?.stickerID)
        #expect(game.spoke(.prompt(.punktZuPunkt, "done")) && game.spoke(.dotPictureName(picture.id)))
        let closing = game.events.suffix(2)
        #expect(
            Array(closing) == [
                .pictureCompleted(stickerID: sticker),
                .roundCompleted(roundID: game.round.plan.id, gameID: .punktZuPunkt),
            ])
        let saved = try #require(game.round.savedState)
        #expect(PunktZuPunktSavedState.completedPictureIDs(fromJSON: saved) == [picture.id])
        // The next round takes the next picture; all eight done, the oldest comes back without a sticker.
        let next = try PunktZuPunktTestPicture([2, 3, 4, 5], level: .littleOnes, range: .r1to5, savedState: saved)
        #expect(next.picture?.id != picture.id)
        let fives = ShippedContent.catalog.dotPictures(dotCount: 5).map(\.id)
        let all = try #require(PunktZuPunktSavedState.json(fives))
        let again = try PunktZuPunktTestPicture([2, 3, 4, 5], level: .littleOnes, range: .r1to5, savedState: all)
        #expect(again.picture?.id == fives[0])
        again.start()
        try again.connectAll()
        again.wait(4)
        #expect(!again.events.contains { if case .pictureCompleted = $0 { true } else { false } })
        #expect(again.round.isFinished)
        #expect(
            again.round.savedState.map(PunktZuPunktSavedState.completedPictureIDs(fromJSON:)) == Array(
                fives.dropFirst()) + [fives[0]])
    }

    @Test func leavingMidPictureKeepsOnlyTheCommittedDotsAndNoPicture() throws {
        let game = try PunktZuPunktTestPicture([2, 3, 8, 9], savedState: #"{"completedPictureIDs":["haus"]}"#)
        game.start()
        try game.tap(2)
        game.wait(1.6)
        try game.tap(3)
        game.wait(1.6)
        try game.tap(4)
        #expect(game.results.map(\.number) == [2, 3])
        #expect(game.round.savedState == #"{"completedPictureIDs":["haus"]}"#)
        #expect(game.results.allSatisfy { $0.updatedGameState == #"{"completedPictureIDs":["haus"]}"# })
    }

    @Test func theKeyboardMovesThePenToTheNextDot() throws {
        let game = try PunktZuPunktTestPicture([2, 5, 6, 8])
        game.start()
        let made = game.round.handle(.tap(PunktZuPunktRules.pictureID), time: game.time + 1)
        #expect(GameTestKit.results(made).first?.number == 2)
    }

    @Test func theDemoConnectsTheSecondDotAndThePictureStartsAgain() throws {
        let game = try PunktZuPunktTestPicture([2, 5, 6, 8], demo: true)
        game.start()
        #expect(game.round.isDemo && game.round.phase.isSolution && game.spoke(.numberAfter(2)))
        let guided = try #require(game.round.correctIntent)
        #expect(GameTestKit.results(game.round.handle(guided, time: game.time + 1)).isEmpty)
        game.time += 1
        game.wait(2)
        #expect(!game.round.isDemo && game.play?.pen == 1 && game.round.phase == .answering)
    }

    @Test func aSolutionThatCompletesItselfStillConnectsTheDot() throws {
        let game = try PunktZuPunktTestPicture([2, 3, 4, 5], level: .littleOnes, range: .r1to5)
        game.start()
        for _ in 0..<3 {
            game.time += 0.5
            game.effects += game.round.handle(try #require(game.round.wrongIntent), time: game.time)
            game.wait(2)
        }
        game.wait(7)
        #expect(game.play?.pen == 2 && game.results.first?.attempts == 3 && game.results.first?.solutionShown == true)
    }
}
