import Foundation

/// Why no resource folder was found; each case is one sentence for stderr.
public enum ResourceLocatorError: Error, Equatable, CustomStringConvertible {
    case environmentInvalid(String)
    case notFound(searched: [String])

    public var description: String {
        switch self {
        case .environmentInvalid(let path):
            "ZK_RESOURCES is set to \(path), but that folder holds no Content/manifest.json; point it at "
                + "Zahlenkette's Resources folder or unset it."
        case .notFound(let searched):
            "Zahlenkette cannot find its pictures, voice and texts (no Content/manifest.json in "
                + searched.joined(separator: " or ") + "); reinstall it or set ZK_RESOURCES to its Resources folder."
        }
    }
}

/// The one resource lookup for content, pictures and voice (issue 20). It searches, in order:
/// `ZK_RESOURCES`; the install location relative to the executable (`bin/../share/zahlenkette`);
/// the repository the executable was built in. Never the working directory: a launcher from the
/// desktop menu starts the app in the home folder.
public enum ResourceLocator {
    /// Where `make install` and the Debian package put the resources, relative to `bin/`.
    public static let installedRelativePath = "../share/zahlenkette"
    /// Parents of the executable's folder searched for the repository (`Desktop/.build/<triple>/release`).
    static let repositoryDepth = 8

    /// The resources of this process, looked up once (the environment and executable do not change).
    public static let process: Result<ResourceFolders, ResourceLocatorError> = locate(
        environment: ProcessInfo.processInfo.environment, executable: runningExecutable())

    public static func locate(
        environment: [String: String], executable: String?
    ) -> Result<
        ResourceFolders, ResourceLocatorError
    > {
        if let custom = environment["ZK_RESOURCES"], !custom.isEmpty {
            let root = URL(fileURLWithPath: custom).standardizedFileURL
            return holdsResources(root)
                ? .success(ResourceFolders(root: root, origin: .environment)) : .failure(.environmentInvalid(custom))
        }
        guard let executable, !executable.isEmpty else { return .failure(.notFound(searched: [])) }
        // The real file: a symlink in ~/bin or /usr/local/bin still finds the share/ of its install.
        let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        let folder = binary.deletingLastPathComponent()
        let installed = folder.appendingPathComponent(installedRelativePath).standardizedFileURL
        if holdsResources(installed) { return .success(ResourceFolders(root: installed, origin: .installed)) }
        var directory = folder
        for _ in 0..<repositoryDepth {
            let resources = directory.appendingPathComponent("Resources")
            let manifest = directory.appendingPathComponent("Desktop/Package.swift")
            if FileManager.default.fileExists(atPath: manifest.path), holdsResources(resources) {
                return .success(ResourceFolders(root: resources, origin: .repository))
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        return .failure(.notFound(searched: [installed.path, "a Zahlenkette repository above \(folder.path)"]))
    }

    /// The path of the running executable: `/proc/self/exe` on Linux (argv[0] may be a bare name
    /// found through PATH), else Foundation's notion of it.
    static func runningExecutable() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        return Bundle.main.executablePath ?? CommandLine.arguments.first
    }

    private static func holdsResources(_ root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/manifest.json").path)
    }
}
