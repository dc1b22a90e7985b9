import Foundation

// The line protocol every SIGKILL crash helper speaks with its test (docs/persistence.md#fault-tests):
// one unbuffered write per line, so every line the parent reads names a moment the helper had
// already reached; in step mode the helper waits for the parent's go-ahead after each line.

/// Writes `line` to standard output at once.
public func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes `line` to standard error and ends the helper with status 2.
public func fail(_ line: String) -> Never {
    FileHandle.standardError.write(Data((line + "\n").utf8))
    exit(2)
}

/// Reports a kill point; with `step` waits for the parent's go-ahead (or its SIGKILL).
public func report(_ line: String, step: Bool) {
    say(line)
    guard step else { return }
    if readLine() == nil { fail("parent closed the pipe at: " + line) }
}
