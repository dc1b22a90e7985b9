import AppMonkey
import Foundation
import ZKCore

// `make stress` (scripts/stress.sh): the monkey at its long size.
//
//   MonkeyRunner <resources> <inputs> <seed>...
//       runs one monkey per seed, `inputs` inputs each, and prints per seed the screens reached;
//       exits 1 on a violation (printing the seed and the shrunk inputs) or a missed screen.

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
guard arguments.count >= 4, let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: MonkeyRunner <resources> <inputs> <seed>...\n".utf8))
    exit(2)
}
let resources = URL(fileURLWithPath: arguments[1])
let seeds = arguments.dropFirst(3).compactMap { UInt64($0) }
var status: Int32 = 0
MainActor.assumeIsolated {
    var reached: Set<ScreenID> = []
    for seed in seeds {
        let report = Monkey.run(
            seed: seed, inputs: count, resources: resources, workFolder: FileManager.default.temporaryDirectory)
        say("monkey seed=\(seed) inputs=\(report.inputs) reached: \(report.reachedList)")
        reached.formUnion(report.reached)
        if let failure = report.failure {
            say(failure.description)
            status = 1
        }
    }
    let problems = MonkeyCoverage.problems(reached: reached)
    say(
        "monkey reached together: "
            + ScreenID.allCases.filter { reached.contains($0) }.map(\.displayID).joined(separator: " "))
    if !problems.isEmpty {
        say(problems.joined(separator: "; "))
        status = 1
    }
}
exit(status)
