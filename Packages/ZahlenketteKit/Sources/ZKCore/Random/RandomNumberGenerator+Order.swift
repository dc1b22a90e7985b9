/// Deterministic helpers built only on `next() % n`, so an equal seed gives an equal order on every
/// platform (docs/development.md#randomness-and-ids: library shuffles are not used).
extension RandomNumberGenerator {
    /// `next() % bound`, or 0 for a bound below 1.
    public mutating func nextIndex(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// A Fisher–Yates shuffle from the last element down, drawing `next() % (i + 1)`.
    public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        var index = result.count - 1
        while index > 0 {
            let other = nextIndex(below: index + 1)
            result.swapAt(index, other)
            index -= 1
        }
        return result
    }

    /// One element chosen by `next() % count`, or nil for an empty array.
    public mutating func pick<Element>(from elements: [Element]) -> Element? {
        guard !elements.isEmpty else { return nil }
        return elements[nextIndex(below: elements.count)]
    }
}
