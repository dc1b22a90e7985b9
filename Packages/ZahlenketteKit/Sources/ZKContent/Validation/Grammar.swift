/// The identifier grammars of spec 6.4 and 6.5, checked byte by byte (no regular expressions, so
/// the checks behave the same on every platform).
enum Grammar {
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// `^[a-z][a-z0-9_]*$`: asset names (6.4.3), picture IDs and slugs.
    static func isSlug(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard let first = bytes.first, isLower(first), bytes.count <= 64 else { return false }
        return bytes.allSatisfy { isLower($0) || isDigit($0) || $0 == 0x5F }
    }

    /// A two-letter ISO 639-1 language code in lowercase: `de`, `en`, `tr`.
    static func isLanguageCode(_ value: String) -> Bool {
        value.utf8.count == 2 && value.utf8.allSatisfy(isLower)
    }

    /// `<area>.<context>.<element>[.<qualifier>…]`: dot-separated lowercase snake_case segments (6.5).
    static func isStringKey(_ value: String) -> Bool {
        let segments = value.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count >= 2, value.utf8.count <= 120 else { return false }
        return segments.allSatisfy { segment in
            !segment.isEmpty && segment.utf8.allSatisfy { isLower($0) || isDigit($0) || $0 == 0x5F }
        }
    }

    /// A content ID with a fixed prefix: `avatar.fuchs`, `deco.sonnenblume`, `sticker.friend.07`.
    static func isID(_ value: String, prefix: String) -> Bool {
        value.hasPrefix(prefix + ".") && isStringKey(value)
    }

    /// `#RRGGBB`.
    static func isHexColor(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.count == 7, bytes[0] == 0x23 else { return false }
        return bytes.dropFirst().allSatisfy { isDigit($0) || ($0 >= 0x41 && $0 <= 0x46) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    /// A file name or `folder/name` inside the content folder: no `..`, no absolute path.
    static func isSafeFileName(_ value: String) -> Bool {
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 2, value.utf8.count <= 100 else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.utf8.allSatisfy {
                    isLower($0) || isDigit($0) || $0 == 0x5F || $0 == 0x2E || $0 == 0x2D || ($0 >= 0x41 && $0 <= 0x5A)
                }
        }
    }
}
