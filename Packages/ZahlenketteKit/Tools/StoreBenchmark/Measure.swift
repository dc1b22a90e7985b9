import Foundation
import ZKCore

/// Output and timing helpers of the store benchmark. Figures go to stdout as `<name> <value>`,
/// notes and comparisons to stderr. Times come from ContinuousClock.
enum Measure {
    static let timer = ContinuousClock()
    static let timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    static func emit(_ name: String, _ value: Double) {
        FileHandle.standardOutput.write(Data((name + " " + String(format: "%.2f", value) + "\n").utf8))
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func fail(_ text: String) -> Never {
        note("store bench failed: " + text)
        exit(1)
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        microseconds(timer.now - start) / 1000
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000_000 + Double(duration.components.attoseconds) / 1_000_000_000_000
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let index = min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)
        return sorted[max(0, index)]
    }

    /// 10:00 on `day` in Berlin.
    static func clock(on day: LocalDate) -> FixedClock {
        FixedClock(day: day, hour: 10, timeZone: timeZone)
            ?? FixedClock(now: Date(timeIntervalSince1970: 0), timeZone: timeZone)
    }

    /// The size of the database and its WAL in MB.
    static func fileMegabytes(_ directory: URL, name: String) -> Double {
        let base = directory.appendingPathComponent(name).path
        let bytes = [base, base + "-wal"].compactMap {
            (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? NSNumber)?.doubleValue
        }.reduce(0, +)
        return bytes / 1_048_576
    }

    /// A fresh folder for one benchmark part, removed first if an earlier run left it.
    static func folder(_ label: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "zk-store-bench-" + label + "-" + String(ProcessInfo.processInfo.processIdentifier))
        try? FileManager.default.removeItem(at: url)
        return url
    }
}
