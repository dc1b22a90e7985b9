import Foundation
import TestSupport
import ZKContent
import ZKCore
import ZKStore

/// Shared fixtures of the store tests: Berlin time, the machine, states reached from a fresh
/// account, the shipped games' rules and the shipped catalog's German.
enum StoreTestKit {
    static let calendar = Berlin.calendar
    static let machine = EntitlementMachine(calendar: calendar)
    /// 2026-10-01 09:00 Berlin.
    static let start = Berlin.octoberFirst.now

    static func days(_ count: Double) -> TimeInterval {
        count * 86_400
    }

    /// Applies `events` in order, one hour apart from `start`; nil when any is refused.
    static func status(
        after events: [StoreEvent], from status: SubscriptionStatus = .free, at date: Date = start
    )
        -> SubscriptionStatus?
    {
        var current = status
        var time = date
        for event in events {
            guard case .success(let next) = machine.apply(event, to: current, at: time) else { return nil }
            current = next
            time = time.addingTimeInterval(3600)
        }
        return current
    }

    /// The events that take a fresh account into `state`. `expired` goes through a cancelled
    /// trial, so the trial is used.
    static func events(reaching state: EntitlementState) -> [StoreEvent] {
        switch state {
        case .free: []
        case .trial: [.purchased(.yearly, withTrial: true)]
        case .subscribed: [.purchased(.yearly, withTrial: false)]
        case .billingGrace: [.purchased(.yearly, withTrial: false), .billingFailed]
        case .expired: [.purchased(.yearly, withTrial: true), .autoRenewTurnedOff, .periodEnded]
        case .revoked: [.purchased(.monthly, withTrial: false), .revoked]
        case .familyShared: [.familySharingStarted(.yearly)]
        }
    }

    /// `state` reached from a fresh account; an expiry happens at the trial's end (8 October).
    static func reach(_ state: EntitlementState) -> SubscriptionStatus {
        let events = events(reaching: state)
        guard state == .expired, let cancelled = status(after: events.dropLast()) else {
            return status(after: events) ?? .free
        }
        return status(after: [.periodEnded], from: cancelled, at: cancelled.expirationDate ?? start) ?? .free
    }

    /// The shipped games' tiers and skills, as the app passes them to the store.
    static var shippedRules: LapseRules {
        var games: [GameID: LapseRules.GameFacts] = [:]
        for (id, config) in ShippedContent.catalog.games {
            games[id] = LapseRules.GameFacts(
                tier: config.tier, primarySkill: config.primarySkill, secondarySkill: config.secondarySkill)
        }
        return LapseRules(games: games)
    }

    /// The German the app shows for `text`, resolved by the shipped string catalog.
    static func german(_ text: StoreText) -> String? {
        let arguments = text.arguments.map { argument -> StringArgument in
            switch argument {
            case .text(let value): .text(value)
            case .integer(let value): .integer(value)
            }
        }
        return ShippedContent.catalog.strings.lookup(text.key, arguments: arguments)
    }

    /// The no-break space CLDR puts between an amount and the euro sign.
    static let nbsp = "\u{00A0}"
}
