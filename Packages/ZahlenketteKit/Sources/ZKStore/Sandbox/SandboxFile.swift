import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The sandbox account as a JSON file readable only by its owner (0600): written to a temporary
/// file, synced, renamed over the old one, so a crash leaves either the old or the new account.
public struct SandboxFile: SandboxStorage {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func load() throws(StoreError) -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw StoreError.sandboxUnreadable }
        return data
    }

    public func save(_ data: Data) throws(StoreError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.sandboxWriteFailed
        }
        let temporary = url.appendingPathExtension("tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw StoreError.sandboxWriteFailed }
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        // O_CREAT's mode only applies to a new file; a leftover temporary keeps its own.
        let owned = fchmod(descriptor, 0o600) == 0
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, owned, synced, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw StoreError.sandboxWriteFailed
        }
    }

    public func setAside(stamp: String) {
        let aside = url.appendingPathExtension("corrupt-\(stamp)")
        rename(url.path, aside.path)
    }
}
