/// Why the state machine refused an event; the status stays as it was.
public struct TransitionRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: String, Equatable, Sendable {
        /// The state machine (docs/store.md#the-state-machine) has no such transition from this state.
        case notAllowedInState
        /// The trial was taken already: expired or revoked accounts may only subscribe (17.5).
        case trialAlreadyUsed
        /// An Ask to Buy request already waits; one request at a time.
        case purchasePending
        /// Approve or decline without a waiting request.
        case nothingPending
        /// Renewal or billing after the parent cancelled.
        case autoRenewIsOff
        /// A period can only end unrenewed after the parent cancelled.
        case autoRenewIsOn
    }

    public let state: EntitlementState
    public let event: StoreEvent.Kind
    public let reason: Reason

    public init(state: EntitlementState, event: StoreEvent.Kind, reason: Reason) {
        self.state = state
        self.event = event
        self.reason = reason
    }

    public var description: String {
        "\(event.rawValue) refused in \(state.rawValue): \(reason.rawValue)"
    }
}
