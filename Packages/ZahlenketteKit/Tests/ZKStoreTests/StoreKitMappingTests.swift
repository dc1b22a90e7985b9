import Foundation
import TestSupport
import Testing
import ZKCore
import ZKStore

/// StoreKit 2's readings become the entitlement machine's events (issue 38; docs/ios-host.md#storekit).
/// Each case is what a parent lives through on an iPhone; it ends in engine 17.5's state, and a
/// lapse keeps everything.
@Suite struct StoreKitMappingTests {
    static let calendar = StoreTestKit.calendar
    static let mapping = StoreKitMapping(calendar: calendar, environments: [.production])

    /// 1 October 2026 09:00: the trial starts.
    static let bought = StoreTestKit.start
    /// 8 October 2026: the trial ends and the first year starts.
    static let trialEnd = Berlin.clock("2026-10-08").now
    static let firstYearEnd = Berlin.clock("2027-10-08").now
    static let secondYearEnd = Berlin.clock("2028-10-08").now
    static let graceEnd = Berlin.clock("2027-10-24").now

    /// A reading of the yearly product from `start` to `end`.
    static func yearly(
        _ start: Date, _ end: Date, _ state: StoreKitSnapshot.RenewalState = .subscribed, autoRenew: Bool = true,
        offer: StoreKitSnapshot.OfferType? = nil, revoked: Date? = nil, grace: Date? = nil,
        ownership: StoreKitSnapshot.Ownership = .purchased, environment: StoreKitSnapshot.Environment = .production,
        productID: String = SubscriptionPlan.yearly.productID
    ) -> StoreKitSnapshot {
        StoreKitSnapshot(
            productID: productID, purchaseDate: start, expirationDate: end, revocationDate: revoked,
            ownership: ownership, offerType: offer, environment: environment, renewalState: state,
            willAutoRenew: autoRenew, gracePeriodExpirationDate: grace)
    }

    static let trial = yearly(bought, trialEnd, offer: .introductory)
    static let firstYear = yearly(trialEnd, firstYearEnd)
    static let secondYear = yearly(firstYearEnd, secondYearEnd)

