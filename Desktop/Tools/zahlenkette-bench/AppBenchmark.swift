import Foundation
import ZKApp
import ZKCore
import ZKScene
import ZahlenketteDesktopCore
import ZahlenketteDesktopSDL

/// `app.tap_to_feedback_ms` and `app.task_commit_ms` (issue 7): a child answers `tasks` tasks of
/// Hör hin correctly on a fresh store, reached through the real first launch (welcome, the gate,
/// a new profile). Tap to feedback runs from handing the tap to the app until the frame that shows
/// the glowing tile is rasterized by the real renderer; the commit is the app's handling of the
/// correct answer, whose unit of work (engine update, attempt, star) is the bulk of it. Prints
/// nothing and fails when fewer than `tasks` tasks were answered, so a changed flow cannot pass
/// as a zero.
@MainActor
enum AppBenchmark {
    static func run(tasks: Int) -> Int32 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-bench-app-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard var run = SoakRun.start(in: folder) else {
            HostLog.warn("the app benchmark could not start (resources, store or renderer missing)")
            return 1
        }
        guard run.createChild() else {
            HostLog.warn("the app benchmark's first launch did not reach the child's home")
            return 1
        }
        let clock = ContinuousClock()
        var feedback: [Double] = []
        var commits: [Double] = []
        var steps = 0
        while commits.count < tasks, steps < tasks * 400 {
            steps += 1
            let model = run.model
            switch model.screen {
            case .home: run.tap(.home(.play))
            case .gamePicker: run.tap(.gameTile(.hoerHin))
            case .roundEnd: run.tap(.roundEndContinue)
            case .gameContainer:
                guard !AppJourney(model).isDemoTaskOpen, case .input(.tap(let id))? = AppJourney(model).correctIntent,
                    id.element == "answer"
                else {
                    if let mode = run.roundMode() { run.tap(mode) } else { run.advance(0.1) }
                    continue
                }
                let start = clock.now
                _ = model.handle(.tap(id), time: run.time)
                let handled = clock.now
                run.canvas.render(model.scene(at: run.time))
                let shown = clock.now
                commits.append(Benchmarks.milliseconds(handled - start))
                feedback.append(Benchmarks.milliseconds(shown - start))
                run.advance(1.6)
            default: run.advance(0.1)
            }
        }
        guard commits.count == tasks else {
            HostLog.warn(
                "the app benchmark answered \(commits.count) of \(tasks) tasks; last screen \(run.model.screen)")
            return 1
        }
        feedback.sort()
        commits.sort()
        FileHandleWriter.standardOutput(
            """
            app.tap_to_feedback_ms.p50 \(Benchmarks.format(Benchmarks.percentile(feedback, 0.5)))
            app.tap_to_feedback_ms.p99 \(Benchmarks.format(Benchmarks.percentile(feedback, 0.99)))
            app.task_commit_ms.p50 \(Benchmarks.format(Benchmarks.percentile(commits, 0.5)))
            app.task_commit_ms.p99 \(Benchmarks.format(Benchmarks.percentile(commits, 0.99)))

            """)
        return 0
    }
}
