import Foundation

/// The folder holding the app's `Content/`, `Images/` and `Audio/` (issue 20), and where it was
/// found. Fonts are the system's (fontconfig, D-1303), so they have no folder here.
public struct ResourceFolders: Equatable, Sendable {
    public enum Origin: String, Equatable, Sendable {
        /// `ZK_RESOURCES` named it.
        case environment
        /// `../share/zahlenkette` next to the executable's `bin/` (`make install`, the Debian package).
        case installed
        /// `Resources/` of the repository the executable was built in (`make run`).
        case repository
    }

    public let root: URL
    public let origin: Origin

    public init(root: URL, origin: Origin) {
        self.root = root
        self.origin = origin
    }

    public var content: URL { root.appendingPathComponent("Content") }
    public var images: URL { root.appendingPathComponent("Images") }
    public var audio: URL { root.appendingPathComponent("Audio") }
    /// The launcher's icon at 256 px, which SDL shows as the window's icon.
    public var windowIcon: URL { root.appendingPathComponent("Icons/256x256.png") }
}
