import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads a small file of the data folder without trusting it (issue 18): never follows a symlink
/// (one to /dev/zero would never end), never opens anything but a regular file (a FIFO would
/// block), and never reads more than `limit` bytes (a 100 MB file is refused after one fstat).
enum BoundedFile {
    enum Outcome: Equatable {
        case missing
        case contents(Data)
        /// A symlink, folder, device or FIFO; larger than the limit; or unreadable.
        case unusable
    }

    static func read(_ path: String, limit: Int) -> Outcome {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT ? .missing : .unusable }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else {
            return .unusable
        }
        // Room for the file as it is now and one byte more, which tells a file that grew while it
        // was read; a 64 MiB limit costs nothing for a file of a few kilobytes.
        let capacity = min(limit, Int(info.st_size)) + 1
        var bytes = [UInt8](repeating: 0, count: capacity)
        var count = 0
        while count < capacity {
            let result = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return Foundation.read(descriptor, base + count, capacity - count)
            }
            if result < 0, errno == EINTR { continue }
            guard result >= 0 else { return .unusable }
            if result == 0 { break }
            count += result
        }
        // A file that grew while it was read is refused as well: it is being written.
        return count >= capacity ? .unusable : .contents(Data(bytes[0..<count]))
    }
}
