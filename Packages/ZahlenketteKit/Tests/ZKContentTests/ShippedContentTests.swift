import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

@Suite("Shipped content")
struct ShippedContentTests {
    let store = ShippedContent.store
    var catalog: ContentCatalog { store.catalog }

    @Test func loadsWithZeroProblems() {
        #expect(store.validationReport.problems.map(\.description) == [])
        #expect(store.validationReport.isClean)
    }

    @Test func everyGameIsAvailable() {
        #expect(store.availableGames == ShippedContent.games)
        #expect(store.unavailableGames.isEmpty)
    }

    @Test func countsMatchTheDesign() {
        // The design's twelve games (a game added with scripts/new-game.sh comes on top).
        let twelve: Set<GameID> = [
            .entdecken, .wieViele, .hoerHin, .wasFehlt, .blitzblick, .mehrWeniger, .nachspuren, .schuettelbox,
            .froschsprung, .zahlenmonster, .memory, .punktZuPunkt,
        ]
        #expect(Set(catalog.games.keys).isSuperset(of: twelve))
        #expect(catalog.friends.count == 20)
        #expect(catalog.decorations.count == 36)
        #expect(catalog.decorations(of: .small).count == 16)
        #expect(catalog.decorations(of: .medium).count == 12)
        #expect(catalog.decorations(of: .large).count == 8)
        #expect(catalog.stickers.count == 86)
        #expect(catalog.stickers(of: .friend).count == 20)
        #expect(catalog.stickers(of: .dotPicture).count == 24)
        #expect(catalog.stickers(of: .abenteuer).count == 30)
        #expect(catalog.stickers(of: .milestone).count == 12)
        #expect(catalog.dotPictures.count == 24)
        for size in [5, 10, 20] { #expect(catalog.dotPictures(dotCount: size).count == 8) }
        #expect(catalog.avatars.count >= 12)
        #expect(catalog.numerals.keys.sorted() == Array(0...9))
    }

    @Test func numberWordsEqualTheDidacticTable() {
        #expect(catalog.numbers.map(\.value) == Array(1...20))
        for entry in catalog.numbers {
            #expect(entry.word == GermanNumberWords.word(for: entry.value))
            #expect(entry.structureLabel == GermanNumberWords.structureLabel(for: entry.value))
            #expect(catalog.strings.lookup(entry.wordKey) == GermanNumberWords.word(for: entry.value))
        }
        #expect(catalog.zero?.word == "null")
        #expect(catalog.strings.lookup("number.0.word") == "null")
    }

    @Test func teensAreSpokenAsZehnUnd() {
        #expect(catalog.line(.numberParts(17))?.text == "Siebzehn ist zehn und sieben.")
        #expect(catalog.line(.numberParts(7))?.text == "Sieben ist fünf und zwei.")
        #expect(catalog.line(.numberAfter(7))?.text == "Nach der Sechs kommt die Sieben.")
        #expect(catalog.line(.split(whole: 7, part: 3))?.text == "Sieben ist drei und vier.")
        for n in 11...19 {
            let text = catalog.line(.numberParts(n))?.text ?? ""
            #expect(text.contains("ist zehn und "))
            #expect(!text.contains("fünf und"))
        }
    }

    @Test func schuettelboxHasAllFortyFiveSplits() {
        var count = 0
        for whole in 2...10 {
            for part in 1..<whole where catalog.line(.split(whole: whole, part: part)) != nil { count += 1 }
        }
        #expect(count == 45)
    }

    @Test func gamesFollowTheTierAndAbenteuerRules() {
        let free: Set<GameID> = [.entdecken, .wieViele, .hoerHin, .wasFehlt]
        for game in ShippedContent.games {
            let config = catalog.game(game)
            #expect(config?.tier == (free.contains(game) ? .free : .premium))
            #expect(config?.abenteuerEligible == (game != .entdecken))
        }
    }

    @Test func gameParametersFollowGamesMd() {
        let wieViele = catalog.game(.wieViele)
        #expect(wieViele?.step(.step1)?.optionCount?[.littleOnes] == 2)
        #expect(wieViele?.step(.step3)?.optionCount?[.vorschule] == 4)
        #expect(wieViele?.step(.step3)?.distractorProfile == .confusable)
        #expect(wieViele?.step(.step2)?.displays?[.littleOnes] == [.dice])
        let blitz = catalog.game(.blitzblick)
        #expect(blitz?.step(.step1)?.flashSeconds == PerLevel(littleOnes: 2.0, vorschule: 1.5))
        #expect(blitz?.step(.step3)?.flashSeconds == PerLevel(littleOnes: 1.2, vorschule: 0.8))
        #expect(blitz?.step(.step3)?.scatteredUpTo == PerLevel(littleOnes: 3, vorschule: 4))
        let trace = catalog.game(.nachspuren)
        #expect(
            [0.28, 0.20, 0.16].elementsEqual(DifficultyStep.allCases.compactMap { trace?.step($0)?.corridorWidth }))
        #expect(trace?.tasksPerRound(step: .step1, level: .vorschule) == 4)
        let memory = catalog.game(.memory)
        #expect(DifficultyStep.allCases.compactMap { memory?.step($0)?.pairs?[.vorschule] } == [4, 5, 6])
        #expect(DifficultyStep.allCases.compactMap { memory?.step($0)?.pairs?[.littleOnes] } == [3, 3, 4])
        #expect(catalog.game(.schuettelbox)?.validNumbers(level: .littleOnes, range: .r1to10) == [2, 3, 4, 5])
        #expect(catalog.game(.schuettelbox)?.validNumbers(level: .vorschule, range: .r1to20) == Array(2...10))
        #expect(catalog.game(.wieViele)?.tasksPerRound(step: .step1, level: .littleOnes) == 4)
    }

