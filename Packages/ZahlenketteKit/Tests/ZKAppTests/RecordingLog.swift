import Foundation
import ZKApp

/// An app log that keeps its lines for a test to read.
final class RecordingLog: AppLog, @unchecked Sendable {
    // Sendable by a lock: the lines are only touched while holding it (a test-only type).
    private let lock = NSLock()
    private var stored: [String] = []

    func write(_ line: String) {
        lock.lock()
        stored.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
