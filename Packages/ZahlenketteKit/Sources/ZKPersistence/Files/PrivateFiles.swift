import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Owner-only modes for the data folder and everything in it (issue 18, DECISIONS D-1100): the
/// folder holds children's learning histories, so no other account on the machine may read it.
/// Folders are 0700, files 0600; looser modes found at launch are tightened.
public enum PrivateFiles {
    public static let directoryMode = mode_t(0o700)
    public static let fileMode = mode_t(0o600)

    /// What a path is, following a symlink to its target.
    enum Kind: Equatable {
        case missing
        case regular
        case directory
        /// A device, FIFO, socket or a symlink whose target is missing.
        case other
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .regular
            case S_IFDIR: return .directory
            default: return .other
            }
        }
        // A dangling symlink still occupies the name.
        return lstat(path, &info) == 0 ? .other : .missing
    }

    /// Creates `path` and each missing parent with mode 0700. Returns 0, or the errno of the
    /// step that failed (ENOTDIR when a parent is a file, EROFS, EACCES, ENOSPC, …); an existing
    /// path that is not a folder gives ENOTDIR.
    static func makeDirectory(_ path: String) -> Int32 {
        let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        var current = ""
        for component in components {
            current = current.isEmpty || current == "/" ? current + component : current + "/" + component
            if current == "/" { continue }
            if mkdir(current, directoryMode) != 0 {
                let failure = errno
                guard failure == EEXIST else { return failure }
            }
        }
        return kind(of: path) == .directory ? 0 : ENOTDIR
    }

    /// Tightens the folder itself to 0700, and every entry in it (not below) that grants group or
    /// other bits: files to 0600, folders to 0700. Symlinks are skipped: chmod would change their
    /// targets, which may lie outside the folder. Returns the names that were tightened
    /// (`"."` for the folder itself), sorted.
    @discardableResult
    public static func repair(directory: URL) -> [String] {
        var repaired: [String] = []
        if tighten(directory.path, to: directoryMode) { repaired.append(".") }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() {
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: if tighten(path, to: fileMode) { repaired.append(name) }
            case S_IFDIR: if tighten(path, to: directoryMode) { repaired.append(name) }
            default: continue
            }
        }
        return repaired
    }

    /// Creates an empty file with mode 0600 unless something exists at `path`. SQLite gives a
    /// database's -wal and -shm the mode of the database file, so creating the file first keeps
    /// all three private whatever the umask.
    static func createFile(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
        if descriptor >= 0 { close(descriptor) }
    }

    /// chmod to `mode` when the current mode grants any group or other bit; true when it did.
    /// A path that is missing or cannot be changed is left as it is.
    @discardableResult
    static func tighten(_ path: String, to mode: mode_t) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & mode_t(0o077) != 0 else { return false }
        return chmod(path, mode) == 0
    }

    /// The permission bits of `path` (following symlinks), or nil when it is missing.
    public static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & mode_t(0o7777)
    }
}
