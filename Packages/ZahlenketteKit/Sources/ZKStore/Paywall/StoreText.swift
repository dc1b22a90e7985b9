/// A sentence of the string catalog with its positional arguments, already formatted (prices and
/// dates in German). The app resolves it with its catalog: `catalog.text(key, arguments)`.
public struct StoreText: Equatable, Sendable, CustomStringConvertible {
    public enum Argument: Equatable, Sendable {
        /// `%n$@`
        case text(String)
        /// `%n$lld`
        case integer(Int)
    }

    public let key: String
    public let arguments: [Argument]

    public init(_ key: String, _ arguments: Argument...) {
        self.key = key
        self.arguments = arguments
    }

    public var description: String {
        arguments.isEmpty ? key : "\(key)(\(arguments))"
    }
}
