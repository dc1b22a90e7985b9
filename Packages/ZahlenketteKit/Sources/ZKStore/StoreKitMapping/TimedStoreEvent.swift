import Foundation

/// An event of the entitlement machine with the store's instant it happened at.
public struct TimedStoreEvent: Equatable, Sendable {
    public let event: StoreEvent
    public let date: Date

    public init(_ event: StoreEvent, at date: Date) {
        self.event = event
        self.date = date
    }
}
