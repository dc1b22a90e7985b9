import Foundation
import Testing
import ZKCore

@Suite struct DeterministicIDTests {
    @Test func roundIDIsAVersionFourUUIDFromTwoDraws() {
        var generator = SplitMix64(seed: 1_234_567)
        let id = DeterministicID.roundID(using: &generator)
        // 0x599ED017FB08FC85 and 0x2C73F08458540FA5 are the first two reference draws; byte 6 becomes
        // 0x4C (version 4) and byte 8 becomes 0xAC (RFC variant).
        #expect(id.uuidString == "599ED017-FB08-4C85-AC73-F08458540FA5")
        let bytes = id.uuid
        #expect(bytes.6 >> 4 == 4)
        #expect(bytes.8 >> 6 == 0b10)
        #expect(
            generator
                == {
                    var g = SplitMix64(seed: 1_234_567)
                    _ = g.next()
                    _ = g.next()
                    return g
                }())
    }

    @Test func sameSeedGivesTheSameRoundID() {
        var a = SplitMix64(seed: 99)
        var b = SplitMix64(seed: 99)
        #expect(DeterministicID.roundID(using: &a) == DeterministicID.roundID(using: &b))
    }

    @Test func taskIDsXorTheLastTwoBytesWithTheOneBasedIndex() throws {
        let round = try #require(UUID(uuidString: "00000000-0000-4000-8000-00000000FF00"))
        #expect(DeterministicID.taskID(roundID: round, index: 0).uuidString == "00000000-0000-4000-8000-00000000FF01")
        #expect(DeterministicID.taskID(roundID: round, index: 255).uuidString == "00000000-0000-4000-8000-00000000FE00")
        let ids = (0..<8).map { DeterministicID.taskID(roundID: round, index: $0) }
        #expect(Set(ids).count == 8)
        #expect(!ids.contains(round))
    }
}
