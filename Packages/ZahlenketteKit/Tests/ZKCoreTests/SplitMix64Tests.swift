import Testing
import ZKCore

@Suite struct SplitMix64Tests {
    // Reference values from the published splitmix64.c, computed independently.
    @Test(arguments: [
        KnownAnswer(seed: 0, values: [16_294_208_416_658_607_535, 7_960_286_522_194_355_700, 487_617_019_471_545_679]),
        KnownAnswer(
            seed: 1_234_567, values: [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423]),
        KnownAnswer(
            seed: 20_261_001,
            values: [2_091_738_599_621_355_213, 4_067_228_912_806_564_614, 16_125_874_263_219_716_557]),
    ])
    func matchesTheReferenceSequence(_ answer: KnownAnswer) {
        var generator = SplitMix64(seed: answer.seed)
        #expect((0..<3).map { _ in generator.next() } == answer.values)
    }

    struct KnownAnswer: Sendable, CustomTestStringConvertible {
        let seed: UInt64
        let values: [UInt64]
        var testDescription: String { "seed \(seed)" }
    }

    @Test func boundedDrawsUseTheModuloOfTheNextValue() {
        var generator = SplitMix64(seed: 1_234_567)
        #expect(generator.nextInt(below: 10) == Int(6_457_827_717_110_365_317 % 10))
        #expect(generator.nextInt(below: 0) == 0)
        #expect(generator.nextInt(below: -3) == 0)
    }

    @Test func unitDoublesStayInTheHalfOpenInterval() {
        var generator = SplitMix64(seed: 42)
        let values = (0..<10_000).map { _ in generator.nextUnitDouble() }
        #expect(values.allSatisfy { $0 >= 0 && $0 < 1 })
        let mean = values.reduce(0, +) / Double(values.count)
        #expect(abs(mean - 0.5) < 0.02)
    }

    @Test func shuffleIsAPermutationAndRepeatsForTheSameSeed() {
        var first = SplitMix64(seed: 7)
        var second = SplitMix64(seed: 7)
        let a = first.shuffled(Array(1...20))
        let b = second.shuffled(Array(1...20))
        #expect(a == b)
        #expect(a.sorted() == Array(1...20))
        #expect(a != Array(1...20))
        var empty = SplitMix64(seed: 7)
        #expect(empty.shuffled([Int]()).isEmpty)
        #expect(empty.pick(from: [Int]()) == nil)
    }
}
