/// A cheap pre-check before handing bytes to a JSON parser: the text must nest at most `maximumDepth`
/// containers deep, so no file can drive a recursive parser into a stack overflow.
enum JSONShape {
    static let maximumDepth = 48

    /// Nil when the bytes may be parsed, else the reason they may not.
    static func rejection(_ bytes: some Collection<UInt8>) -> String? {
        if let verdict = bytes.withContiguousStorageIfAvailable(scan) { return verdict }
        return Array(bytes).withUnsafeBufferPointer(scan)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let openers: (UInt8, UInt8) = (UInt8(ascii: "["), UInt8(ascii: "{"))
    private static let closers: (UInt8, UInt8) = (UInt8(ascii: "]"), UInt8(ascii: "}"))

    /// One pass over contiguous bytes with an index loop and constants: every content file passes
    /// here at each start. In the debug build the tests run, a generic iterator and a `UInt8(ascii:)`
    /// per byte made this a sixth of a content load; the loop takes half as long
    /// (docs/development.md#make-test).
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let (quote, backslash, openers, closers) = (Self.quote, Self.backslash, Self.openers, Self.closers)
        var depth = 0
        var inString = false
        var escaped = false
        var index = 0
        let count = bytes.count
        while index < count {
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
            } else if byte == openers.0 || byte == openers.1 {
                depth += 1
                if depth > maximumDepth { return "nested deeper than \(maximumDepth) levels" }
            } else if byte == closers.0 || byte == closers.1 {
                depth -= 1
            }
        }
        return nil
    }
}
