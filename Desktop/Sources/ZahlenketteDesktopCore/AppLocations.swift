import Foundation
import ZKParentArea

/// Where the desktop app keeps its data (docs/app.md#running-it). Resources: `ResourceLocator`.
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

    /// Where "Daten exportieren" writes its file (docs/export.md): the XDG documents folder,
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

    /// The folders the export and the report go into, in order (D-0906): what `xdg-user-dir
    /// DOCUMENTS` answers (when it names a folder other than the home folder), else the folder of
    /// `documentsDirectory`, then `~/Documents`, then the data folder.
    public static func exportFolders(
        dataDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
        xdgUserDir: () -> String? = AppLocations.askXDGUserDir
    ) -> [URL] {
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
        let answer = xdgUserDir() ?? documentsDirectory(environment: environment).path
        return ExportLocation.candidates(xdgDocuments: answer, home: home, dataDirectory: dataDirectory)
    }

    /// `xdg-user-dir DOCUMENTS`, nil when the tool is missing or says nothing.
    public static func askXDGUserDir() -> String? {
        let tool = ["/usr/bin/xdg-user-dir", "/bin/xdg-user-dir"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let tool else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["DOCUMENTS"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !text.isEmpty ? text : nil
    }
}
