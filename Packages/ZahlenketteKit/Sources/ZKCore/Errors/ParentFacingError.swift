/// An error the parent area can explain. The key names a short German sentence under the `error`
/// area of Localizable.xcstrings (spec 6.8.4); the child never sees any of it.
public protocol ParentFacingError: Error, Sendable, Equatable, CustomStringConvertible {
    var parentMessageKey: String { get }
}
