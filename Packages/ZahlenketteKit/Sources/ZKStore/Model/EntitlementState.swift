/// The seven entitlement states of the subscription (docs/store.md#the-state-machine). Raw values are persisted in the
/// cached entitlement and the sandbox file.
public enum EntitlementState: String, CaseIterable, Codable, Sendable {
    /// No verified transaction.
    case free
    /// The introductory free trial, not yet over.
    case trial
    /// Paid, renewal state `subscribed`.
    case subscribed
    /// A renewal failed; premium stays until the grace end (17.1: 16 days).
    case billingGrace
    /// Over: cancelled and past its period, or billing retry after the grace ("Zahlung fehlgeschlagen").
    case expired
    /// Refunded or revoked (`revocationDate` set).
    case revoked
    /// Unlocked through Family Sharing by another member of the family.
    case familyShared

    /// The table's premium column (17.5).
    public var isPremium: Bool {
        switch self {
        case .trial, .subscribed, .billingGrace, .familyShared: true
        case .free, .expired, .revoked: false
        }
    }

    /// "Abo verwalten" is hidden for a family-shared subscription: the organiser manages it (17.5).
    public var showsManageSubscription: Bool {
        self != .familyShared
    }

    /// The subscription ended: the parent sees "Abo beendet am …" with a resubscribe option (17.7).
    public var isLapsed: Bool {
        self == .expired || self == .revoked
    }
}
