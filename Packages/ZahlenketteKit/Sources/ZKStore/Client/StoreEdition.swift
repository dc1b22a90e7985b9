/// Which store stands behind the client.
public enum StoreEdition: String, Equatable, Sendable {
    /// StoreKit on the iPad.
    case appStore
    /// The simulated store of `--store sandbox`; labelled on every screen.
    case sandbox
    /// The desktop default: all games included, no store.
    case desktopEdition

    /// The label every screen shows in the sandbox so it is never mistaken for a real purchase.
    public var bannerKey: String? {
        self == .sandbox ? "store.sandbox.banner" : nil
    }
}
