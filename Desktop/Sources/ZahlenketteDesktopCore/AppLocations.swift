import Foundation

/// Where the desktop app keeps its data (architecture.md 5). Resources: `ResourceLocator`.
public enum AppLocations {
    /// `$XDG_DATA_HOME/zahlenkette`, else `~/.local/share/zahlenkette`.
    public static func defaultDataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL
    {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("zahlenkette")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/zahlenkette")
    }
}
