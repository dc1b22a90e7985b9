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
    static func fill(_ text: String, arguments: [StringArgument]) -> String {
        // Most texts have no placeholder; they are returned as they are, without the scan below
        // (a parent page formats hundreds of texts per frame).
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var output = ""
        var sequential = 0
        var iterator = Array(text.unicodeScalars)[...]
        while let scalar = iterator.popFirst() {
            guard scalar == "%" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            var spec = ""
            var terminator: Unicode.Scalar?
            while let next = iterator.popFirst() {
                if next == "%" && spec.isEmpty {
                    terminator = next
                    break
                }
                if "@dDiuxXfFeEgGcs".unicodeScalars.contains(next) {
                    terminator = next
                    break
                }
                guard spec.unicodeScalars.count < 8, "0123456789$lhqjzt.-+ ".unicodeScalars.contains(next) else {
                    spec.unicodeScalars.append(next)
                    break
                }
                spec.unicodeScalars.append(next)
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
            if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]), position >= 1 {
                index = position - 1
            } else {
                index = sequential
                sequential += 1
            }
            output += arguments.indices.contains(index) ? arguments[index].formatted : ""
        }
        return output
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }
}
