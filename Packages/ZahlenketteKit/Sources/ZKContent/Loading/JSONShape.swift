/// A cheap pre-check before handing bytes to a JSON parser: the text must be UTF-8 and nest at most
/// `maximumDepth` containers deep, so no file can drive a recursive parser into a stack overflow.
enum JSONShape {
    static let maximumDepth = 48

    /// Nil when the bytes may be parsed, else the reason they may not.
    static func rejection(_ bytes: some Collection<UInt8>) -> String? {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth { return "nested deeper than \(maximumDepth) levels" }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }
}
