import Foundation
import ZKCore

/// Compact JSON written straight into a byte buffer that is handed to a sink every 64 KiB, with the
/// exact bytes Foundation's `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes`
/// (docs/export.md): the export streams a year of rows instead of building and encoding one
/// document (issue 18). Callers write keys in sorted order themselves.
///
/// The first failure of the sink (or a value JSON cannot hold) is kept in `failure`; later writes
/// do nothing, so callers check once at the end.
final class JSONStreamWriter {
    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) throws(PersistenceError) -> Void
    private static let flushSize = 64 * 1024
    private static let hex = Array("0123456789abcdef".utf8)
    private(set) var failure: PersistenceError?
    /// The day of the last timestamp and its "yyyy-MM-ddT" bytes: attempts come in time order.
    private var cachedDay: (number: Int, bytes: [UInt8])?

    init(sink: @escaping ([UInt8]) throws(PersistenceError) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(Self.flushSize + 1024)
    }

    /// Hands what is buffered to the sink; the result is the first failure, if any.
    func finish() throws(PersistenceError) {
        flush()
        if let failure { throw failure }
    }

    private func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        do throws(PersistenceError) {
            try sink(buffer)
        } catch {
            failure = error
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func flushIfFull() {
        if buffer.count >= Self.flushSize { flush() }
    }

    // MARK: Structure

    /// Literal punctuation and keys: `{"id":`, `,"level":`, `]}`.
    func raw(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    // MARK: Values

    func int(_ value: Int) {
        if value < 0 {
            buffer.append(UInt8(ascii: "-"))
            // The magnitude of Int.min does not fit an Int; UInt holds it.
            digits(UInt64(UInt(bitPattern: 0) &- UInt(bitPattern: value)))
        } else {
            digits(UInt64(value))
        }
        flushIfFull()
    }

    /// An unsigned 64-bit value (an Abenteuer's seed) as its digits.
    func uint64(_ value: UInt64) {
        digits(value)
        flushIfFull()
    }

    private func digits(_ value: UInt64) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            var remaining = value
            var index = scratch.count
            repeat {
                index -= 1
                scratch[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[index...]))
        }
    }

    /// `JSONEncoder`'s form: Swift's shortest round-trip `description` without a trailing ".0"
    /// (`2`, `0.51`, `1e-07`, `1e+16`). Infinity and NaN are not JSON: they fail the export.
    func double(_ value: Double) {
        guard value.isFinite else {
            failure = failure ?? .encodingFailed(entity: "ExportDocument")
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        buffer.append(contentsOf: text.utf8)
        flushIfFull()
    }

    func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// A quoted string escaped as `JSONEncoder` escapes it: `"` and `\` with a backslash, the
    /// control characters as `\b \t \n \f \r` or `\u00XX` (lower-case hex), everything else
    /// (including `/`, DEL and non-ASCII) as its UTF-8 bytes.
    func string(_ value: String) {
        var value = value
        value.withUTF8 { string(utf8: $0) }
    }

    func string(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        var start = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            start = index + 1
            buffer.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer.append(byte)
            case 0x08: buffer.append(UInt8(ascii: "b"))
            case 0x09: buffer.append(UInt8(ascii: "t"))
            case 0x0A: buffer.append(UInt8(ascii: "n"))
            case 0x0C: buffer.append(UInt8(ascii: "f"))
            case 0x0D: buffer.append(UInt8(ascii: "r"))
            default:
                buffer.append(contentsOf: [
                    UInt8(ascii: "u"), 0x30, 0x30, Self.hex[Int(byte >> 4)], Self.hex[Int(byte & 0xF)],
                ])
            }
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        buffer.append(UInt8(ascii: "\""))
        flushIfFull()
    }

    /// `"yyyy-MM-ddTHH:mm:ssZ"`, the bytes of `ExportDocument.utcTimestamp`, without building a
    /// string per value.
    func utcTimestamp(_ date: Date) {
        let total = ExportDocument.wholeSeconds(date)
        let seconds = ((total % 86_400) + 86_400) % 86_400
        let dayNumber = (total - seconds) / 86_400
        let day: [UInt8]
        if let cachedDay, cachedDay.number == dayNumber {
            day = cachedDay.bytes
        } else {
            day = Array((ExportDocument.epochDay.adding(days: dayNumber).string + "T").utf8)
            cachedDay = (dayNumber, day)
        }
        buffer.append(UInt8(ascii: "\""))
        buffer.append(contentsOf: day)
        for (index, part) in [seconds / 3600, seconds / 60 % 60, seconds % 60].enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ":")) }
            buffer.append(UInt8(ascii: "0") + UInt8(part / 10))
            buffer.append(UInt8(ascii: "0") + UInt8(part % 10))
        }
        raw("Z\"")
        flushIfFull()
    }
}