    @Test func everyGamesMdLineIsConfigured() {
        let expected: [GameID: [String]] = [
            .entdecken: ["intro", "count", "which"], .wieViele: ["ask", "hint1", "hint2"],
            .hoerHin: ["find", "hint1"], .wasFehlt: ["ask", "next", "first"], .blitzblick: ["ask", "hint1"],
            .mehrWeniger: ["more", "less", "hint2", "more_here", "less_here"],
            .schuettelbox: ["total", "shake", "ask", "hint1", "hint2"], .nachspuren: ["trace", "start", "with_me"],
            .froschsprung: ["intro", "jump"], .zahlenmonster: ["give", "give_sign", "more", "too_many", "yum"],
            .memory: ["intro", "hint1", "solution"], .punktZuPunkt: ["intro", "next", "done"],
        ]
        for (game, keys) in expected {
            for key in keys {
                #expect(catalog.game(game)?.prompt(key) == .prompt(game, key), "\(game.rawValue).\(key)")
                #expect(catalog.line(.prompt(game, key)) != nil, "\(game.rawValue).\(key)")
            }
            #expect(catalog.line(.title(game)) != nil)
        }
        for key in ["this_is", "these_are", "just_one", "round_end"] { #expect(catalog.line(.common(key)) != nil) }
        for key in ["break_nudge", "warning"] { #expect(catalog.line(.session(key)) != nil) }
        for key in ["times_up", "ask_parent"] { #expect(catalog.line(.lock(key)) != nil) }
        #expect(catalog.line(.friendHello(7))?.text == "Hallo, ich bin die Sieben! Jetzt sind wir Freunde.")
    }

    @Test func decorationsCarryTheFixedPrices() {
        for item in catalog.decorations {
            #expect(item.price == item.size.price)
            #expect(item.footprint.width == item.size.footprint.width)
            #expect(item.footprint.height == item.size.footprint.height)
        }
        #expect(catalog.decorations.reduce(0) { $0 + $1.price } == 940)
    }

    @Test func stickersFollowEngineSection14_4() {
        let abenteuer = catalog.stickers(of: .abenteuer).compactMap(\.abenteuerCount)
        #expect(abenteuer == Array(stride(from: 3, through: 90, by: 3)))
        #expect(catalog.abenteuerSticker(forCompletedCount: 3) != nil)
        #expect(catalog.abenteuerSticker(forCompletedCount: 4) == nil)
        let rounds = catalog.stickers(of: .milestone).compactMap(\.milestone).filter { $0.kind == .roundsCompleted }
        #expect(rounds.map(\.count) == [1, 10, 50, 100, 250, 500])
        let friends = catalog.stickers(of: .milestone).compactMap(\.milestone).filter { $0.kind == .friendsMade }
        #expect(friends.map(\.count) == [1, 5, 10, 15, 20])
        #expect(catalog.milestoneStickers(.decorationsPlaced, reaching: 1).count == 1)
        for friend in catalog.friends { #expect(catalog.sticker(id: friend.stickerID)?.friendNumber == friend.number) }
        for picture in catalog.dotPictures {
            #expect(catalog.sticker(id: picture.stickerID)?.dotPictureID == picture.id)
        }
    }

    @Test func friendsAreOnePerNumber() {
        #expect(catalog.friends.map(\.number) == Array(1...20))
        #expect(Set(catalog.friends.map(\.primaryColor)).count == 20)
        for friend in catalog.friends {
            #expect(catalog.strings.lookup(friend.nameKey) != nil)
            #expect(catalog.strings.lookup(friend.personalityKey) != nil)
        }
    }

    @Test func numeralTemplatesHaveSchoolFormStrokes() {
        #expect(catalog.numeral(4)?.strokes.count == 2)
        #expect(catalog.numeral(5)?.strokes.count == 2)
        #expect(catalog.numeral(7)?.strokes.count == 2)
        for digit in [0, 1, 2, 3, 6, 8, 9] { #expect(catalog.numeral(digit)?.strokes.count == 1) }
        // The German 1 starts with its up-stroke: the first point lies left of and below the top.
        let one = catalog.numeral(1)?.strokes.first?.points ?? []
        #expect((one.first?.x ?? 1) < (one.last?.x ?? 0))
        #expect((one.first?.y ?? 0) > (one.dropFirst().first?.y ?? 1))
        // The 5 starts with the down-stroke, its bar comes second (left to right).
        let bar = catalog.numeral(5)?.strokes.last?.points ?? []
        #expect((bar.first?.x ?? 1) < (bar.last?.x ?? 0))
    }
}
