import Foundation

/// Fills placeholders: `%%`, `%@`, `%lld`, `%ld`, `%d`, `%u`, positional `%n$…`, and the `%#@name@`
/// substitutions of String Catalogs. Unknown or missing arguments leave an empty value; nothing traps.
enum StringFormatter {
    static func render(_ template: StringCatalog.Template, arguments: [StringArgument], language: String) -> String {
        switch template {
        case .plain(let text):
            return fill(text, arguments: arguments)
        case .plural(let variants):
            let count = arguments.lazy.compactMap(\.integerValue).first ?? 0
            return fill(pick(variants, count: count, language: language), arguments: arguments)
        case .substituted(let text, let substitutions):
            var result = text
            for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
                let index = substitution.argumentIndex - 1
                let argument = arguments.indices.contains(index) ? arguments[index] : nil
                let variant = pick(substitution.variants, count: argument?.integerValue ?? 0, language: language)
                let value = variant.replacingAll("%arg", with: argument?.formatted ?? "")
                result = result.replacingAll("%#@\(name)@", with: value)
            }
            return fill(result, arguments: arguments)
        }
    }

    static func pick(_ variants: [String: String], count: Int, language: String) -> String {
        for category in PluralCategory.candidates(for: count, language: language) {
            if let value = variants[category.rawValue] { return value }
        }
        return variants.values.sorted().first ?? ""
    }

    /// One pass over the characters; a `%` starts a conversion that ends at its type letter.
    /// An index into the scalars and comparisons of scalar values, not `popFirst` and
    /// `contains` on strings: the tests run a debug build, where those generic calls per character
    /// cost more than the texts' layout (D-0057).
    static func fill(_ text: String, arguments: [StringArgument]) -> String {
        // Most texts have no placeholder; they are returned as they are, without the scan below
        // (a parent page formats hundreds of texts per frame).
        guard hasPercentSign(text) else { return text }
        var output = ""
        var sequential = 0
        let scalars = Array(text.unicodeScalars)
        var position = 0
        while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            guard scalar == "%" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            var spec = ""
            var specLength = 0
            var terminator: Unicode.Scalar?
            while position < scalars.count {
                let next = scalars[position]
                position += 1
                if next == "%" && specLength == 0 {
                    terminator = next
                    break
                }
                if isConversionType(next.value) {
                    terminator = next
                    break
                }
                spec.unicodeScalars.append(next)
                specLength += 1
                guard specLength <= 8, isSpecification(next.value) else { break }
            }
            guard let type = terminator else {
                output += "%" + spec
                continue
            }
            if type == "%" {
                output += "%"
                continue
            }
            let index: Int
            if let dollar = spec.firstIndex(of: "$"), let argument = Int(spec[..<dollar]), argument >= 1 {
                index = argument - 1
            } else {
                index = sequential
                sequential += 1
            }
            output += arguments.indices.contains(index) ? arguments[index].formatted : ""
        }
        return output
    }

    /// Whether `text` has a `%`, read from its bytes in one loop (`utf8.contains` is a generic call
    /// per byte in a debug build, and every text the app shows passes here).
    private static func hasPercentSign(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x25 { return true }  // %
                index += 1
            }
            return false
        }
        return found ?? text.utf8.contains(UInt8(ascii: "%"))
    }

    /// One of the type letters `@dDiuxXfFeEgGcs` that end a conversion.
    private static func isConversionType(_ value: UInt32) -> Bool {
        switch value {
        case 0x40, 0x64, 0x44, 0x69, 0x75, 0x78, 0x58, 0x66, 0x46, 0x65, 0x45, 0x67, 0x47, 0x63, 0x73: true
        default: false
        }
    }

    /// One of `0123456789$lhqjzt.-+ `, which may stand between a `%` and its type letter.
    private static func isSpecification(_ value: UInt32) -> Bool {
        if value >= 0x30 && value <= 0x39 { return true }  // 0-9
        switch value {
        case 0x24, 0x6C, 0x68, 0x71, 0x6A, 0x7A, 0x74, 0x2E, 0x2D, 0x2B, 0x20: return true  // $ l h q j z t . - + space
        default: return false
        }
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }
}
