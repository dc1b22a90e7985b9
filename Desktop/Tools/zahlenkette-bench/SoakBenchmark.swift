import Foundation
import ZKApp
import ZKCore
import ZKScene
import ZahlenketteDesktopCore
import ZahlenketteDesktopSDL

/// The soak (issue 18, item 4; D-1113): `rounds` rounds headless on one store, through every game
/// in turn, a simulated day passing every eight rounds (the child's limit and break are off, as a
/// parent may set them, so the days hold the rounds). Each round's frames are rasterized by the
/// real renderer at every task. Reports the resident memory's growth after a warm-up of 100
/// rounds (`app.soak_rss_growth_mb`, target < 5) and the frame p99 over the first and last 200
/// rounds after warm-up (`app.soak_frame_p99_*_ms`, the end within 10 % of the start).
@MainActor
enum SoakBenchmark {
    static let warmUp = 100
    static let window = 200
    static let roundsPerDay = 8

    static func run(rounds: Int) -> Int32 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-bench-soak-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard var soak = SoakRun.start(in: folder) else {
            HostLog.warn("the soak could not start (resources, store or renderer missing)")
            return 1
        }
        guard soak.createChild() else {
            HostLog.warn("the soak could not create its child")
            return 1
        }
        let games = soak.model.environment.registry.availableGameIDs
        // A short soak (`make test`'s tiny run) keeps the proportions of the long one.
        let warmUp = min(Self.warmUp, rounds / 5)
        let window = min(Self.window, max(1, (rounds - warmUp) / 2))
        var warmRSS = 0.0
        var startFrames: [Double] = []
        var endFrames: [Double] = []
        for round in 0..<rounds {
            if round == warmUp { warmRSS = Benchmarks.residentMegabytes() }
            // The curve on standard error shows whether memory levels off or keeps climbing.
            if round % 100 == 0 { HostLog.info("soak round \(round): \(Benchmarks.residentMegabytes()) MB resident") }
            if round > 0, round % roundsPerDay == 0 { soak.nextDay() }
            guard let frames = soak.playRound(of: games[round % games.count]) else {
                HostLog.warn("the soak's round \(round) of \(games[round % games.count].rawValue) did not end")
                return 1
            }
            if round >= warmUp, round < warmUp + window { startFrames += frames }
            if round >= rounds - window { endFrames += frames }
        }
        let growth = Benchmarks.residentMegabytes() - warmRSS
        let start = Benchmarks.percentile(startFrames.sorted(), 0.99)
        let end = Benchmarks.percentile(endFrames.sorted(), 0.99)
        FileHandleWriter.standardOutput(
            """
            app.soak_rounds \(rounds)
            app.soak_rss_growth_mb \(Benchmarks.format(growth))
            app.soak_frame_p99_start_ms \(Benchmarks.format(start))
            app.soak_frame_p99_end_ms \(Benchmarks.format(end))
            app.soak_frame_p99_end_vs_start \(Benchmarks.format(start > 0 ? end / start : 0))

            """)
        return 0
    }
}

/// Continuous time the soak moves with its simulated days.
final class SoakContinuousTime: ContinuousTimeSource, @unchecked Sendable {
    // Sendable by confinement: `value` is only touched while holding `lock`.
    private let lock = NSLock()
    private var value = 100.0

    var seconds: Double {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func advance(by delta: Double) {
        lock.lock()
        value += delta
        lock.unlock()
    }
}
