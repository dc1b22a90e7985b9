import Foundation
import ZKCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why the data folder could not be used (issue 18). The app then keeps its data in a private
/// temporary folder and tells the parent that progress is not kept (DECISIONS D-1101).
public enum DataFolderProblem: ParentFacingError {
    /// The path, or one of its parents, is a file and not a folder.
    case notAFolder
    /// The folder lies on a file system mounted read-only.
    case readOnlyFileSystem
    /// The account may not create or write files there.
    case permissionDenied
    /// The disk is full.
    case storageFull
    /// Any other failure, by errno.
    case unusable(errno: Int32)

    /// The problem behind a failed mkdir, open or stat.
    init(errno code: Int32) {
        switch code {
        case ENOTDIR, EEXIST: self = .notAFolder
        case EROFS: self = .readOnlyFileSystem
        case EACCES, EPERM: self = .permissionDenied
        case ENOSPC, EDQUOT: self = .storageFull
        default: self = .unusable(errno: code)
        }
    }

    public var description: String {
        switch self {
        case .notAFolder: "the path or one of its parents is a file, not a folder"
        case .readOnlyFileSystem: "the file system is read-only"
        case .permissionDenied: "permission denied"
        case .storageFull: "the disk is full"
        case .unusable(let code): "unusable (errno \(code))"
        }
    }

    /// One sentence for every cause: the parent can act on "progress is not kept" and on the
    /// folder named on standard error, not on an errno.
    public var parentMessageKey: String { "error.storage.temporary_folder" }
}
