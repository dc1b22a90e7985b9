import Foundation
import ZKApp
import ZKCore
import ZKScene
import ZahlenketteDesktopCore

/// `app.tap_to_feedback_ms` and `app.task_commit_ms` (issue 7): a child answers `tasks` tasks of
/// Hör hin correctly on a fresh store. Tap to feedback runs from handing the tap to the app until
/// the frame that shows the glowing tile is rasterized by the real renderer; the commit is the
/// app's handling of the correct answer, whose unit of work (engine update, attempt, star) is the
/// bulk of it.
@MainActor
enum AppBenchmark {
    static func run(tasks: Int) -> Int32 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-bench-app-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .success(let resources) = ResourceLocator.process,
            let environment = AppBootstrap.environment(
                resources: resources.root, dataDirectory: folder,
                fallbackDirectory: folder.appendingPathComponent("fallback"),
                clock: SystemClock(), continuousTime: SystemContinuousTimeSource(), seed: 2026),
            let fonts = try? FontLibrary(),
            let canvas = try? OffscreenCanvas(pixelWidth: 1024, pixelHeight: 768, fonts: fonts)
        else {
            HostLog.warn("the app benchmark could not start (resources, store or renderer missing)")
            return 1
        }
        let model = AppModel(environment: environment, time: 0)
        _ = model.handle(.resize(Size(width: 1024, height: 768)), time: 0)
        var time = 0.0
        func advance(_ seconds: Double) {
            let end = time + seconds
            while time < end {
                time += 0.1
                _ = model.tick(time: time, voicePlaying: false)
            }
        }
        advance(1.5)
        for id in [
            A11yID.welcomeStart, .createProfileAvatar(0), .createProfileLevel(.vorschule), .createProfileConfirm,
        ] {
            _ = model.handle(.tap(id), time: time)
        }
        _ = model.handle(.tap(.home(.play)), time: time)
        _ = model.handle(.tap(.gameTile(.hoerHin)), time: time)

        let clock = ContinuousClock()
        var feedback: [Double] = []
        var commits: [Double] = []
        var guardSteps = 0
        while commits.count < tasks, guardSteps < tasks * 400 {
            guardSteps += 1
            if model.screen == .roundEnd {
                _ = model.handle(.tap(.roundEndContinue), time: time)
                continue
            }
            guard !model.isDemoTaskOpen, case .input(.tap(let id))? = model.correctIntent, id.element == "answer" else {
                advance(0.1)
                continue
            }
            let start = clock.now
            _ = model.handle(.tap(id), time: time)
            let handled = clock.now
            canvas.render(model.scene(at: time))
            let shown = clock.now
            commits.append(Benchmarks.milliseconds(handled - start))
            feedback.append(Benchmarks.milliseconds(shown - start))
            advance(1.6)
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
        return commits.count == tasks ? 0 : 1
    }
}
