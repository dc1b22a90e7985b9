import Foundation

/// A sandbox account kept in memory only: screenshots and previews prepare a state (a waiting
/// request, a lapse) without writing a file. Everything is gone when the process ends.
public final class InMemorySandboxStorage: SandboxStorage {
    public private(set) var data: Data?

    public init(data: Data? = nil) {
        self.data = data
    }

    public func load() throws(StoreError) -> Data? {
        data
    }

    public func save(_ data: Data) throws(StoreError) {
        self.data = data
    }

    public func setAside(stamp: String) {
        data = nil
    }
}
