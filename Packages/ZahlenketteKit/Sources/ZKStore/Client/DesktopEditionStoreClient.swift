import ZKCore

/// The desktop edition's store (the desktop default, and the app's when a host names none): every
/// game is included, nothing is sold. S-24 says so in German ("Diese Ausgabe enthält alle
/// Spiele."); purchase, restore and manage answer that nothing is offered. Portable, so the app's
/// tests and previews run on it too (D-1010).
@MainActor
public final class DesktopEditionStoreClient: StoreClient {
    public let edition = StoreEdition.desktopEdition
    private let clock: any AppClock
    private var outbox: [StoreUpdate] = []

    public init(clock: any AppClock) {
        self.clock = clock
    }

    public func requestProducts() {
        outbox.append(.products(.success([])))
    }

    public func requestEntitlement() {
        outbox.append(.entitlement(.desktopEdition, verifiedAt: clock.now))
    }

    public func purchase(_ plan: SubscriptionPlan) {
        outbox.append(.purchase(.failed(.notOffered)))
    }

    public func sync() {
        outbox.append(.restore(.failed(.notOffered)))
    }

    public func manageSubscriptions() {
        outbox.append(.manage(.notOffered))
    }

    public func poll() -> [StoreUpdate] {
        defer { outbox.removeAll() }
        return outbox
    }
}
