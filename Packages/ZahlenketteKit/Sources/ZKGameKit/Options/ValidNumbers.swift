import ZKCore

/// Helpers for `validNumbers(step:level:range:)` (docs/games.md#valid-numbers).
public enum ValidNumbers {
    /// The default: 1 to the range's maximum.
    public static func standard(_ range: RangeStage) -> [Int] {
        Array(range.numbers)
    }

    /// The valid number closest to `number` (the lower one on a tie); the number itself if valid.
    /// A generator handed a number its game cannot show credits this one instead.
    public static func nearest(to number: Int, in valid: [Int]) -> Int {
        guard !valid.contains(number) else { return number }
        return valid.min { lhs, rhs in
            let left = abs(lhs - number)
            let right = abs(rhs - number)
            return left == right ? lhs < rhs : left < right
        } ?? number
    }
}
