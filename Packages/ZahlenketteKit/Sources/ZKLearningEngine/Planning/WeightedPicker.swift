import ZKCore

/// A pick along cumulative weights over candidates sorted by (number, skill) (docs/engine.md#planning-a-round, spec 9.3.1).
enum WeightedPicker {
    /// The index of the picked candidate, or nil when there is none. One draw:
    /// `Double(next() >> 11) * 0x1p-53` scaled by the total weight.
    static func pick(weights: [Double], rng: inout some RandomNumberGenerator) -> Int? {
        guard !weights.isEmpty else { return nil }
        let total = weights.reduce(0, +)
        let unit = Double(rng.next() >> 11) * 0x1p-53
        guard total > 0 else { return Int(unit * Double(weights.count)) }
        let target = unit * total
        var cumulative = 0.0
        for (index, weight) in weights.enumerated() {
            cumulative += weight
            if target < cumulative { return index }
        }
        return weights.count - 1
    }
}
