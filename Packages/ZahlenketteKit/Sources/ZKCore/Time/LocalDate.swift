import Foundation

/// A calendar day in the local time zone, serialized as "yyyy-MM-dd" (spec 5.4.2).
/// Day arithmetic is pure Gregorian arithmetic, so it never depends on DST or a time zone.
public struct LocalDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The local day of `date` in `calendar`'s time zone.
    public init(date: Date, calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.year = parts.year ?? 1970
        self.month = parts.month ?? 1
        self.day = parts.day ?? 1
    }

    /// A valid Gregorian date between the years 1 and 9999, or nil.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...LocalDate.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Strict "yyyy-MM-dd": ten ASCII characters, zero-padded, a real calendar day; nil otherwise.
    public init?(string: String) {
        self.init(utf8: Array(string.utf8)[...])
    }

    /// The same strict "yyyy-MM-dd" from UTF-8 bytes, for readers that parse many stored days
    /// without making a string of each.
    public init?(utf8 bytes: ArraySlice<UInt8>) {
        let base = bytes.startIndex
        guard bytes.count == 10, bytes[base + 4] == 0x2D, bytes[base + 7] == 0x2D else { return nil }
        func number(_ offsets: Range<Int>) -> Int? {
            var value = 0
            for offset in offsets {
                let byte = bytes[base + offset]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Zero-padded "2026-10-01".
    public var string: String {
        "\(LocalDate.pad(year, 4))-\(LocalDate.pad(month, 2))-\(LocalDate.pad(day, 2))"
    }

    public var description: String { string }

    /// The day `days` later (or earlier, for a negative value).
    public func adding(days: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + days)
    }

    /// Whole days from `other` to `self`; positive when `self` is later.
    public func days(since other: LocalDate) -> Int {
        dayNumber - other.dayNumber
    }

    /// The ISO weekday: 1 for Monday to 7 for Sunday. Day number 0, 0000-03-01, was a Wednesday.
    public var weekday: Int {
        ((dayNumber + 2) % 7 + 7) % 7 + 1
    }

    /// The first instant of this day in `calendar` (after a DST gap, its first valid instant).
    public func startDate(in calendar: Calendar) -> Date {
        let components = DateComponents(year: year, month: month, day: day)
        guard let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) else {
            return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
        }
        return calendar.startOfDay(for: noon)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        // Field by field, not as tuples: a debug build compares tuples through generic calls, and
        // sorting a year of days compares often (D-0057).
        if lhs.year != rhs.year { return lhs.year < rhs.year }
        if lhs.month != rhs.month { return lhs.month < rhs.month }
        return lhs.day < rhs.day
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = LocalDate(string: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a yyyy-MM-dd date")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(string)
    }

    // Days since 0000-03-01 in the proleptic Gregorian calendar (civil-from-days arithmetic).
    private var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra
    }

    private init(dayNumber: Int) {
        let era = (dayNumber >= 0 ? dayNumber : dayNumber - 146_096) / 146_097
        let dayOfEra = dayNumber - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }

    private static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
