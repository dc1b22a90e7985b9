import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

/// `--script` on the real app: a journey prints the screens and events it sees, commands reach the
/// app as the intents a child's finger would send, and a script that asks for what is not there
/// fails with one sentence.
@MainActor struct ScriptRunnerTests {
    final class Log {
        var lines: [String] = []
        var shots: [String] = []
        var intents: [AppIntent] = []
    }

    /// Runs `text` on `start` (a Hör hin round in the middle, S-07), noting what the app hears.
    func run(_ text: String, on start: AppScreen = RepositoryResources.game("hoer_hin")) -> (ScriptRunner.Outcome, Log)
    {
        let log = Log()
        start.intentObserver = { log.intents.append($0) }
        let runner = ScriptRunner(
            options: RepositoryResources.options(), output: { log.lines.append($0) },
            screenshot: { _, path in
                log.shots.append(path)
                return nil
            })
        return (runner.run(text, on: start), log)
    }

    @Test func aJourneyPrintsScreensEventsAndOk() {
        let (outcome, log) = run(
            """
            size 375x667
            answer-wrong
            wait 3
            solve
            wait 1
            screenshot after.png
            """)
        #expect(outcome == .ok)
        #expect(log.lines.first == "screen S07")
        #expect(log.lines.dropFirst().first == "event size value=375x667")
        #expect(log.lines.contains { $0.hasPrefix("event task number=") && $0.contains("firstTry=false") })
        #expect(log.lines.suffix(2) == ["event screenshot file=after.png", "ok"])
        #expect(log.shots == ["after.png"])
    }

    @Test func keyboardFocusActivatesLikeATap() throws {
        let (outcome, log) = run("key tab\nkey tab\nkey enter")
        #expect(outcome == .ok)
        let focused = try #require(log.lines.last { $0.hasPrefix("event focus id=S07.") })
        let id = try #require(A11yID(rawValue: String(focused.dropFirst("event focus id=".count))))
        #expect(log.intents.contains(.tap(id)))
    }

    @Test func hooksThatNeedARoundFailWithOneSentence() {
        let (home, log) = run("screen S05\nsolve")
        #expect(home == .fail("line 2: solve needs a game task on screen, and screen S05 has none."))
        #expect(log.lines.last == "fail line 2: solve needs a game task on screen, and screen S05 has none.")
        #expect(
            run("screen S05\nanswer-wrong").0
                == .fail("line 2: answer-wrong needs a game task on screen, and screen S05 has none."))
        #expect(
            run("screen gallery\nplay-round").0
                == .fail("line 2: play-round needs a running game round, and screen gallery runs none."))
    }

    @Test func missingElementsAndUnknownScreensFail() {
        #expect(run("tap S07.answer.99").0 == .fail("line 1: tap S07.answer.99: no such element on screen S07."))
        #expect(run("expect S05.root").0 == .fail("line 1: expected S05.root on screen S07, but it is not there."))
        guard case .fail(let reason) = run("screen nowhere").0 else {
            Issue.record("nowhere is no screen")
            return
        }
        #expect(reason.hasPrefix("line 1: \"nowhere\" is not a screen; the screens available are app, gallery, S01"))
        guard case .fail(let parse) = run("solve\nfly").0 else { return }
        #expect(parse.hasPrefix("line 2: \"fly\" is not a script command"))
    }

    @Test func screenKeysOpenTheAppsScreenInAnySpelling() throws {
        let options = RepositoryResources.options()
        for key in ["S05", "S-05", "s05"] {
            #expect(try AppLauncher.open(key, options: options).get().name == "S05")
        }
        #expect(try AppLauncher.open("gallery", options: options).get().model == nil)
        #expect((try? AppLauncher.open("S28", options: options).get()) == nil)
    }

    @Test func theHouseLeavesTheRoundOnlyAfterAFullSecondHold() {
        let (outcome, log) = run("hold S07.home 0.5\nexpect S07.root\nhold S07.home 1.1\nexpect S05.root")
        #expect(outcome == .ok)
        #expect(log.lines.filter { $0 == "screen S05" }.count == 1)
        #expect(log.lines.contains("event audio prompt=prompt.common.press_home"), "the short hold reminds")
        // The completed hold leaves at once: the release reaches the app on S-05 already.
        #expect(log.intents.filter { $0 == .press(.gameHome) }.count == 2)
    }

    @Test func tapsOnAnAdjustableElementCarryTheirPointAndAimedTapsStayInside() throws {
        let start = RepositoryResources.game("punkt_zu_punkt")
        let scene = start.scene(size: HostArguments.defaultSize, time: 0)
        let picture = try #require(scene.elements.first { $0.role == .adjustable })
        let home = try #require(scene.element(.gameHome))
        let region = picture.hitRegion
        let inside = Point(x: region.minX + 10, y: region.maxY - 10)
        let (outcome, log) = run(
            """
            tap \(picture.id) \(inside.x) \(inside.y)
            tap \(home.id) \(home.hitRegion.center.x) \(home.hitRegion.center.y)
            """, on: start)
        #expect(outcome == .ok)
        #expect(
            log.intents.filter { if case .focus = $0 { false } else { true } } == [
                .tapAt(picture.id, inside), .tap(.gameHome),
            ])
        let outside = Point(x: region.maxX + 5, y: region.center.y)
        #expect(
            run("tap \(picture.id) \(outside.x) \(outside.y)", on: RepositoryResources.game("punkt_zu_punkt")).0
                == .fail(
                    "line 1: tap \(picture.id) \(outside.x) \(outside.y): the point lies outside the element's hit "
                        + "region (x \(region.minX)…\(region.maxX), y \(region.minY)…\(region.maxY))."))
    }
}
