import Testing
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

struct ScriptParserTests {
    @Test func parsesEveryCommandOfTheGrammar() throws {
        let text = """
            # a journey
            size 375x667
            tap S07.answer.7
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
                .size(Size(width: 375, height: 667)), .tap(.answer(7)), .drag(.answer(7), .speaker), .trace(.answer(3)),
                .shake,
                .key(.tab), .wait(1.5), .expect(.root(.gameContainer)), .solve, .answerWrong, .playRound,
                .screenshot("out.png"), .screen("gallery"),
            ])
        #expect(try ScriptParser.parse(text).get().map(\.line).last == 15)
    }

    @Test(arguments: [
        ("jump S07.answer.7", "line 1: \"jump\" is not a script command"),
        ("tap", "line 1: tap expects one identifier, got 0 argument(s)."),
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
