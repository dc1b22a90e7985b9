import Foundation
import ZKCore
import ZKLearningEngine

// Temporary diagnostics (not committed).
enum Trace {
    static let on = ProcessInfo.processInfo.environment["ENGINE_BENCH_TRACE"] != nil
    static func line(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }
}

final class Calibration: @unchecked Sendable {
    static let shared = Calibration()
    private let lock = NSLock()
    private var sums: [String: (Int, Double, Double)] = [:]
    func add(_ key: String, predicted: Double, truth: Double) {
        lock.lock(); defer { lock.unlock() }
        let old = sums[key] ?? (0, 0, 0)
        sums[key] = (old.0 + 1, old.1 + predicted, old.2 + truth)
    }
    func dump() {
        for (key, value) in sums.sorted(by: { $0.key < $1.key }) {
            Trace.line("calib \(key): n=\(value.0) predicted \(value.1 / Double(value.0)) truth \(value.2 / Double(value.0))")
        }
        sums = [:]
    }
}
