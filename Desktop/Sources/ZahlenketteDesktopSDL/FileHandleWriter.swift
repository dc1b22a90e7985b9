import Foundation

/// Writes lines to stdout and stderr without `print`.
public enum FileHandleWriter {
    public static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
