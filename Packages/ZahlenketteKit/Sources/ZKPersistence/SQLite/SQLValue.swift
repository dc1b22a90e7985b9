import Foundation
import ZKCore

/// A value bound to a statement parameter or read from a column.
package enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

extension SQLValue {
    /// A REAL read as an integer, toward zero; nil for infinity or a value beyond Int, which
    /// SQLite can store and `Int(_:)` would trap on.
    static func int(truncating number: Double) -> Int? {
        Int(exactly: number.rounded(.towardZero))
    }
}

/// A Swift value with one column representation.
package protocol SQLConvertible {
    var sql: SQLValue { get }
}

extension String: SQLConvertible {
    package var sql: SQLValue { .text(self) }
}

extension Int: SQLConvertible {
    package var sql: SQLValue { .integer(Int64(self)) }
}

extension Int64: SQLConvertible {
    package var sql: SQLValue { .integer(self) }
}

extension UInt64: SQLConvertible {
    /// Stored by bit pattern, so every seed round-trips.
    package var sql: SQLValue { .integer(Int64(bitPattern: self)) }
}

extension Double: SQLConvertible {
    package var sql: SQLValue { .real(self) }
}

extension Bool: SQLConvertible {
    package var sql: SQLValue { .integer(self ? 1 : 0) }
}

extension UUID: SQLConvertible {
    package var sql: SQLValue { .text(UUIDText.format(self)) }
}

extension LocalDate: SQLConvertible {
    package var sql: SQLValue { .text(string) }
}

extension Date: SQLConvertible {
    /// Seconds since 1970 as a REAL.
    package var sql: SQLValue { .real(timeIntervalSince1970) }
}

extension Optional: SQLConvertible where Wrapped: SQLConvertible {
    package var sql: SQLValue {
        switch self {
        case .none: .null
        case .some(let value): value.sql
        }
    }
}

extension RawRepresentable where RawValue == String {
    /// The raw value as TEXT.
    package var sqlText: SQLValue { .text(rawValue) }
}

/// One result row. Accessors return nil for NULL or a column of another type, so a damaged
/// value never traps; readers fall back to the column's default.
package struct SQLRow: Sendable {
    package let values: [SQLValue]

    package func value(_ index: Int) -> SQLValue {
        index < values.count ? values[index] : .null
    }

    package func int(_ index: Int) -> Int? {
        switch value(index) {
        case .integer(let number): Int(number)
        case .real(let number): SQLValue.int(truncating: number)
        default: nil
        }
    }

    package func int64(_ index: Int) -> Int64? {
        if case .integer(let number) = value(index) { return number }
        return nil
    }

    package func double(_ index: Int) -> Double? {
        switch value(index) {
        case .integer(let number): Double(number)
        case .real(let number): number
        default: nil
        }
    }

    package func string(_ index: Int) -> String? {
        if case .text(let text) = value(index) { return text }
        return nil
    }

    package func bool(_ index: Int) -> Bool? {
        int(index).map { $0 != 0 }
    }

    package func uuid(_ index: Int) -> UUID? {
        string(index).flatMap(UUIDText.parse)
    }

    package func date(_ index: Int) -> Date? {
        double(index).map { Date(timeIntervalSince1970: $0) }
    }

    package func localDate(_ index: Int) -> LocalDate? {
        string(index).flatMap { LocalDate(string: $0) }
    }

    package func enumValue<E: RawRepresentable>(_ index: Int, as type: E.Type) -> E? where E.RawValue == String {
        string(index).flatMap { E(rawValue: $0) }
    }

    package func intEnum<E: RawRepresentable>(_ index: Int, as type: E.Type) -> E? where E.RawValue == Int {
        int(index).flatMap { E(rawValue: $0) }
    }

    /// A reader that walks the columns in order.
    package var reader: SQLRowReader { SQLRowReader(row: self) }
}

/// Reads the columns of a row in SELECT order.
package struct SQLRowReader {
    let row: SQLRow
    var index = 0

    init(row: SQLRow) {
        self.row = row
    }

    private mutating func advance() -> Int {
        defer { index += 1 }
        return index
    }

    package mutating func int() -> Int? { row.int(advance()) }
    package mutating func int64() -> Int64? { row.int64(advance()) }
    package mutating func double() -> Double? { row.double(advance()) }
    package mutating func string() -> String? { row.string(advance()) }
    package mutating func bool() -> Bool? { row.bool(advance()) }
    package mutating func uuid() -> UUID? { row.uuid(advance()) }
    package mutating func date() -> Date? { row.date(advance()) }
    package mutating func localDate() -> LocalDate? { row.localDate(advance()) }
    package mutating func enumValue<E: RawRepresentable>(_ type: E.Type) -> E? where E.RawValue == String {
        row.enumValue(advance(), as: type)
    }
    package mutating func intEnum<E: RawRepresentable>(_ type: E.Type) -> E? where E.RawValue == Int {
        row.intEnum(advance(), as: type)
    }
}
