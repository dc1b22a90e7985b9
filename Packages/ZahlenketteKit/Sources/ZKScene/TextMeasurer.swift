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
        let ems = FixedTextMeasurer.asciiEms(string) ?? FixedTextMeasurer.characterEms(string)
        return ems * size * (weight == .bold ? 1.08 : 1)
    }

    /// The ems of a text, character by character.
    static func characterEms(_ string: String) -> Double {
        string.reduce(0.0) { total, character in
            if character == " " { return total + 0.3 }
            if character.isNumber { return total + 0.6 }
            return total + 0.62
        }
    }

    /// The same sum read from the bytes of an ASCII text, nil for any other: there every byte is a
    /// character except a CR LF pair, which is one, and only 0–9 are numbers. Every drawn frame
    /// measures its texts, and a debug build walks characters through generic calls (D-0057).
    static func asciiEms(_ string: String) -> Double? {
        let sum = string.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            var total = 0.0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                if byte == 0x20 {
                    total += 0.3
                } else if byte >= 0x30 && byte <= 0x39 {
                    total += 0.6
                } else {
                    total += 0.62
                    if byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                }
                index += 1
            }
            return total
        }
        return sum ?? nil
    }
}
