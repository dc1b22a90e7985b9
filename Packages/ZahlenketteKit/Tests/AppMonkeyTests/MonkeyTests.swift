import AppMonkey
import Foundation
import TestSupport
import Testing
import ZKCore

/// The monkey at its `make test` size: 20,000 random inputs through the real app in four seeded
/// runs of 5,000, every invariant checked after each input, every built screen reached (D-1110).
@MainActor @Suite struct MonkeyTests {
    static let seeds: [UInt64] = [1, 2, 3, 4]
    static let inputsPerSeed = 5_000

    @Test func twentyThousandRandomInputsBreakNoInvariantAndReachEveryScreen() {
        var reached: Set<ScreenID> = []
        for seed in MonkeyTests.seeds {
            let report = Monkey.run(
                seed: seed, inputs: MonkeyTests.inputsPerSeed, resources: ShippedContent.resources,
                workFolder: FileManager.default.temporaryDirectory)
            #expect(report.failure == nil, "\(report.failure?.description ?? "")")
            reached.formUnion(report.reached)
        }
        #expect(MonkeyCoverage.problems(reached: reached).isEmpty, "\(MonkeyCoverage.problems(reached: reached))")
    }
}
