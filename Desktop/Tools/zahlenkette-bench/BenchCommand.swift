import Foundation
import ZKCore
import ZahlenketteDesktopSDL

/// Reads `zahlenkette-bench MODE [N]` and runs that benchmark.
@MainActor
enum BenchCommand {
    static let usage = """
        usage: zahlenkette-bench render [FRAMES] | first-frame | memory [SECONDS] | app [TASKS]
                                 | soak [ROUNDS] | year-launch FOLDER DAY | accessibility [FRAMES]

        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let mode = arguments.first else { return refuse("no benchmark named") }
        let number = arguments.dropFirst().first.flatMap { Double($0) }.flatMap { $0 > 0 ? $0 : nil }
        switch mode {
        case "render": return Benchmarks.render(frames: Int(number ?? 300))
        case "first-frame": return Benchmarks.firstFrame()
        case "memory": return Benchmarks.memory(seconds: number ?? 5)
        case "app": return AppBenchmark.run(tasks: Int(number ?? 200))
        case "soak": return SoakBenchmark.run(rounds: Int(number ?? 2000))
        case "accessibility": return AccessibilityBenchmark.run(frames: Int(number ?? 2000))
        case "year-launch":
            guard arguments.count == 3, let day = LocalDate(string: arguments[2]) else {
                return refuse("year-launch needs the folder StoreBenchmark --write-year wrote and its next day")
            }
            return YearLaunchBenchmark.run(folder: URL(fileURLWithPath: arguments[1]), morning: day)
        default: return refuse("\"\(mode)\" is no benchmark")
        }
    }

    private static func refuse(_ reason: String) -> Int32 {
        FileHandleWriter.standardError("zahlenkette-bench: \(reason)\n" + usage)
        return 2
    }
}
