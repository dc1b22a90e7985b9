import Foundation
import ZKApp
import ZKCore
import ZKScene
import ZahlenketteDesktopCore
import ZahlenketteDesktopSDL

/// `app.year_launch_to_home_ms` (issue 18, item 3; D-1114): a family's year (five children × 365
/// days, written by the store benchmark's `--write-year`) in a data folder, then the median of five
/// launches on the next morning: the app's bootstrap (content, store open and check, upkeep), the
/// splash's frames, the picker and the tap on the first child, until S-05's first frame is
/// rasterized. The splash's own display time is virtual (its ticks are run, not waited for), so
/// the figure is the app's work, not the splash's length. Target < 800 ms.
///
/// `app.year_dashboard_ms` (D-1115): in the same launches, from home to the picker and through the
/// gate, the median time from the gate's last digit to S-18's first frame plus from the tap on its
/// "Fortschritt" row to S-19's first frame: both pages read five children's year from the store
/// (overviews, readiness, the first child's grid). Target < 100 ms.
@MainActor
enum YearLaunchBenchmark {
    static let launches = 5

    /// Launches on the year StoreBenchmark wrote into `folder` (`StoreBenchmark --write-year`,
    /// which prints the day after the year), at nine on that `morning`.
    static func run(folder: URL, morning day: LocalDate) -> Int32 {
        let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        guard let morning = FixedClock(day: day, hour: 9, timeZone: berlin),
            case .success(let resources) = ResourceLocator.process,
            let fonts = try? FontLibrary(),
            let canvas = try? OffscreenCanvas(pixelWidth: 1024, pixelHeight: 768, fonts: fonts)
        else {
            HostLog.warn("the year benchmark could not start (resources or renderer missing)")
            return 1
        }
        var times: [Double] = []
        var dashboards: [Double] = []
        for _ in 0..<launches {
            guard let launch = launchToHomeAndDashboard(folder, resources.root, morning, canvas) else {
                HostLog.warn("the year's launch did not reach S-05, S-18 and S-19")
                return 1
            }
            times.append(launch.home)
            dashboards.append(launch.dashboard)
        }
        FileHandleWriter.standardOutput(
            "app.year_launch_to_home_ms \(Benchmarks.format(Benchmarks.percentile(times.sorted(), 0.5)))\n"
                + "app.year_dashboard_ms \(Benchmarks.format(Benchmarks.percentile(dashboards.sorted(), 0.5)))\n")
        return 0
    }

    /// One launch: milliseconds to S-05's first frame, then to S-18's and S-19's (nil when a page
    /// was not reached).
    private static func launchToHomeAndDashboard(
        _ folder: URL, _ resources: URL, _ clock: FixedClock, _ canvas: OffscreenCanvas
    ) -> (home: Double, dashboard: Double)? {
        let timer = ContinuousClock()
        let start = timer.now
        guard
            let environment = AppBootstrap.environment(
                resources: resources, dataDirectory: folder,
                fallbackDirectory: folder.appendingPathComponent("fallback"), clock: clock,
                continuousTime: FixedContinuousTimeSource(seconds: 100), seed: 2026)
        else { return nil }
        defer { environment.store.close() }
        let model = AppModel(environment: environment, time: 0)
        guard let time = launchToHome(model, canvas) else { return nil }
        let home = Benchmarks.milliseconds(timer.now - start)
        guard let dashboard = dashboardAndGrid(model, canvas, time: time) else { return nil }
        return (home, dashboard)
    }

    /// The splash's frames, the picker and the first child, until S-05's first frame; the time.
    private static func launchToHome(_ model: AppModel, _ canvas: OffscreenCanvas) -> Double? {
        _ = model.handle(.resize(Size(width: 1024, height: 768)), time: 0)
        var time = 0.0
        for _ in 0..<100 where model.screen == .splash {
            canvas.render(model.scene(at: time))
            time += 0.1
            _ = model.tick(time: time, voicePlaying: false)
        }
        canvas.render(model.scene(at: time))
        _ = model.handle(.tap(.profileTile(0)), time: time)
        guard model.screen == .home else { return nil }
        canvas.render(model.scene(at: time))
        return time
    }

    /// From S-05 to the picker and the gate (not timed); then the gate's last digit to S-18's
    /// first frame and the "Fortschritt" row to S-19's, in milliseconds.
    private static func dashboardAndGrid(_ model: AppModel, _ canvas: OffscreenCanvas, time: Double) -> Double? {
        _ = model.handle(.tap(.home(.switchProfile)), time: time)
        _ = model.handle(.tap(A11yID(.profilePicker, "parent")), time: time)
        guard model.screen == .parentalGate,
            let word = model.scene(at: time).element(A11yID(.parentalGate, "challenge"))?.label,
            let number = GermanNumberWords.number(writtenAs: word),
            let row = A11yID.element(.parentDashboard, "row", "progress")
        else { return nil }
        let digits = String(number).compactMap(\.wholeNumberValue)
        for digit in digits.dropLast() { _ = model.handle(.tap(.keypadKey(digit)), time: time) }
        let timer = ContinuousClock()
        let start = timer.now
        for digit in digits.suffix(1) { _ = model.handle(.tap(.keypadKey(digit)), time: time) }
        guard model.screen == .parentDashboard else { return nil }
        canvas.render(model.scene(at: time))
        _ = model.handle(.tap(row), time: time)
        guard model.screen == .progressGrid else { return nil }
        canvas.render(model.scene(at: time))
        return Benchmarks.milliseconds(timer.now - start)
    }
}
