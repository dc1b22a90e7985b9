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
    /// ID without a string per row.
    static func withText<T>(_ uuid: UUID, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let digits: StaticString = "0123456789ABCDEF"
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { buffer in
            withUnsafeBytes(of: uuid.uuid) { raw in
                digits.withUTF8Buffer { hex in
                    var out = 0
                    for (index, byte) in raw.enumerated() {
                        if index == 4 || index == 6 || index == 8 || index == 10 {
                            buffer[out] = UInt8(ascii: "-")
                            out += 1
                        }
                        buffer[out] = hex[Int(byte >> 4)]
                        buffer[out + 1] = hex[Int(byte & 0x0F)]
                        out += 2
                    }
                }
            }
            return body(UnsafeBufferPointer(buffer))
        }
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
