import Foundation
import HelperLines
import ZKApp
import ZKCore
import ZKPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The child process of the Abenteuer SIGKILL test (ZKAppTests/AbenteuerCrashTests, issue 14).
//
//   AbenteuerCrashHelper run <resources> <data> <wallSeconds> <continuousSeconds> <seed> [--step]
//       opens the app on the data folder at that wall-clock instant (Berlin) and continuous time,
//       creates the child on a fresh store, and plays today's Abenteuer from S-05 to S-10 with
//       correct answers. It writes one line for each moment a kill may land at:
//         "commit"             inside a commit of the store, after its writes (SQLite's hook)
//         "event <name> …"     an app event, after the update that produced it
//         "completing"         the last stop's last task is open: its answer, the round's end and
//                              the Abenteuer's completion follow
//         "done stars=<n>"     S-10 (or today's Abenteuer was already done)
//       With --step it stops after each line until a line arrives on standard input, so the
//       parent kills at exactly the moment it chose; without it, it runs on.
//
// Output goes through FileHandle.standardOutput, one unbuffered write per line.

/// The app's log, for the parent's diagnosis.
struct ErrorLog: AppLog {
    func write(_ line: String) {
        FileHandle.standardError.write(Data(("log " + line + "\n").utf8))
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 7, arguments[1] == "run", let wall = Double(arguments[4]),
    let continuous = Double(arguments[5]), let seed = UInt64(arguments[6])
else {
    fail("usage: AbenteuerCrashHelper run <resources> <data> <wallSeconds> <continuousSeconds> <seed> [--step]")
}
let step = arguments.dropFirst(7).contains("--step")

/// Reports a moment; in step mode waits for the parent's go-ahead (or its SIGKILL).
func report(_ line: String) {
    report(line, step: step)
}

let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
let run = AbenteuerRun(
    resources: URL(fileURLWithPath: arguments[2]), data: URL(fileURLWithPath: arguments[3]),
    clock: FixedClock(now: Date(timeIntervalSince1970: wall), timeZone: berlin),
    continuous: FixedContinuousTimeSource(seconds: continuous), seed: seed)
MainActor.assumeIsolated {
    run.play(report: report, fail: fail)
}
