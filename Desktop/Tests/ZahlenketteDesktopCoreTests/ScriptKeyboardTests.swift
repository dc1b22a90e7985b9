import Foundation
import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

/// Issue 19 through `--script` and the real app: leaving a round with a held key, Escape, Ctrl+Q,
/// and where the ring goes when a task opens.
@MainActor struct ScriptKeyboardTests {
    private let resources = RepositoryResources.folder

    /// Runs `script` after a first session that reaches a Hör hin task taking answers; returns the
    /// runner too, to look at the scene it ended on.
    private func run(_ script: String) -> (ScriptRunner.Outcome, [String], ScriptRunner) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-keys-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String] = []
        let runner = ScriptRunner(
            options: AppLauncher.Options(dataDirectory: folder, resources: resources, voiceAvailable: true, seed: 19),
            output: { lines.append($0) }, screenshot: { _, _ in nil })
        let opening = """
            wait 1.5
            tap S02.start
            pass-gate
            tap S03.avatarTile.0
            tap S03.level.littleOnes
            tap S03.confirm
            tap S05.play
            tap S06.gameTile.hoer_hin
            wait 2
            solve
            wait 3

            """
        return (runner.run(opening + script, startScreen: "app"), lines, runner)
    }

    /// The first answer tile of the scene the runner shows, in reading order.
    private func firstAnswer(_ runner: ScriptRunner) -> A11yID? {
        runner.scene?.focusOrder.first { $0.id.element == "answer" }?.id
    }

    @Test func theFirstKeyOfEveryTaskFindsTheRingOnItsFirstAnswer() throws {
        // The first key only shows the ring; after a finger's answer the next task's first key
        // finds it on that task's first answer, never on the tile it stood on before.
        let (outcome, lines, runner) = run("key tab\nkey tab\nsolve\nwait 3\nkey right")
        #expect(outcome == .ok)
        // (An unshown ring is forgotten when the next task opens: `event focus id=none`.)
        let focus = lines.filter { $0.hasPrefix("event focus") && $0 != "event focus id=none" }
        #expect(focus.count == 3)
        #expect(focus.first?.hasPrefix("event focus id=S07.answer.") == true)
        #expect(focus.dropFirst().first != focus.first, "Tab moved on")
        let start = try #require(firstAnswer(runner))
        #expect(focus.last == "event focus id=\(start.rawValue)")
    }

    @Test func spaceHeldOnTheFocusedHouseLeavesTheRoundAfterASecond() {
        // From the first answer, Shift+Tab reaches the house at the end of the row above.
        let (outcome, lines, _) = run("key tab\nkey shift-tab\nkey space 0.5\nexpect S07.root\nkey space 1.1")
        #expect(outcome == .ok)
        #expect(lines.contains("event focus id=S07.home"))
        #expect(lines.suffix(4).contains("screen S05"))
        #expect(!lines.contains { $0.hasPrefix("event round-end") })
        #expect(lines.filter { $0 == "event audio prompt=prompt.common.press_home" }.count == 1, "the short hold")
    }

    @Test func escapeHeldForASecondLeavesTheRoundAndAShortOneOnlyReminds() {
        let (outcome, lines, _) = run("key escape\nexpect S07.root\nkey escape 1.1\nexpect S05.root")
        #expect(outcome == .ok)
        #expect(lines.filter { $0 == "event audio prompt=prompt.common.press_home" }.count == 1)
        #expect(lines.contains("screen S05"))
    }

    @Test func ctrlQQuitsLikeClosingTheWindow() {
        let (outcome, lines, _) = run("key ctrl-q\nwait 1")
        #expect(lines.contains("event quit"))
        #expect(outcome == .fail("line 13: the app has quit (ctrl-q)."))
    }
}
