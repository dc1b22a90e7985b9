import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

@MainActor struct ScriptParserTests {
    @Test func parsesEveryCommandOfTheGrammar() throws {
        let text = """
            # a journey
            size 375x667
            tap S07.answer.7
            tap S07.wie_viele.quantity 120.5 340
            drag S07.answer.7 S07.speaker
            trace S07.answer.3
            shake
            key tab
            wait 1.5
            expect S07.root   # trailing comment
            solve
            answer-wrong
            play-round
            screenshot out.png

            screen gallery
            """
        let commands = try ScriptParser.parse(text).get().map(\.command)
        #expect(
            commands == [
                .size(Size(width: 375, height: 667)), .tap(.answer(7)),
                .tapAt(.gameElement(.wieViele, "quantity"), Point(x: 120.5, y: 340)), .drag(.answer(7), .speaker),
                .trace(.answer(3)),
                .shake,
                .key(.tab), .wait(1.5), .expect(.root(.gameContainer)), .solve, .answerWrong, .playRound,
                .screenshot("out.png"), .screen("gallery"),
            ])
        #expect(try ScriptParser.parse(text).get().map(\.line).last == 16)
    }

    @Test(arguments: [
        ("jump S07.answer.7", "line 1: \"jump\" is not a script command"),
        ("tap", "line 1: tap expects one identifier or an identifier and x y, got 0 argument(s)."),
        ("tap S07.answer.7 120", "line 1: tap expects one identifier or an identifier and x y, got 2 argument(s)."),
        ("tap S07.answer.7 left 340", "line 1: tap \"left 340\" is not a point; write x and y as layout points"),
        ("tap S07.answer.7 120 nan", "line 1: tap \"120 nan\" is not a point"),
        ("tap S07.answer.7 1e9 3", "line 1: tap \"1e9 3\" is not a point"),
        ("tap answer7 1 2", "line 1: \"answer7\" is not an accessibility identifier"),
        ("tap answer7", "line 1: \"answer7\" is not an accessibility identifier"),
        ("size big", "line 1: size \"big\" is not valid"),
        ("wait soon", "line 1: wait \"soon\" is not a number"),
        ("key hyperspace", "line 1: key \"hyperspace\" is unknown"),
        ("solve now", "line 1: solve expects no arguments"),
    ])
    func badLinesEndInOneClearSentence(_ line: String, _ prefix: String) {
        guard case .failure(let error) = ScriptParser.parse(line) else {
            Issue.record("accepted \(line)")
            return
        }
        #expect(error.description.hasPrefix(prefix), "\(error.description)")
    }
}
