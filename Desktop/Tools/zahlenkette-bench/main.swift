// `zahlenkette-bench`: the desktop's benchmarks, kept out of the shipped `zahlenkette` binary
// (docs/development.md#benchmarks). scripts/bench.d/desktop.sh and hardening.sh run it; every mode
// prints `<name> <value>` lines and exits non-zero when it could not measure.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
exit(MainActor.assumeIsolated { BenchCommand.run(arguments) })
