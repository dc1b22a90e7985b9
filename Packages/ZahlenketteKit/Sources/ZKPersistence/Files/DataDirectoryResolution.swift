import Foundation

/// Where the data lives for this launch and what the launch had to do to get there
/// (`DataDirectoryResolver`). The app says a fallback at once: `diagnostics` on standard error,
/// `parentMessageKeys` as parent notices.
public struct DataDirectoryResolution: Sendable, Equatable {
    public enum Location: String, Sendable, Equatable {
        /// The chosen data folder (`--data-dir`, else the XDG data directory).
        case preferred
        /// `$XDG_RUNTIME_DIR/zahlenkette`: private, emptied when the user logs out.
        case runtimeDirectory
        /// A fresh `zahlenkette-XXXXXX` in the temporary directory: private, gone after a restart.
        case temporaryDirectory
        /// No folder could hold a file; the store lives in memory.
        case memoryOnly
    }

    /// The folder asked for.
    public let preferred: URL
    /// The folder to open the store and settings in; nil for `.memoryOnly`.
    public let directory: URL?
    public let location: Location
    /// Why the preferred folder was not used; nil when it was.
    public let problem: DataFolderProblem?
    /// Names in the chosen folder whose looser modes were tightened (`"."` is the folder itself).
    public let repaired: [String]

    /// True when progress will not survive a restart of the computer (or the app).
    public var isTemporary: Bool { location != .preferred }

    /// Parent-notice keys: the temporary-folder sentence when the preferred folder was not used.
    public var parentMessageKeys: [String] {
        problem.map { [$0.parentMessageKey] } ?? []
    }

    /// English lines for standard error, without a program prefix; empty on a normal start.
    public var diagnostics: [String] {
        var lines: [String] = []
        if let problem {
            let target =
                directory.map { "progress is kept in " + $0.path + " only until the computer restarts" }
                ?? "progress is kept in memory only until the app closes"
            lines.append(
                "the data folder " + preferred.path + " cannot be used (" + problem.description + "); " + target)
        }
        if !repaired.isEmpty, let directory {
            lines.append(
                "made " + repaired.joined(separator: ", ") + " in " + directory.path
                    + " private to this user (it was readable by others)")
        }
        return lines
    }
}
