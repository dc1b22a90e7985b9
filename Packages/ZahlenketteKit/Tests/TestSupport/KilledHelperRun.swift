import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a helper executable of this package, killed with SIGKILL at a moment it reported on
/// standard output: the crash tests of the store, the profile deletion, purchases and the
/// Abenteuer (issues 10, 14, 16). The test chooses the moment from the lines themselves, never
/// after a timed sleep, so what the runs cover does not depend on the machine's speed.
public struct KilledHelperRun: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// What the test does after a line. A helper started with `--step` waits after each reported
    /// moment until a line arrives on its standard input; `go` sends that line.
    public enum Reply {
        /// SIGKILL now.
        case kill
        /// Let a stepping helper go on to its next moment.
        case go
        /// Nothing to answer: a running helper, or a line the helper does not wait after.
        case read
    }

    /// Every complete line the helper wrote, in order: lines that arrived with or after the kill
    /// point still count (a racing helper ran on); a torn last line is dropped.
    public let lines: [String]
    /// True when a line was answered with `kill`; false when the helper ended or closed its output
    /// first (it is then killed afterwards, so no run outlives its test).
    public let killed: Bool
    /// True when the helper ended by a signal rather than by exiting.
    public let endedBySignal: Bool
    /// The exit status, or the number of the signal that ended it.
    public let status: Int32

    /// Starts `executable` with `arguments`, hands each complete line of its standard output to
    /// `onLine` until that answers `kill`, and waits for the process to end.
    public static func run(
        _ executable: URL, arguments: [String], onLine: (String) -> Reply
    ) throws -> KilledHelperRun {
        // A helper that failed on its own closes its end; a go-ahead written then must not kill us.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = output.fileHandleForReading
        var buffer = Data()
        var lines: [String] = []
        var killed = false
        while !killed {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            for line in completeLines(&buffer) {
                lines.append(line)
                guard !killed else { continue }
                switch onLine(line) {
                case .kill:
                    kill(process.processIdentifier, SIGKILL)
                    killed = true
                case .go:
                    try? input.fileHandleForWriting.write(contentsOf: Data("go\n".utf8))
                case .read:
                    break
                }
            }
        }
        if !killed { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        buffer.append(reader.readDataToEndOfFile())
        lines += completeLines(&buffer)
        try? reader.close()
        try? input.fileHandleForWriting.close()
        return KilledHelperRun(
            lines: lines, killed: killed, endedBySignal: process.terminationReason == .uncaughtSignal,
            status: process.terminationStatus)
    }

    /// Throws unless the run ended by the kill at the chosen moment, named `point` in the message.
    /// With `orFinishedFirst`, for a racing kill sent while the helper runs on: a helper that had
    /// already written its last line and exited cleanly when the signal came is a kill after the end
    /// — on a loaded machine the reader can fall that far behind — and is accepted.
    public func requireKilled(at point: String, orFinishedFirst: Bool = false) throws {
        if orFinishedFirst, killed, !endedBySignal, status == 0 { return }
        guard endedBySignal, killed else {
            throw Failure(description: "helper ended before \(point) (status \(status)): \(lines.suffix(3))")
        }
    }

    /// Finds the executable `name` of this package: `swift test` builds every executable target
    /// into the build products folder, beside the test runner and the test targets' resource
    /// bundles. `directories` are searched first, then the runner's folder and the main bundle;
    /// each folder and its parent. The environment variable `overrideVariable` names another path.
    public static func locate(
        _ name: String, overrideVariable: String, searchingFirst directories: [URL] = []
    )
        throws -> URL
    {
        if let override = ProcessInfo.processInfo.environment[overrideVariable] {
            return URL(fileURLWithPath: override)
        }
        var directories = directories
        if let runner = Bundle.main.executableURL { directories.append(runner.deletingLastPathComponent()) }
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        directories.append(Bundle.main.bundleURL)
        for directory in directories {
            for candidate in [directory, directory.deletingLastPathComponent()] {
                let url = candidate.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        throw Failure(description: "\(name) not found next to \(directories.map(\.path)); run `swift build` first")
    }

    private static func completeLines(_ buffer: inout Data) -> [String] {
        guard let last = buffer.lastIndex(of: 0x0A) else { return [] }
        let complete = buffer[buffer.startIndex..<last]
        buffer = Data(buffer[buffer.index(after: last)...])
        return String(decoding: complete, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
