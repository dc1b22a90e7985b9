import Foundation

/// `--store desktop|sandbox`: which store the desktop app talks to (issue 17). Kept free of the
/// store module so the argument parser builds alone (the script fuzzer compiles it).
public enum StoreChoice: String, CaseIterable, Equatable, Sendable {
    /// The desktop edition: all games, no store (the default).
    case desktop
    /// The simulated store with its developer panel, persisted in the data directory.
    case sandbox

    /// The sandbox account's file in the data directory (mode 0600).
    public static let sandboxFileName = "store-sandbox.json"
}
