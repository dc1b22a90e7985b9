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

    /// Where "Daten exportieren" writes its file (architecture.md 11): the XDG documents folder,
    /// `XDG_DOCUMENTS_DIR` from the environment or from `user-dirs.dirs` in the XDG config folder
    /// (`"$HOME/Dokumente"` or an absolute path), else `~/Documents`.
    public static func documentsDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        readFile: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
    ) -> URL {
        let home = environment["HOME"] ?? NSHomeDirectory()
        if let custom = environment["XDG_DOCUMENTS_DIR"], custom.hasPrefix("/") {
            return URL(fileURLWithPath: custom)
        }
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        for line in (readFile(config + "/user-dirs.dirs") ?? "").split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("XDG_DOCUMENTS_DIR="), text.hasSuffix("\"") else { continue }
            var value = String(text.dropFirst("XDG_DOCUMENTS_DIR=\"".count).dropLast())
            if value.hasPrefix("$HOME") { value = home + value.dropFirst("$HOME".count) }
            // The file's own rule: $HOME/… or an absolute path; "$HOME/" alone means no folder.
            if value.hasPrefix("/"), value != home, value != home + "/" { return URL(fileURLWithPath: value) }
        }
        return URL(fileURLWithPath: home).appendingPathComponent("Documents")
    }

}
