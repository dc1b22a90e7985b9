import Foundation

/// Where the desktop app finds its resources and keeps its data (architecture.md 5).
public enum AppLocations {
    /// The folder holding `Content/`, `Images/` and `Audio/`: `ZK_RESOURCES`, else `Resources/` in
    /// the working directory or one of its parents, else next to the executable or its parents.
    public static func resources(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        executable: String = CommandLine.arguments.first ?? ""
    ) -> URL? {
        if let custom = environment["ZK_RESOURCES"], isResources(custom) { return URL(fileURLWithPath: custom) }
        let executableDirectory = (executable as NSString).deletingLastPathComponent
        for start in [workingDirectory, executableDirectory] where !start.isEmpty {
            var directory = start
            for _ in 0..<8 {
                let candidate = (directory as NSString).appendingPathComponent("Resources")
                if isResources(candidate) { return URL(fileURLWithPath: candidate) }
                let parent = (directory as NSString).deletingLastPathComponent
                if parent == directory { break }
                directory = parent
            }
        }
        return nil
    }

    /// `$XDG_DATA_HOME/zahlenkette`, else `~/.local/share/zahlenkette`.
    public static func defaultDataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL
    {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("zahlenkette")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/zahlenkette")
    }

    private static func isResources(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Content/manifest.json"))
    }
}
