import Foundation
import ZKCore

/// A value bound to a statement parameter or read from a column.
public enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

/// A Swift value with one column representation.
public protocol SQLConvertible {
    var sql: SQLValue { get }
}

extension String: SQLConvertible {
    public var sql: SQLValue { .text(self) }
}

extension Int: SQLConvertible {
    public var sql: SQLValue { .integer(Int64(self)) }
}

extension Int64: SQLConvertible {
    public var sql: SQLValue { .integer(self) }
}

extension UInt64: SQLConvertible {
    /// Stored by bit pattern, so every seed round-trips.
    public var sql: SQLValue { .integer(Int64(bitPattern: self)) }
}

extension Double: SQLConvertible {
    public var sql: SQLValue { .real(self) }
}

extension Bool: SQLConvertible {
    public var sql: SQLValue { .integer(self ? 1 : 0) }
}

extension UUID: SQLConvertible {
    public var sql: SQLValue { .text(uuidString) }
}

extension LocalDate: SQLConvertible {
    public var sql: SQLValue { .text(string) }
}

extension Date: SQLConvertible {
    /// Seconds since 1970 as a REAL.
    public var sql: SQLValue { .real(timeIntervalSince1970) }
}

extension Optional: SQLConvertible where Wrapped: SQLConvertible {
    public var sql: SQLValue {
        switch self {
        case .none: .null
        case .some(let value): value.sql
        }
    }
}

extension RawRepresentable where RawValue == String {
    /// The raw value as TEXT.
    public var sqlText: SQLValue { .text(rawValue) }
}

/// One result row. Accessors return nil for NULL or a column of another type, so a damaged
/// value never traps; readers fall back to the column's default.
public struct SQLRow: Sendable {
    public let values: [SQLValue]

    public func value(_ index: Int) -> SQLValue {
        index < values.count ? values[index] : .null
    }

    public func int(_ index: Int) -> Int? {
        switch value(index) {
        case .integer(let number): Int(number)
        case .real(let number): Int(number)
        default: nil
        }
    }

    public func int64(_ index: Int) -> Int64? {
        if case .integer(let number) = value(index) { return number }
        return nil
    }

    public func double(_ index: Int) -> Double? {
        switch value(index) {
        case .integer(let number): Double(number)
        case .real(let number): number
        default: nil
        }
    }

    public func string(_ index: Int) -> String? {
        if case .text(let text) = value(index) { return text }
        return nil
    }

    public func bool(_ index: Int) -> Bool? {
        int(index).map { $0 != 0 }
    }

    public func uuid(_ index: Int) -> UUID? {
        string(index).flatMap { UUID(uuidString: $0) }
    }

    public func date(_ index: Int) -> Date? {
        double(index).map { Date(timeIntervalSince1970: $0) }
    }

    public func localDate(_ index: Int) -> LocalDate? {
        string(index).flatMap { LocalDate(string: $0) }
    }

    public func enumValue<E: RawRepresentable>(_ index: Int, as type: E.Type) -> E? where E.RawValue == String {
        string(index).flatMap { E(rawValue: $0) }
    }

    public func intEnum<E: RawRepresentable>(_ index: Int, as type: E.Type) -> E? where E.RawValue == Int {
        int(index).flatMap { E(rawValue: $0) }
    }

    /// A reader that walks the columns in order.
    public var reader: SQLRowReader { SQLRowReader(row: self) }
}

/// Reads the columns of a row in SELECT order.
public struct SQLRowReader {
    let row: SQLRow
    var index = 0

    init(row: SQLRow) {
        self.row = row
    }

    private mutating func advance() -> Int {
        defer { index += 1 }
        return index
    }

    public mutating func int() -> Int? { row.int(advance()) }
    public mutating func int64() -> Int64? { row.int64(advance()) }
    public mutating func double() -> Double? { row.double(advance()) }
    public mutating func string() -> String? { row.string(advance()) }
    public mutating func bool() -> Bool? { row.bool(advance()) }
    public mutating func uuid() -> UUID? { row.uuid(advance()) }
    public mutating func date() -> Date? { row.date(advance()) }
    public mutating func localDate() -> LocalDate? { row.localDate(advance()) }
    public mutating func enumValue<E: RawRepresentable>(_ type: E.Type) -> E? where E.RawValue == String {
        row.enumValue(advance(), as: type)
    }
    public mutating func intEnum<E: RawRepresentable>(_ type: E.Type) -> E? where E.RawValue == Int {
        row.intEnum(advance(), as: type)
    }
}
