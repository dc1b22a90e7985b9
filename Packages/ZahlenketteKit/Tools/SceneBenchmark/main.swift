// Scene build benchmark (issue 6): builds the heaviest child scene many times in a release build
// and prints `scene.build_us.p99` (microseconds), with p50 for context.
import Foundation
import ZKCore
import ZKDesignSystem
import ZKScene

let clock = ContinuousClock()
let size = Size(width: 1024, height: 768)
let label: (Int) -> String = { GermanNumberWords.word(for: $0) ?? String($0) }
// ZK_BENCH_TINY=1 (`make test`): a few builds, to prove the figure is measured.
let builds = ProcessInfo.processInfo.environment["ZK_BENCH_TINY"] == "1" ? 220 : 2_200
var samples: [Double] = []
var checksum = 0
for round in 0..<builds {
    let start = clock.now
    let scene = BenchmarkScene.scene(size: size, label: label)
    let elapsed = clock.now - start
    checksum &+= scene.elements.count
    // The first 200 builds warm caches and are not counted.
    if round >= 200 {
        samples.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) * 1e-12)
    }
}
samples.sort()
func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded(.up)))]
}
let report = String(
    format: "scene.build_us.p50 %.1f\nscene.build_us.p99 %.1f\n", percentile(samples, 0.5), percentile(samples, 0.99))
FileHandle.standardOutput.write(Data(report.utf8))
if checksum == 0 { FileHandle.standardError.write(Data("scene benchmark built empty scenes\n".utf8)) }
