import Foundation

extension JSONDecoder.DateDecodingStrategy {
    /// ISO 8601 read to the whole second, as `JSONEncoder`'s `.iso8601` writes it (D-1134).
    ///
    /// Linux's `.iso8601` reading also takes a fraction of a second ("07:00:00.5Z", which the app
    /// never writes; macOS refuses it) while the writer drops it, so a value read from such a file
    /// would differ from the file after the next write. Rounding down, as the writer does (for
    /// dates before 2001 too), makes whatever is read write back unchanged.
    public static var iso8601WholeSeconds: Self {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = utcSeconds(text) { return date }
            guard let date = try? Date.ISO8601FormatStyle().parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an ISO 8601 date")
            }
            return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down))
        }
    }

    /// `yyyy-MM-ddTHH:mm:ssZ`, the form every file of the app writes, by integer arithmetic: the
    /// format style per value made reading an export of a year several times slower (issue 37).
    /// Nil for any other form, and before 1900, which the format style then reads (Foundation's
    /// calendar is Julian before 1582, `LocalDate` Gregorian throughout).
    static func utcSeconds(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z"),
            let day = LocalDate(utf8: bytes[0..<10]), day.year >= 1900,
            let epoch = LocalDate(year: 1970, month: 1, day: 1)
        else { return nil }
        func number(_ at: Int) -> Int? {
            let high = Int(bytes[at]) - 0x30
            let low = Int(bytes[at + 1]) - 0x30
            guard (0...9).contains(high), (0...9).contains(low) else { return nil }
            return high * 10 + low
        }
        guard let hour = number(11), let minute = number(14), let second = number(17), hour < 24, minute < 60,
            second < 60
        else { return nil }
        let seconds = day.days(since: epoch) * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds))
    }
}
