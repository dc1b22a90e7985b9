import Foundation
import ZKApp
import ZKCore

/// The seeded random-input run through the real app (issue 18, item 1; D-1110). `run` drives a
/// fresh app on a new data folder for `inputs` inputs, checks the invariants after each, and on
/// the first violation replays the inputs to find the shortest list that still fails (`shrink`).
@MainActor
public enum Monkey {
    /// A run's outcome: the screens it reached and its failure, if any.
    public struct Report: Sendable {
        public let seed: UInt64
        public let inputs: Int
        public let reached: Set<ScreenID>
        public let failure: Failure?

        /// Every screen the run must reach that it did not, and any it reached that is listed as
        /// unreachable (`MonkeyCoverage`).
        public var coverageProblems: [String] { MonkeyCoverage.problems(reached: reached) }

        public var reachedList: String {
            ScreenID.allCases.filter { reached.contains($0) }.map(\.displayID).joined(separator: " ")
        }
    }

    /// The first violation, the seed and the shrunk input list that reproduces it.
    public struct Failure: Sendable, CustomStringConvertible {
        public let seed: UInt64
        public let violations: [String]
        public let shrunk: [MonkeyInput]

        public var description: String {
            ([
                "monkey failed with seed \(seed): " + violations.joined(separator: "; "),
                "shrunk to \(shrunk.count) inputs:",
            ] + shrunk.map { "  " + $0.description })
            .joined(separator: "\n")
        }
    }

    public static func run(seed: UInt64, inputs count: Int, resources: URL, workFolder: URL) -> Report {
        let folder = workFolder.appendingPathComponent("monkey-\(seed)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let app = MonkeyApp(resources: resources, dataDirectory: folder, seed: seed) else {
            let failure = Failure(seed: seed, violations: ["the app did not start"], shrunk: [])
            return Report(seed: seed, inputs: 0, reached: [], failure: failure)
        }
        var generator = MonkeyGenerator(seed: seed)
        var invariants = MonkeyInvariants()
        var done: [MonkeyInput] = []
        var reached: Set<ScreenID> = [app.screen]
        var scene = app.scene
        for index in 0..<count {
            let input = generator.next(
                screen: app.screen, scene: scene, canSolve: AppJourney(app.model).correctIntent != nil,
                onAbenteuerStop: AppJourney(app.model).isAbenteuerStopRunning)
            done.append(input)
            var violations = app.perform(input) ? [] : ["the restart found no store"]
            scene = app.scene
            reached.insert(app.screen)
            let full = index == count - 1 || index % MonkeyInvariants.fullCheckEvery == 0 || input == .restart
            violations += invariants.check(app, scene: scene, full: full)
            if !violations.isEmpty {
                app.close()
                let shrunk = shrink(done) { replayFails($0, seed: seed, resources: resources, workFolder: workFolder) }
                let failure = Failure(seed: seed, violations: violations, shrunk: shrunk)
                return Report(seed: seed, inputs: index + 1, reached: reached, failure: failure)
            }
        }
        app.close()
        return Report(seed: seed, inputs: count, reached: reached, failure: nil)
    }

    /// Replays `inputs` on a fresh app; true when an invariant breaks (or the app cannot start).
    /// Every store check is full here: a replay is short.
    static func replayFails(_ inputs: [MonkeyInput], seed: UInt64, resources: URL, workFolder: URL) -> Bool {
        let folder = workFolder.appendingPathComponent("monkey-replay-\(seed)")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let app = MonkeyApp(resources: resources, dataDirectory: folder, seed: seed) else { return true }
        defer { app.close() }
        var invariants = MonkeyInvariants()
        for input in inputs {
            if !app.perform(input) { return true }
            if !invariants.check(app, scene: app.scene, full: true).isEmpty { return true }
        }
        return false
    }

    /// Delta debugging (Zeller's ddmin): drops ever smaller chunks of the list while it still
    /// fails, within `budget` replays; the list returned always fails (or is the original).
    static func shrink(
        _ inputs: [MonkeyInput], budget: Int = 300, fails: ([MonkeyInput]) -> Bool
    ) -> [MonkeyInput] {
        var current = inputs
        var replays = 0
        var chunks = 2
        while current.count > 1, replays < budget {
            let size = max(1, current.count / chunks)
            var reduced = false
            var start = 0
            while start < current.count, replays < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + size, current.count))
                replays += 1
                if fails(candidate) {
                    current = candidate
                    chunks = max(chunks - 1, 2)
                    reduced = true
                } else {
                    start += size
                }
            }
            if !reduced {
                if size == 1 { break }
                chunks = min(chunks * 2, current.count)
            }
        }
        return current
    }
}
