import Foundation

/// Where the sandbox keeps its account. `SandboxFile` on the desktop; tests may use a file in a
/// temporary directory too.
public protocol SandboxStorage {
    /// The stored bytes; nil when nothing was stored yet.
    func load() throws(StoreError) -> Data?
    /// Replaces the stored bytes completely or not at all.
    func save(_ data: Data) throws(StoreError)
    /// Moves unreadable contents out of the way so the next save starts afresh.
    func setAside(stamp: String)
}
