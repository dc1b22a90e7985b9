import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

@MainActor struct ScriptRunnerTests {
    final class Log {
        var lines: [String] = []
        var shots: [String] = []
    }

    func run(_ text: String) -> (ScriptRunner.Outcome, Log) {
        let log = Log()
        let runner = ScriptRunner(
            registry: .standard(), output: { log.lines.append($0) },
            screenshot: { _, path in
                log.shots.append(path)
                return nil
            })
        return (runner.run(text), log)
    }

    @Test func aDemoJourneyPrintsScreensEventsAndOk() {
        let (outcome, log) = run(
            """
            size 375x667
            expect S07.answer.7
            answer-wrong
            tap S07.speaker
            solve
            wait 1
            screenshot after.png
            """)
        #expect(outcome == .ok)
        #expect(
            log.lines == [
                "screen demo", "event size value=375x667", "event expect id=S07.answer.7", "event tap id=S07.answer.5",
                "event answer number=5 correct=false", "event tap id=S07.speaker", "event audio prompt=num.7.q",
                "event tap id=S07.answer.7", "event answer number=7 correct=true", "event celebration seconds=2",
                "event audio effect=sfx.correct", "event audio feedback=num.7",
                "event screenshot file=after.png", "ok",
            ])
        #expect(log.shots == ["after.png"])
    }

    @Test func keyboardFocusActivatesLikeATap() {
        let (outcome, log) = run("key tab\nkey enter")
        #expect(outcome == .ok)
        #expect(log.lines.contains("event focus id=S07.speaker"))
        #expect(log.lines.contains("event tap id=S07.speaker"))
    }

    @Test func hooksThatNeedTheAppFailWithOneSentence() {
        let (outcome, log) = run("play-round")
        #expect(outcome == .fail("line 1: play-round needs a running game round, and screen demo runs none."))
        #expect(log.lines.last == "fail line 1: play-round needs a running game round, and screen demo runs none.")
        let (gallery, _) = run("screen gallery\nsolve")
        #expect(gallery == .fail("line 2: solve needs a game task on screen, and screen gallery has none."))
    }

    @Test func missingElementsAndUnknownScreensFail() {
        #expect(run("tap S07.answer.19").0 == .fail("line 1: tap S07.answer.19: no such element on screen demo."))
        #expect(run("expect S05.root").0 == .fail("line 1: expected S05.root on screen demo, but it is not there."))
        guard case .fail(let reason) = run("screen S05").0 else {
            Issue.record("S05 should not exist yet")
            return
        }
        #expect(reason.hasPrefix("line 1: The screen S05 is not built yet"))
        guard case .fail(let parse) = run("tap S07.answer.7\nfly").0 else { return }
        #expect(parse.hasPrefix("line 2: \"fly\" is not a script command"))
    }

    @Test func solvingTwiceHasNoTaskLeft() {
        #expect(run("solve\nsolve").0 == .fail("line 2: solve needs a game task on screen, and screen demo has none."))
    }

    @Test func theHomeButtonLeavesOnlyAfterAFullSecondHold() {
        let screen = DemoTaskScreen(fixture: nil)
        _ = screen.handle(.press(.gameHome), time: 1)
        #expect(screen.handle(.release(.gameHome), time: 1.5).navigate == nil)
        _ = screen.handle(.press(.gameHome), time: 2)
        let held = screen.handle(.release(.gameHome), time: 3)
        #expect(held.events == [HostEvent("home", [.init("held", "true")])])
        #expect(held.navigate == "gallery")
    }

    @Test func aCompletedHoldLeavesWithoutWaitingForTheRelease() {
        let screen = DemoTaskScreen(fixture: nil)
        _ = screen.handle(.press(.gameHome), time: 1)
        #expect(screen.tick(time: 1.9).navigate == nil)
        #expect(screen.tick(time: 2).navigate == "gallery")
        #expect(screen.handle(.release(.gameHome), time: 2.1) == HostResponse())
    }

    @Test func theDemoIdlesOnceThePulseEnds() {
        let screen = DemoTaskScreen(fixture: "thirteen")
        #expect(screen.isAnimating(at: 0.5))
        #expect(!screen.isAnimating(at: 10))
        #expect(screen.correctIntent == .tap(.answer(13)))
    }

    @Test func theRegistryIsTheExtensionPoint() {
        final class Blank: HostScreen {
            let name = "S05"
            func scene(size: Size, time: Double) -> Scene { Scene(size: size, background: Color(hex: 0), nodes: []) }
            func handle(_ intent: AppIntent, time: Double) -> HostResponse { HostResponse() }
        }
        let registry = ScreenRegistry.standard()
        registry.register(.home) { _ in Blank() }
        #expect(registry.keys == ["gallery", "demo", "S05"])
        #expect((try? registry.make("S-05").get())?.name == "S05")
        #expect((try? registry.make("nowhere").get()) == nil)
    }

    @Test func everyDemoAndGallerySizePassesTheAudit() {
        for size in LayoutAudit.standardSizes {
            let demo = DemoTaskScreen(fixture: nil).scene(size: size, time: 0)
            #expect(LayoutAudit().audit(demo).isEmpty, "\(size)")
        }
    }

    /// A screen with one adjustable pad and one button that records the intents it gets.
    final class Pad: HostScreen {
        let name = "S05"
        var intents: [AppIntent] = []
        static let pad = A11yID.root(.home)
        static let button = A11yID.speaker
        func scene(size: Size, time: Double) -> Scene {
            let pad = Rect(x: 100, y: 100, width: 200, height: 200)
            let button = Rect(x: 400, y: 100, width: 80, height: 80)
            return Scene(
                size: size, background: Color(hex: 0),
                nodes: [
                    Node.rect(pad, cornerRadius: 0, fill: Color(hex: 0xFFFFFF), stroke: nil)
                        .interactive(Pad.pad, label: "Fläche", role: .adjustable),
                    Node.rect(button, cornerRadius: 0, fill: Color(hex: 0xFFFFFF), stroke: nil)
                        .interactive(Pad.button, label: "Knopf"),
                ])
        }
        func handle(_ intent: AppIntent, time: Double) -> HostResponse {
            intents.append(intent)
            return HostResponse()
        }
    }

    @Test func tapsOnAnAdjustableElementCarryTheirPointAndAimedTapsStayInside() {
        let pad = Pad()
        let registry = ScreenRegistry.standard()
        registry.register(.home) { _ in pad }
        let runner = ScriptRunner(registry: registry, output: { _ in }, screenshot: { _, _ in nil })
        let outcome = runner.run(
            """
            screen S05
            tap S05.root
            tap S05.root 110 290.5
            tap S07.speaker 410 110
            tap S07.speaker
            """)
        #expect(outcome == .ok)
        #expect(
            pad.intents == [
                .tapAt(Pad.pad, Point(x: 200, y: 200)), .tapAt(Pad.pad, Point(x: 110, y: 290.5)), .tap(Pad.button),
                .tap(Pad.button),
            ])
        let outside = runner.run("screen S05\ntap S05.root 350 200")
        #expect(
            outside
                == .fail(
                    "line 2: tap S05.root 350.0 200.0: the point lies outside the element's hit region "
                        + "(x 100.0…300.0, y 100.0…300.0)."))
    }
}
