import Foundation
import TestSupport

/// A read-only file system for one child process: `unshare -m` gives the helper a private mount
/// namespace, a tmpfs is mounted there, seeded by a launch, remounted read-only, and launched
/// again. Nothing is mounted in the test's own namespace. Needs util-linux `unshare` and the right
/// to mount (root or CAP_SYS_ADMIN); the test that uses it is skipped otherwise.
enum ReadOnlyMount {
    static let isAvailable: Bool = {
        let point = StoreTestKit.temporaryDirectory("ro-probe")
        let script =
            "mount -t tmpfs -o size=64k tmpfs \"$1\" && mount -o remount,ro \"$1\" && ! touch \"$1/x\" 2>/dev/null"
        return (try? shell(["unshare", "-m", "sh", "-c", script, "sh", point.path]))?.status == 0
    }()

    /// The helper's `launch` lines for a data folder on a read-only tmpfs that a previous launch
    /// had filled (a store with one profile, settings with music on).
    static func launch() throws -> [String] {
        let helper = try StoreTestKit.crashHelper().path
        let point = StoreTestKit.temporaryDirectory("ro")
        let temporary = StoreTestKit.temporaryDirectory("ro-tmp")
        let script = """
            mount -t tmpfs -o size=8m tmpfs "$1" && "$2" seed "$1/data" >/dev/null && mount -o remount,ro "$1" \
            && TMPDIR="$3" "$2" launch "$1/data"
            """
        let result = try shell(
            [
                "env", "-u", "XDG_RUNTIME_DIR", "unshare", "-m", "sh", "-c", script, "sh", point.path, helper,
                temporary.path,
            ])
        guard result.status == 0 else {
            throw KilledHelperRun.Failure(description: "read-only launch failed: \(result.output)")
        }
        return result.output.split(separator: "\n").map(String.init)
    }

    static func shell(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
