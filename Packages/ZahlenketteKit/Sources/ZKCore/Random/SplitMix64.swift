/// The one random source of planning and task generation (docs/development.md#randomness-and-ids).
/// Only `next() % n` (`nextInt(below:)`) and the 53-bit unit double (`nextUnitDouble()`) are used;
/// library shuffles are not, because their algorithms may differ between platforms and releases.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        self.state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `next() % bound`; 0 for a bound below 1, so a damaged input never traps.
    public mutating func nextInt(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// A double in [0, 1) from the top 53 bits.
    public mutating func nextUnitDouble() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
