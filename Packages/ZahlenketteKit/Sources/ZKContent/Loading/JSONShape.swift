import Foundation

/// A cheap pre-check before handing bytes to a JSON parser: the text must nest at most `maximumDepth`
/// containers deep, so no file can drive a recursive parser into a stack overflow.
enum JSONShape {
    static let maximumDepth = 48

    /// Nil when the bytes may be parsed, else the reason they may not.
    ///
    /// One pass with an index loop over the raw bytes: every content file passes here at each start.
    /// In the debug build the tests run, a generic iterator and a `UInt8(ascii:)` per byte made this a
    /// sixth of a content load; the loop takes half as long (docs/development.md#make-test).
    static func rejection(_ data: Data) -> String? {
        data.withUnsafeBytes { bytes in
            let quote = UInt8(ascii: "\"")
            let backslash = UInt8(ascii: "\\")
            let (openBracket, openBrace) = (UInt8(ascii: "["), UInt8(ascii: "{"))
            let (closeBracket, closeBrace) = (UInt8(ascii: "]"), UInt8(ascii: "}"))
            var depth = 0
            var inString = false
            var escaped = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == backslash {
                        escaped = true
                    } else if byte == quote {
                        inString = false
                    }
                } else if byte == quote {
                    inString = true
                } else if byte == openBracket || byte == openBrace {
                    depth += 1
                    if depth > maximumDepth { return "nested deeper than \(maximumDepth) levels" }
                } else if byte == closeBracket || byte == closeBrace {
                    depth -= 1
                }
            }
            return nil
        }
    }
}
