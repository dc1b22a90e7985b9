import Foundation

/// Reads a stored UUID ("E621E1F8-C36C-495A-93FC-0C247A3E6E5F") from its 36 bytes of text.
///
/// Foundation's `UUID(uuidString:)` goes through `sscanf`, and a year of a family's play has tens
/// of thousands of rows with several IDs each (issue 18; D-1116). Accepts only the canonical
/// 8-4-4-4-12 form the store writes, hex digits in either case; a damaged ID reads as none (where
/// Foundation would read a 35-character one as a different ID).
enum UUIDText {
    static func parse(_ text: String) -> UUID? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        var high: UInt8?
        var position = 0
        for character in text.utf8 {
            defer { position += 1 }
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard character == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard position < 36, let nibble = hexValue(character) else { return nil }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        guard position == 36, bytes.count == 16 else { return nil }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    /// The canonical upper-case text, as `uuidString` writes it: Foundation's goes through
    /// `sprintf` on Linux, and an import writes tens of thousands of IDs (issue 37).
    static func format(_ uuid: UUID) -> String {
        withText(uuid) { String(decoding: $0, as: UTF8.self) }
    }

    /// Hands `body` the canonical upper-case text's 36 bytes, written on the stack: for binding an
    /// ID without a string per row. Plain index loops, no `enumerated()`: the tests run a debug
    /// build, where a generic iterator per byte made this a tenth of a store read
    /// (docs/development.md#make-test).
    static func withText<T>(_ uuid: UUID, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        var raw = uuid.uuid
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { buffer in
            withUnsafeBytes(of: &raw) { source in
                var out = 0
                var index = 0
                while index < 16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        buffer[out] = UInt8(ascii: "-")
                        out += 1
                    }
                    let byte = source[index]
                    buffer[out] = hexDigit(byte >> 4)
                    buffer[out + 1] = hexDigit(byte & 0x0F)
                    out += 2
                    index += 1
                }
            }
            return body(UnsafeBufferPointer(buffer))
        }
    }

    /// The upper-case hex digit of a nibble (0...15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }

    /// The value of a hex digit in either case; comparisons, not range patterns, which a debug
    /// build calls generically per byte.
    private static func hexValue(_ character: UInt8) -> UInt8? {
        if character >= 0x30 && character <= 0x39 { return character - 0x30 }  // 0-9
        if character >= 0x61 && character <= 0x66 { return character - 0x61 + 10 }  // a-f
        if character >= 0x41 && character <= 0x46 { return character - 0x41 + 10 }  // A-F
        return nil
    }
}
