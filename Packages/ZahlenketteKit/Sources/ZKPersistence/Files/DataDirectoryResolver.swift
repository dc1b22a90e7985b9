import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Chooses the folder for the store and `settings.json` at launch (issue 18, DECISIONS D-1101):
/// the preferred data folder when a file can be created in it; else a private per-user folder,
/// `$XDG_RUNTIME_DIR/zahlenkette` when that runtime directory is the user's own 0700 folder, else
/// a fresh 0700 folder made by `mkdtemp` in the temporary directory; else nothing (the app keeps
/// its data in memory). Never a fixed shared path: another account could read it or plant files.
/// The chosen folder is 0700 and its files are tightened to 0600.
public enum DataDirectoryResolver {
    public static func resolve(
        preferred: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
        temporaryBase: URL = FileManager.default.temporaryDirectory
    ) -> DataDirectoryResolution {
        let problem: DataFolderProblem
        switch usable(preferred) {
        case nil:
            return DataDirectoryResolution(
                preferred: preferred, directory: preferred, location: .preferred, problem: nil,
                repaired: PrivateFiles.repair(directory: preferred))
        case let failure?:
            problem = failure
        }
        guard let (fallback, location) = privateFallback(environment: environment, temporaryBase: temporaryBase)
        else {
            return DataDirectoryResolution(
                preferred: preferred, directory: nil, location: .memoryOnly, problem: problem, repaired: [])
        }
        return DataDirectoryResolution(
            preferred: preferred, directory: fallback, location: location, problem: problem,
            repaired: PrivateFiles.repair(directory: fallback))
    }

    /// A private folder for data that cannot stay where it should: the runtime directory's
    /// `zahlenkette` folder, else a fresh `zahlenkette-XXXXXX` from `mkdtemp`; nil when neither
    /// can hold a file. The app also uses it when the store cannot be opened in a usable folder.
    public static func privateFallback(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        temporaryBase: URL = FileManager.default.temporaryDirectory
    ) -> (URL, DataDirectoryResolution.Location)? {
        if let runtime = privateRuntimeDirectory(environment) {
            let folder = runtime.appendingPathComponent("zahlenkette")
            if usable(folder) == nil { return (folder, .runtimeDirectory) }
        }
        if let fresh = freshTemporaryDirectory(in: temporaryBase), usable(fresh) == nil {
            return (fresh, .temporaryDirectory)
        }
        return nil
    }

    /// Nil when `folder` exists (made 0700 if missing) and a file can be created in it; else why not.
    /// The check creates and removes a probe file, so it holds for root as well, whom permission
    /// bits do not stop but a read-only mount or a file in the path does.
    static func usable(_ folder: URL) -> DataFolderProblem? {
        let made = PrivateFiles.makeDirectory(folder.path)
        guard made == 0 else { return DataFolderProblem(errno: made) }
        var template = Array(folder.appendingPathComponent(".zahlenkette-probe-XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { return DataFolderProblem(errno: errno) }
        close(descriptor)
        template.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { _ = unlink(base) }
        }
        return nil
    }

    /// `$XDG_RUNTIME_DIR` when it is an absolute path to a folder this user owns with no group or
    /// other bits, as the XDG base directory specification requires of it; nil otherwise, and
    /// always nil on Apple platforms, which have no such folder (docs/ios-host.md#portability).
    static func privateRuntimeDirectory(_ environment: [String: String]) -> URL? {
        #if os(Linux)
            guard let path = environment["XDG_RUNTIME_DIR"], path.hasPrefix("/") else { return nil }
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
                info.st_mode & mode_t(0o077) == 0
            else { return nil }
            return URL(fileURLWithPath: path)
        #else
            return nil
        #endif
    }

    /// A new folder `zahlenkette-XXXXXX` with mode 0700 (mkdtemp), unique to this launch.
    static func freshTemporaryDirectory(in base: URL) -> URL? {
        var template = Array(base.appendingPathComponent("zahlenkette-XXXXXX").path.utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer -> URL? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return URL(fileURLWithPath: String(cString: base))
        }
    }
}
