import Foundation
import ZKApp

/// The app's log on the desktop: one line per entry on standard error, prefixed with the program.
public struct StandardErrorLog: AppLog {
    public init() {}

    public func write(_ line: String) {
        FileHandle.standardError.write(Data("zahlenkette: \(line)\n".utf8))
    }
}
