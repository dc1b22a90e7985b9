import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// The daily Abenteuer for journeys: the home button's state, today's stored record, a stop played.
extension AppHarness {
    static let abenteuerButtonLabels: [String: String] = [
        "Abenteuer": "notStarted", "Abenteuer, schon unterwegs": "inProgress", "Abenteuer, heute geschafft": "done",
    ]

    /// What S-05's Abenteuer button says about today: notStarted, inProgress or done.
    var abenteuerButtonState: String? {
        scene.element(.home(.abenteuer)).flatMap { AppHarness.abenteuerButtonLabels[$0.label] }
    }

    /// A first child with 20 minutes a day who has already played 19:30 of them on 2026-10-01,
    /// chosen again so the session reads the day as stored: the limit comes during the next stop.
    static func childNearTheDaysLimit(seed: UInt64) throws -> AppHarness {
        let app = try AppHarness(seed: seed)
        app.createFirstProfile()
        try app.setLimits(minutes: 20, breakEvery: nil)
        var usage = try app.usage(on: "2026-10-01")
        usage.activeSeconds = 19 * 60 + 30
        try app.store.usage.saveDailyUsage(usage)
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        return app
    }

    /// The stored Abenteuer of the profile at `index` on `day`.
    func abenteuerRecord(on day: String, profile index: Int = 0) throws -> AbenteuerRecord? {
        try store.progress.abenteuer(profileID: profile(index).id, on: Berlin.day(day))
    }

    /// The ledger's Abenteuer completions of the profile at `index`.
    func abenteuerCompletions(profile index: Int = 0) throws -> [StarLedgerEntry] {
        try store.rewards.ledger(profileID: profile(index).id).filter { $0.reason == .abenteuerCompleted }
    }

    /// The games of the Abenteuer planned last in this app.
    var plannedGames: [GameID] {
        (events(named: "abenteuer-planned").last?.value("games") ?? "").split(separator: ",")
            .compactMap { GameID(rawValue: String($0)) }
    }

    /// Taps the glowing stop on S-09 and plays its round to `end`.
    func playAbenteuerStop(_ index: Int, endingOn end: ScreenID, sourceLocation: SourceLocation = #_sourceLocation) {
        tap(A11yID(.abenteuer, "stop", String(index)), sourceLocation: sourceLocation)
        #expect(screen == .gameContainer, sourceLocation: sourceLocation)
        playStopRound(endingOn: end, sourceLocation: sourceLocation)
    }

    /// Solves the running round to its end: every step a child takes, a cookie or a stroke at a
    /// time, so games with many steps per task (Zahlenmonster, Memory) finish too. Celebrations of
    /// new friends play out on the way unless `end` is S-27 itself.
    func playStopRound(endingOn end: ScreenID, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<400 where screen == .gameContainer {
            for _ in 0..<200 where journey.correctIntent == nil && screen == .gameContainer { wait(0.1) }
            guard screen == .gameContainer else { break }
            solve(sourceLocation: sourceLocation)
            wait(0.5)
        }
        // A friend made in the stop says hello before the trail or S-10 (S-27, D-0767).
        for _ in 0..<20 where screen == .befriending && end != .befriending { wait(0.5) }
        #expect(screen == end, sourceLocation: sourceLocation)
    }

    /// From S-05: today's Abenteuer from its first stop to S-10.
    func playWholeAbenteuer(sourceLocation: SourceLocation = #_sourceLocation) {
        tap(.home(.abenteuer), sourceLocation: sourceLocation)
        playAbenteuerStop(0, endingOn: .abenteuer, sourceLocation: sourceLocation)
        playAbenteuerStop(1, endingOn: .abenteuer, sourceLocation: sourceLocation)
        playAbenteuerStop(2, endingOn: .abenteuerComplete, sourceLocation: sourceLocation)
    }
}
