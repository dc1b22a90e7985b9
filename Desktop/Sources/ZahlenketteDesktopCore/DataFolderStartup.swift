import Foundation
import ZKPersistence

/// The data folder of one launch (issue 18, D-1101): resolved before the store opens, and a
/// fallback said at once on standard error; the resolution's `parentMessageKeys` become parent
/// notices. Never a fixed shared fallback path.
public enum DataFolderStartup {
    public static func resolve(
        _ preferred: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
        standardError: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) -> DataDirectoryResolution {
        let resolution = DataDirectoryResolver.resolve(preferred: preferred, environment: environment)
        for line in resolution.diagnostics {
            standardError("zahlenkette: " + line + "\n")
        }
        return resolution
    }
}
