/// Where the app writes what a developer or a support person may need to know (spec 6.9): no
/// personal data, codes and places only. The desktop host writes it to standard error.
public protocol AppLog: Sendable {
    func write(_ line: String)
}

/// A log that keeps nothing (previews, screenshots).
public struct SilentLog: AppLog {
    public init() {}

    public func write(_ line: String) {}
}
