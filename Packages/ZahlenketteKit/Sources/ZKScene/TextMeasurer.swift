/// Measures text (docs/design-system.md#scene-essentials-for-screen-authors): the SDL host measures
/// with the real font, tests use `FixedTextMeasurer`.
public protocol TextMeasurer: Sendable {
    /// Width in points of `string` set at `size` points and `weight`.
    func width(of string: String, size: Double, weight: FontWeight) -> Double
}

/// A deterministic metric: digits 0.6 em, other characters 0.62 em, bold 8 % wider, a space
/// 0.3 em. Slightly wider than the rounded fonts the host uses, so a text that fits here fits there.
public struct FixedTextMeasurer: TextMeasurer {
    public init() {}

    public func width(of string: String, size: Double, weight: FontWeight) -> Double {
        let ems = string.reduce(0.0) { total, character in
            if character == " " { return total + 0.3 }
            if character.isNumber { return total + 0.6 }
            return total + 0.62
        }
        return ems * size * (weight == .bold ? 1.08 : 1)
    }
}
