import Foundation
import ZKDesignSystem
import ZKScene
import ZahlenketteDesktopCore
import ZahlenketteDesktopSDL

/// The desktop benchmarks (issue 6): render time of the heaviest scene; the app's first frame and
/// resident memory in a real window.
@MainActor
enum Benchmarks {
    /// Renders the benchmark scene `frames` times at 1024 x 768 offscreen; prints p50 and p99.
    static func render(frames: Int) -> Int32 {
        do {
            let fonts = try FontLibrary()
            let canvas = try OffscreenCanvas(pixelWidth: 1024, pixelHeight: 768, fonts: fonts)
            let scene = BenchmarkScene.scene(size: Size(width: 1024, height: 768)) { DeveloperLabels.numeral($0) }
            let clock = ContinuousClock()
            for _ in 0..<10 { canvas.render(scene) }
            var samples: [Double] = []
            for _ in 0..<max(1, frames) {
                let start = clock.now
                canvas.render(scene)
                samples.append(milliseconds(clock.now - start))
            }
            samples.sort()
            FileHandleWriter.standardOutput(
                "render.frame_ms.p50 \(format(percentile(samples, 0.5)))\nrender.frame_ms.p99 \(format(percentile(samples, 0.99)))\n"
            )
            return 0
        } catch {
            HostLog.warn("render benchmark failed: \(error)")
            return 1
        }
    }

    /// Opens the window on the app from its splash, on a fresh data folder, presents one frame
    /// and exits (the script times the process).
    static func firstFrame() -> Int32 {
        runApp(seconds: nil) { host in
            host.onFirstPresent = { host.runLimit = 0 }
        }
    }

    /// Shows the app from its splash for `seconds` on a fresh data folder, then prints the
    /// resident memory.
    static func memory(seconds: Double) -> Int32 {
        let status = runApp(seconds: seconds) { _ in }
        FileHandleWriter.standardOutput("desktop.rss_mb \(format(residentMegabytes()))\n")
        return status
    }

    /// The app in a window as `zahlenkette` opens it, with its store in a temporary folder.
    private static func runApp(seconds: Double?, configure: (WindowHost) -> Void) -> Int32 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-bench-window-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .success(let resources) = ResourceLocator.process else {
            HostLog.warn("the window benchmark found no resources")
            return 1
        }
        let audio = SDLAudioService.makeService()
        let options = AppLauncher.Options(
            dataDirectory: folder, resources: resources.root, voiceAvailable: audio.isAvailable, seed: 2026)
        guard case .success(let screen) = AppLauncher.open("app", options: options) else { return 1 }
        do {
            let host = try WindowHost(
                screen: screen, size: Size(width: 1024, height: 768), fullscreen: false,
                audio: audio)
            host.runLimit = seconds
            configure(host)
            host.run()
            return 0
        } catch {
            HostLog.warn("\(error)")
            return 1
        }
    }

    static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kilobytes / 1024
        }
        return 0
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15
    }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded(.up)))
        return sorted[index]
    }

    static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
