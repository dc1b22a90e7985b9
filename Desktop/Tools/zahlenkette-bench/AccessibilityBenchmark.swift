import Foundation
import ZKCore
import ZKDesignSystem
import ZKScene
import ZahlenketteDesktopA11y
import ZahlenketteDesktopCore
import ZahlenketteDesktopSDL

/// The screen-reader bridge's costs (issue 39, docs/usability.md#the-desktop-bridge), run by
/// `scripts/bench.d/a11y.sh` in a private session whose accessibility bus says AT-SPI is on:
/// `a11y.ask_ms`, the one question to the session bus the window asks after its first frame;
/// `a11y.tree_us`, the accessible tree of the benchmark scene; `a11y.mirror_us`, a frame whose
/// focus moved, mirrored into the running bridge (the work the window adds per changed frame
/// while a screen reader listens). With the bridge off the window does none of this.
@MainActor
enum AccessibilityBenchmark {
    static func run(frames: Int) -> Int32 {
        let clock = ContinuousClock()
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "ZK_ACCESSIBILITY" }
        let asked = clock.now
        let wanted = AccessibilitySwitch.wanted(environment: environment)
        let ask = Benchmarks.milliseconds(clock.now - asked)
        guard wanted else {
            HostLog.warn("the accessibility benchmark needs a session whose accessibility bus says AT-SPI is on")
            return 1
        }
        let scene = BenchmarkScene.scene(size: Size(width: 1024, height: 768)) { DeveloperLabels.numeral($0) }
        let targets = scene.focusOrder.map(\.id)
        guard !targets.isEmpty,
            let bridge = AccessibilityBridge.start(
                applicationName: "Zahlenkette", windowTitle: "Zahlenkette", wake: {})
        else {
            HostLog.warn("the accessibility benchmark could not start the bridge")
            return 1
        }
        var trees: [Double] = []
        var mirrors: [Double] = []
        for frame in 0..<max(1, frames) + 10 {
            let start = clock.now
            let tree = AccessibleTree(scene: scene, focused: targets[frame % targets.count])
            let built = clock.now
            bridge.mirror(tree, scale: 1)
            let mirrored = clock.now
            guard frame >= 10 else { continue }
            trees.append(Benchmarks.milliseconds(built - start) * 1000)
            mirrors.append(Benchmarks.milliseconds(mirrored - built) * 1000)
        }
        trees.sort()
        mirrors.sort()
        FileHandleWriter.standardOutput(
            """
            a11y.ask_ms \(Benchmarks.format(ask))
            a11y.tree_us.p50 \(Benchmarks.format(Benchmarks.percentile(trees, 0.5)))
            a11y.tree_us.p99 \(Benchmarks.format(Benchmarks.percentile(trees, 0.99)))
            a11y.mirror_us.p50 \(Benchmarks.format(Benchmarks.percentile(mirrors, 0.5)))
            a11y.mirror_us.p99 \(Benchmarks.format(Benchmarks.percentile(mirrors, 0.99)))

            """)
        return 0
    }
}
