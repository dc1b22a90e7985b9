import Foundation
import ZKCore
import ZKStore

/// The store client each `--store` choice stands for.
extension StoreChoice {
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
