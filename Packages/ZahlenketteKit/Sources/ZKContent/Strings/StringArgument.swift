/// A value for a placeholder: `%@` takes text, `%lld`/`%d` an integer.
public enum StringArgument: Sendable, Equatable {
    case text(String)
    case integer(Int)

    var integerValue: Int? {
        switch self {
        case .integer(let value): value
        case .text(let text): Int(text)
        }
    }

    var formatted: String {
        switch self {
        case .integer(let value): String(value)
        case .text(let text): text
        }
    }
}

extension StringArgument: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}