    /// What the account must be after the readings.
    struct Expected: Sendable {
        var state: EntitlementState
        var expirationDate: Date?
        var willAutoRenew: Bool = true
        var endedAt: Date? = nil
        var graceEnd: Date? = nil
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let readings: [StoreKitSnapshot]
        let expected: Expected
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "the trial starts", readings: [trial],
            expected: Expected(state: .trial, expirationDate: trialEnd)),
        Case(
            name: "the trial turns into a paid year", readings: [trial, firstYear],
            expected: Expected(state: .subscribed, expirationDate: firstYearEnd)),
        Case(
            name: "the year renews", readings: [trial, firstYear, secondYear],
            expected: Expected(state: .subscribed, expirationDate: secondYearEnd)),
        Case(
            name: "a cancelled year keeps premium to its end",
            readings: [trial, firstYear, yearly(trialEnd, firstYearEnd, autoRenew: false)],
            expected: Expected(state: .subscribed, expirationDate: firstYearEnd, willAutoRenew: false)),
        Case(
            name: "a cancelled year ends at its end",
            readings: [
                trial, firstYear, yearly(trialEnd, firstYearEnd, autoRenew: false),
                yearly(trialEnd, firstYearEnd, .expired, autoRenew: false),
            ],
            expected: Expected(
                state: .expired, expirationDate: firstYearEnd, willAutoRenew: false, endedAt: firstYearEnd)),
        Case(
            name: "renewal turned back on before the end renews the year",
            readings: [
                trial, firstYear, yearly(trialEnd, firstYearEnd, autoRenew: false), yearly(trialEnd, firstYearEnd),
                secondYear,
            ],
            expected: Expected(state: .subscribed, expirationDate: secondYearEnd)),
        Case(
            name: "a renewal after a cancellation means it was turned back on",
            readings: [trial, firstYear, yearly(trialEnd, firstYearEnd, autoRenew: false), secondYear],
            expected: Expected(state: .subscribed, expirationDate: secondYearEnd)),
        Case(
            name: "a failed charge opens 16 days of grace",
            readings: [trial, firstYear, yearly(trialEnd, firstYearEnd, .inGracePeriod, grace: graceEnd)],
            expected: Expected(state: .billingGrace, expirationDate: firstYearEnd, graceEnd: graceEnd)),
        Case(
            name: "a charge that succeeds in the grace keeps the renewal date",
            readings: [
                trial, firstYear, yearly(trialEnd, firstYearEnd, .inGracePeriod, grace: graceEnd),
                yearly(Berlin.clock("2027-10-12").now, secondYearEnd),
            ],
            expected: Expected(state: .subscribed, expirationDate: secondYearEnd)),
        Case(
            name: "a reading from before the failed charge does not end the grace",
            readings: [
                trial, firstYear, yearly(trialEnd, firstYearEnd, .inGracePeriod, grace: graceEnd), firstYear,
            ],
            expected: Expected(state: .billingGrace, expirationDate: firstYearEnd, graceEnd: graceEnd)),
        Case(
            name: "billing retry after the grace ends the subscription",
            readings: [trial, firstYear, yearly(trialEnd, firstYearEnd, .inBillingRetryPeriod)],
            expected: Expected(
                state: .expired, expirationDate: firstYearEnd, willAutoRenew: false, endedAt: graceEnd)),
        Case(
            name: "a trial whose first charge fails ends with the trial",
            readings: [trial, yearly(bought, trialEnd, .inBillingRetryPeriod, offer: .introductory)],
            expected: Expected(state: .expired, expirationDate: trialEnd, willAutoRenew: false, endedAt: trialEnd)),
        Case(
            name: "a refund revokes at once",
            readings: [
                trial, firstYear,
                yearly(trialEnd, firstYearEnd, .revoked, revoked: Berlin.clock("2026-11-07").now),
            ],
            expected: Expected(
                state: .revoked, expirationDate: firstYearEnd, willAutoRenew: false,
                endedAt: Berlin.clock("2026-11-07").now)),
        Case(
            name: "the organiser shares the subscription",
            readings: [yearly(bought, Berlin.clock("2027-10-01").now, ownership: .familyShared)],
            expected: Expected(state: .familyShared, expirationDate: Berlin.clock("2027-10-01").now)),
        Case(
            name: "the organiser stops sharing",
            readings: [
                yearly(bought, Berlin.clock("2027-10-01").now, ownership: .familyShared),
                yearly(
                    bought, Berlin.clock("2027-10-01").now, .revoked, revoked: Berlin.clock("2027-01-10").now,
                    ownership: .familyShared),
            ],
            expected: Expected(state: .free, expirationDate: nil, willAutoRenew: false)),
        Case(
            name: "an old shared period replayed does not end the sharing that runs now",
            readings: [
                yearly(bought, Berlin.clock("2027-10-01").now, ownership: .familyShared),
                yearly(Berlin.clock("2027-10-01").now, Berlin.clock("2028-10-01").now, ownership: .familyShared),
                yearly(bought, Berlin.clock("2027-10-01").now, .expired, ownership: .familyShared),
            ],
            expected: Expected(state: .familyShared, expirationDate: Berlin.clock("2028-10-01").now)),
        Case(
            name: "a clock set back replays older readings and the account does not go back",
            readings: [
                trial, firstYear, secondYear, trial, yearly(trialEnd, firstYearEnd, .expired, autoRenew: false),
            ],
            expected: Expected(state: .subscribed, expirationDate: secondYearEnd)),
        Case(
            name: "a restore on a new device takes the running year as the store reports it",
            readings: [secondYear],
            expected: Expected(state: .subscribed, expirationDate: secondYearEnd)),
        Case(
            name: "a restore on a new device finds a subscription that ended",
            readings: [yearly(trialEnd, firstYearEnd, .expired, autoRenew: false)],
            expected: Expected(
                state: .expired, expirationDate: firstYearEnd, willAutoRenew: false, endedAt: firstYearEnd)),
        Case(
            name: "periods renewed while the app was not opened are caught up",
            readings: [trial, secondYear],
            expected: Expected(state: .subscribed, expirationDate: secondYearEnd)),
        Case(
            name: "a trial bought under the old product ID of D-1003 still counts",
            readings: [
                yearly(bought, trialEnd, offer: .introductory, productID: "zk.premium.yearly"),
                yearly(trialEnd, firstYearEnd, productID: "zk.premium.yearly"),
            ],
            expected: Expected(state: .subscribed, expirationDate: firstYearEnd)),
        Case(
            name: "an Xcode test purchase unlocks nothing in a release build",
            readings: [yearly(bought, trialEnd, offer: .introductory, environment: .xcode)],
            expected: Expected(state: .free, expirationDate: nil, willAutoRenew: false)),
        Case(
            name: "a product the app does not sell unlocks nothing",
            readings: [yearly(bought, trialEnd, productID: "de.zahlenkette.app.premium.weekly")],
            expected: Expected(state: .free, expirationDate: nil, willAutoRenew: false)),
    ]

    @Test(arguments: cases) func eachCaseEndsInTheSpecsState(_ example: Case) {
        let replay = Self.mapping.replay(example.readings, from: .free)
        let status = replay.status
        #expect(status.state == example.expected.state)
        #expect(status.isPremium == example.expected.state.isPremium)
        #expect(status.expirationDate == example.expected.expirationDate)
        #expect(status.willAutoRenew == example.expected.willAutoRenew)
        #expect(status.endedAt == example.expected.endedAt)
        #expect(status.graceEnd == example.expected.graceEnd)
        #expect(replay.refusals.isEmpty)
    }

    /// "A lapse keeps everything": no reading ever removes a transaction or gives the trial back,
    /// and a refund or the end of sharing only marks its transaction.
    @Test(arguments: cases) func noReadingTakesAnythingAway(_ example: Case) {
        var before = SubscriptionStatus.free
        for reading in example.readings {
            let after = Self.mapping.replay([reading], from: before).status
            #expect(after.transactions.count >= before.transactions.count)
            for (old, new) in zip(before.transactions, after.transactions) {
                #expect(old.id == new.id && old.kind == new.kind && old.purchaseDate == new.purchaseDate)
                #expect(old.revocationDate == nil || old.revocationDate == new.revocationDate)
            }
            #expect(!before.trialUsed || after.trialUsed)
            before = after
        }
    }

    @Test func theEventsAreTheMachinesWithTheStoresDates() {
        let replay = Self.mapping.replay(
            [Self.trial, Self.firstYear, Self.yearly(Self.trialEnd, Self.firstYearEnd, .inBillingRetryPeriod)],
            from: .free)
        #expect(
            replay.events == [
                TimedStoreEvent(.purchased(.yearly, withTrial: true), at: Self.bought),
                TimedStoreEvent(.renewed, at: Self.trialEnd),
                TimedStoreEvent(.billingFailed, at: Self.firstYearEnd),
                TimedStoreEvent(.graceEnded, at: Self.graceEnd),
            ])
        #expect(replay.status.transactions.map(\.kind) == [.trial, .renewal])
    }

    @Test func aRefundMarksThePaidYearAndTheSharedRecordStaysAfterSharingEnds() {
        let refunded = Self.mapping.replay(
            [
                Self.trial, Self.firstYear,
                Self.yearly(Self.trialEnd, Self.firstYearEnd, .revoked, revoked: Self.firstYearEnd),
            ],
            from: .free
        ).status
        #expect(refunded.transactions.map(\.revocationDate) == [nil, Self.firstYearEnd])
        #expect(!refunded.isEligibleForTrial)

        let stopped = Berlin.clock("2027-01-10").now
        let shared = Self.mapping.replay(
            [
                Self.yearly(Self.bought, Berlin.clock("2027-10-01").now, ownership: .familyShared),
                Self.yearly(
                    Self.bought, Berlin.clock("2027-10-01").now, .revoked, revoked: stopped, ownership: .familyShared),
            ],
            from: .free
        ).status
        #expect(shared.transactions.map(\.kind) == [.familyShare])
        #expect(shared.transactions.map(\.revocationDate) == [stopped])
        #expect(!SubscriptionStatus.free.state.isLapsed && !shared.state.isLapsed)
    }

    @Test func aFamilySharedSubscriptionHidesManageAndRenewsWithTheOrganiser() {
        let status = Self.mapping.replay(
            [
                Self.yearly(Self.bought, Berlin.clock("2027-10-01").now, ownership: .familyShared),
                Self.yearly(Berlin.clock("2027-10-01").now, Berlin.clock("2028-10-01").now, ownership: .familyShared),
            ],
            from: .free
        ).status
        #expect(status.state == .familyShared && !status.state.showsManageSubscription)
        #expect(status.expirationDate == Berlin.clock("2028-10-01").now)
    }

    @Test func afterALapseANewPurchaseSubscribesWithoutASecondTrial() {
        let lapsed = Self.mapping.replay(
            [Self.trial, Self.yearly(Self.bought, Self.trialEnd, .expired, autoRenew: false, offer: .introductory)],
            from: .free)
        #expect(lapsed.status.state == .expired)
        let back = Berlin.clock("2027-02-01").now
        let again = Self.mapping.replay(
            [Self.yearly(back, Berlin.clock("2028-02-01").now, offer: .introductory)], from: lapsed.status)
        #expect(again.status.state == .subscribed)
        #expect(again.events == [TimedStoreEvent(.purchased(.yearly, withTrial: false), at: back)])
        #expect(again.status.transactions.map(\.kind) == [.trial, .purchase])
    }

    @Test func aClockSetBackCannotShortenWhatTheStoreVerified() {
        let replay = Self.mapping.replay([Self.trial, Self.firstYear, Self.secondYear, Self.trial], from: .free)
        let verified = Berlin.clock("2027-11-01").now
        let cache = CachedEntitlement(status: replay.status, verifiedAt: verified)
        let setBack = Berlin.clock("2026-10-02").now
        #expect(cache.verdict(at: setBack, calendar: Self.calendar) == .premium(until: Self.secondYearEnd))
    }

    @Test func ignoredReadingsAreReportedAndChangeNothing() {
        let xcode = Self.yearly(Self.bought, Self.trialEnd, offer: .introductory, environment: .xcode)
        let strange = Self.yearly(Self.bought, Self.trialEnd, productID: "com.example.other")
        let replay = Self.mapping.replay([xcode, strange], from: .free)
        #expect(replay.ignored == [xcode, strange])
        #expect(replay.status == .free && replay.events.isEmpty)
        let debug = StoreKitMapping(calendar: Self.calendar, environments: [.production, .sandbox, .xcode])
        #expect(debug.replay([xcode], from: .free).status.state == .trial)
    }
}
