import ZKCore

/// Compact JSON arrays in TEXT columns, written and read by hand so a damaged value reads as
/// empty instead of failing the whole row.
///
/// Reading works on the UTF-8 bytes, not on Foundation's string trimming: after a year of play a
/// cell's list of first-try days holds hundreds of dates, and the parent dashboard reads every cell
/// of five children (issue 18; D-1116).
enum ListColumn {
    static func encode(_ values: [Int]) -> String {
        "[" + values.map(String.init).joined(separator: ",") + "]"
    }

    static func encode(_ values: [Bool]) -> String {
        encode(values.map { $0 ? 1 : 0 })
    }

    static func encode(_ values: [String]) -> String {
        "[" + values.map { "\"" + $0 + "\"" }.joined(separator: ",") + "]"
    }

    static func ints(_ text: String?) -> [Int] {
        items(text) { bytes in Int(String(decoding: bytes, as: UTF8.self)) }
    }

    static func bools(_ text: String?) -> [Bool] {
        ints(text).map { $0 != 0 }
    }

    /// The items with one pair of surrounding quotes removed.
    static func strings(_ text: String?) -> [String] {
        items(text) { bytes in String(decoding: unquoted(bytes), as: UTF8.self) }
    }

    /// The items that are calendar days ("2026-11-30"); anything else is left out.
    static func dates(_ text: String?) -> [LocalDate] {
        items(text) { bytes in LocalDate(utf8: unquoted(bytes)) }
    }

    /// Each comma-separated item between the brackets, without surrounding blanks, read by `read`;
    /// the items it cannot read are left out, and none when the text is not bracketed.
    private static func items<Item>(_ text: String?, _ read: (ArraySlice<UInt8>) -> Item?) -> [Item] {
        guard let text else { return [] }
        let bytes = Array(text.utf8)
        var start = 0
        var end = bytes.count
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        guard end - start >= 2, bytes[start] == UInt8(ascii: "["), bytes[end - 1] == UInt8(ascii: "]") else {
            return []
        }
        var result: [Item] = []
        var itemStart = start + 1
        for index in (start + 1)...(end - 1) where index == end - 1 || bytes[index] == UInt8(ascii: ",") {
            var low = itemStart
            var high = index
            while low < high, isBlank(bytes[low]) { low += 1 }
            while high > low, isBlank(bytes[high - 1]) { high -= 1 }
            if high > low, let item = read(bytes[low..<high]) { result.append(item) }
            itemStart = index + 1
        }
        return result
    }

    /// The bytes without one leading and one trailing quote.
    private static func unquoted(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var value = bytes
        if value.first == UInt8(ascii: "\"") { value = value.dropFirst() }
        if value.last == UInt8(ascii: "\"") { value = value.dropLast() }
        return value
    }

    /// Space and tab, the blanks a hand-edited or older list may hold.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
