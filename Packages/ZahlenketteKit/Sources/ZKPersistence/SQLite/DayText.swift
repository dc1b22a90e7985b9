import ZKCore

/// A day's text as the store keeps it (`yyyy-MM-dd`, `LocalDate.string`), written into bytes
/// without string interpolation: an import writes tens of thousands of days (issue 37,
/// docs/export.md#import), and `LocalDate.string` builds five strings for each.
enum DayText {
    /// Hands `body` the day's ten bytes, written on the stack. Years outside 0–9999 cannot be a
    /// `LocalDate`; the year is written with four digits as `LocalDate.string` writes it.
    static func withText<T>(_ day: LocalDate, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { buffer in
            write(day, into: buffer, at: 0)
            return body(UnsafeBufferPointer(buffer))
        }
    }

    /// `["2026-10-01","2026-10-02"]`, as `ListColumn.encode` writes the days' strings.
    static func list(_ days: [LocalDate]) -> String {
        let count = days.isEmpty ? 2 : 1 + days.count * 13
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer[0] = UInt8(ascii: "[")
            var out = 1
            for (index, day) in days.enumerated() {
                if index > 0 {
                    buffer[out] = UInt8(ascii: ",")
                    out += 1
                }
                buffer[out] = UInt8(ascii: "\"")
                write(day, into: buffer, at: out + 1)
                buffer[out + 11] = UInt8(ascii: "\"")
                out += 12
            }
            buffer[out] = UInt8(ascii: "]")
            return out + 1
        }
    }

    private static func write(_ day: LocalDate, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        func digits(_ value: Int, _ width: Int, _ offset: Int) {
            var rest = value
            for place in stride(from: width - 1, through: 0, by: -1) {
                buffer[start + offset + place] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
        digits(day.year, 4, 0)
        buffer[start + 4] = UInt8(ascii: "-")
        digits(day.month, 2, 5)
        buffer[start + 7] = UInt8(ascii: "-")
        digits(day.day, 2, 8)
    }
}
