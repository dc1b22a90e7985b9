import Foundation

/// Where the export file goes on the desktop (docs/parent-area.md#profiles-data-and-reset): the XDG
/// documents folder (`xdg-user-dir DOCUMENTS`), else `~/Documents`, else the data folder.
/// `xdg-user-dir` answers the home folder itself when no documents folder is configured; that
/// answer is skipped.
public enum ExportLocation {
    /// The folders to try, in order, without repeats.
    public static func candidates(xdgDocuments: String?, home: URL?, dataDirectory: URL) -> [URL] {
        var result: [URL] = []
        let trimmed = xdgDocuments?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if !trimmed.isEmpty, trimmed.hasPrefix("/") {
            let url = URL(fileURLWithPath: trimmed).standardizedFileURL
            if url.path != home?.standardizedFileURL.path { result.append(url) }
        }
        if let home { result.append(home.appendingPathComponent("Documents").standardizedFileURL) }
        result.append(dataDirectory.standardizedFileURL)
        var seen: Set<String> = []
        return result.filter { seen.insert($0.path).inserted }
    }
}
