import Foundation
import ZKCore
import ZKStore

/// `--store desktop|sandbox`: which store the desktop app talks to (issue 17).
public enum StoreChoice: String, CaseIterable, Equatable, Sendable {
    /// The desktop edition: all games, no store (the default).
    case desktop
    /// The simulated store with its developer panel, persisted in the data directory.
    case sandbox

    /// The sandbox account's file in the data directory (mode 0600).
    public static let sandboxFileName = "store-sandbox.json"

    public static func sandboxFile(in dataDirectory: URL) -> SandboxFile {
        SandboxFile(url: dataDirectory.appendingPathComponent(sandboxFileName))
    }

    /// The store client for this choice; `clock` is the app's clock. Without a data folder (the
    /// store in memory) the sandbox keeps its account in memory too.
    @MainActor
    public func makeClient(dataDirectory: URL?, clock: any AppClock) -> any StoreClient {
        switch self {
        case .desktop: DesktopEditionStoreClient(clock: clock)
        case .sandbox:
            SandboxStoreClient(
                storage: dataDirectory.map { StoreChoice.sandboxFile(in: $0) as any SandboxStorage }
                    ?? InMemorySandboxStorage(),
                clock: clock)
        }
    }
}
