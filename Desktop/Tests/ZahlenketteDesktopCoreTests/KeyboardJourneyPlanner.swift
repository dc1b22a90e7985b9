import Foundation
import Testing
import ZKApp
import ZKCore
import ZKGameKit
import ZKScene

@testable import ZahlenketteDesktopCore

/// Plays the app with keys only, the way a keyboard or switch user who knows every answer would
/// (issue 19), and writes down every line it played: the keyboard-only journey. Which element to
/// press comes from the app's journey hook (`correctIntent`); how to get there is only Tab,
/// Shift+Tab, the arrows and Space, through the same `ScriptRunner` the binary's `--script` uses.
@MainActor final class KeyboardJourneyPlanner {
    let runner: ScriptRunner
    private(set) var lines: [String] = []

    struct Stuck: Error, CustomStringConvertible {
        let description: String
    }

    init(resources: URL, dataDirectory: URL, seed: UInt64) {
        runner = ScriptRunner(
            options: AppLauncher.Options(
                dataDirectory: dataDirectory, resources: resources, voiceAvailable: true, seed: seed),
            output: { _ in }, screenshot: { _, _ in nil })
        runner.run("", startScreen: "app")
    }

    var app: AppScreen? { runner.screen }
    var screen: String { runner.screen?.name ?? "none" }
    var scene: Scene? { runner.scene }

    /// Plays one line and keeps it.
    func play(_ line: String) throws {
        let commands = try ScriptParser.parse(line).get()
        for (_, command) in commands {
            if let failure = runner.apply(command) { throw Stuck(description: "\(line): \(failure)") }
        }
        lines.append(line)
    }

    func comment(_ text: String) {
        lines.append("# \(text)")
    }

    func wait(_ seconds: Double) throws {
        try play("wait \(seconds)")
    }

    /// Moves the ring onto `target` with Tab or Shift+Tab, whichever is shorter, one key at a time.
    func focus(on target: A11yID) throws {
        for _ in 0..<60 {
            guard let scene else { throw Stuck(description: "no scene") }
            let order = scene.focusOrder.map(\.id)
            guard let to = order.firstIndex(of: target) else {
                throw Stuck(description: "\(target) cannot take the focus on \(screen)")
            }
            guard runner.keyboardActive, let focused = runner.focus.focused, let from = order.firstIndex(of: focused)
            else {
                try play("key tab")
                continue
            }
            if from == to { return }
            let forward = (to - from + order.count) % order.count
            try play(forward <= order.count - forward ? "key tab" : "key shift-tab")
        }
        throw Stuck(description: "the ring never reached \(target)")
    }

    /// Focuses `target` and presses Space (held for `seconds` when given).
    func press(_ target: A11yID, holding seconds: Double? = nil) throws {
        try focus(on: target)
        try play(seconds.map { "key space \($0)" } ?? "key space")
    }

    /// Waits until `screen` shows, in small steps.
    func waitFor(_ name: String, upTo seconds: Double = 15) throws {
        var waited = 0.0
        while screen != name {
            guard waited < seconds else { throw Stuck(description: "\(name) never showed; on \(screen)") }
            try wait(0.5)
            waited += 0.5
        }
    }

    /// Passes the parental gate by reading its written number and pressing its digits.
    func passGate() throws {
        guard let word = scene?.element(A11yID(.parentalGate, "challenge"))?.label,
            let number = GermanNumberWords.number(writtenAs: word)
        else { throw Stuck(description: "no gate on \(screen)") }
        for digit in String(number).compactMap(\.wholeNumberValue) { try press(.keypadKey(digit)) }
    }

    /// Plays the round on screen to its end with keys: whatever the journey hook would do next,
    /// done by moving the ring and pressing Space.
    func playRound() throws {
        var idle = 0
        while screen == "S07" {
            guard let intent = app?.correctIntent else {
                idle += 1
                guard idle < 80 else { throw Stuck(description: "the round waits for nothing") }
                try wait(0.5)
                continue
            }
            idle = 0
            let before = app?.correctIntent
            switch intent {
            case .input(.tap(let id)), .input(.tapAt(let id, _)):
                try press(id)
            case .input(.stroke(let id, _)):
                // The keyboard pen: Space held on the numeral draws the stroke.
                try press(id, holding: 2.5)
            case .input(.scroll(let id, let delta)):
                try focus(on: id)
                for _ in 0..<max(1, Int((abs(delta) / ScrollInput.step).rounded(.up))) {
                    try play(delta > 0 ? "key right" : "key left")
                }
            default:
                throw Stuck(description: "no key for \(intent) on \(screen)")
            }
            if screen == "S07", app?.correctIntent == before { try wait(0.3) }
        }
    }
}
