import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// One Abenteuer per child and trusted date (docs/app.md#sessions-daily-limits-and-the-gate, 15.12): it waits all day, through a
/// restart; at midnight it quietly gives way to the next day's, keeping every star; a clock moved
/// forward changes nothing within a boot.
@MainActor @Suite struct AbenteuerDayTests {
    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("zk-abenteuer-\(UUID())")
    }

    /// A child with stop 0 of today's Abenteuer played, back on S-05.
    private func childAfterFirstStop(_ device: DeviceTime, folder: URL) throws -> AppHarness {
        let app = try AppHarness(dataDirectory: folder, device: device)
        app.createFirstProfile(level: .vorschule)
        // No limit and no break: these journeys keep the child at the screen across midnight.
        try app.setLimits(minutes: nil, breakEvery: nil)
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        app.tap(.home(.abenteuer))
        app.playAbenteuerStop(0, endingOn: .abenteuer)
        app.tap(AbenteuerScreenIDs.home)
        #expect(app.abenteuerButtonState == "inProgress")
        return app
    }

    @Test func aRestartTheSameDayResumesAtTheNextStopAndGivesFiveStarsOnce() throws {
        let device = DeviceTime(day: "2026-10-01")
        let data = folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let first = try childAfterFirstStop(device, folder: data)
        let planned = try #require(try first.abenteuerRecord(on: "2026-10-01"))
        device.pass(3 * 3600)

        let again = try AppHarness(dataDirectory: data, seed: 41, device: device)
        again.wait(1.5)
        again.tap(.profileTile(0))
        #expect(again.abenteuerButtonState == "inProgress")
        again.tap(.home(.abenteuer))
        #expect(again.events(named: "abenteuer-planned").isEmpty)
        #expect(again.scene.element(A11yID(.abenteuer, "stop", "0"))?.role == .image)
        #expect(again.scene.element(A11yID(.abenteuer, "stop", "1"))?.role == .button)
        again.playAbenteuerStop(1, endingOn: .abenteuer)
        again.playAbenteuerStop(2, endingOn: .abenteuerComplete)
        #expect(again.events(named: "abenteuer-complete").first?.value("id") == planned.id.uuidString)

        // A third launch that day: done, and nothing more is added.
        let balance = try again.store.rewards.balance(profileID: again.profile().id)
        let third = try AppHarness(dataDirectory: data, seed: 42, device: device)
        third.wait(1.5)
        third.tap(.profileTile(0))
        #expect(third.abenteuerButtonState == "done")
        #expect(try third.abenteuerCompletions().map(\.sourceID) == [planned.id])
        #expect(try third.abenteuerCompletions().map(\.amount) == [5])
        #expect(try third.store.rewards.balance(profileID: third.profile().id) == balance)
        withExtendedLifetime(first) {}
    }

    @Test func atMidnightTheUnfinishedAbenteuerQuietlyGivesWayAndKeepsItsStars() throws {
        let device = DeviceTime(day: "2026-10-01", hour: 23)
        let data = folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try childAfterFirstStop(device, folder: data)
        let yesterday = try #require(try app.abenteuerRecord(on: "2026-10-01"))
        let balance = try app.store.rewards.balance(profileID: app.profile().id)
        app.tap(.home(.abenteuer))
        app.sleep(2 * 3600)  // past midnight; the session ended in the background
        #expect(app.screen == .profilePicker)
        app.tap(.profileTile(0))
        #expect(app.abenteuerButtonState == "notStarted")
        app.tap(.home(.abenteuer))
        let today = try #require(try app.abenteuerRecord(on: "2026-10-02"))
        #expect(today.id != yesterday.id && today.roundsCompleted == 0)
        #expect(app.scene.element(A11yID(.abenteuer, "stop", "0"))?.role == .button)
        // Nothing was lost: yesterday's stop and its stars stay, and yesterday's Abenteuer never completes.
        #expect(try app.abenteuerRecord(on: "2026-10-01")?.roundsCompleted == 1)
        #expect(try app.store.rewards.balance(profileID: app.profile().id) == balance)
        #expect(try app.abenteuerCompletions().isEmpty)
    }

    @Test func aTrailStillOnScreenAtMidnightShowsTheNewDaysInsteadOfStartingAStop() throws {
        let device = DeviceTime(day: "2026-10-01", hour: 23)
        let data = folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try childAfterFirstStop(device, folder: data)
        let yesterday = try #require(try app.abenteuerRecord(on: "2026-10-01"))
        app.tap(.home(.abenteuer))
        // The child keeps touching the trail while midnight passes.
        app.stayActive(61 * 60, touchingEvery: 30)
        #expect(app.screen == .abenteuer)
        app.clearLog()
        app.tap(A11yID(.abenteuer, "stop", "1"))
        #expect(app.screen == .abenteuer)
        #expect(app.events(named: "round-start").isEmpty)
        let planned = try #require(app.events(named: "abenteuer-planned").first)
        #expect(planned.value("id") != yesterday.id.uuidString)
        #expect(app.scene.element(A11yID(.abenteuer, "stop", "0"))?.role == .button)
    }

    @Test(arguments: [86_400.0, 3 * 86_400.0])
    func aClockMovedForwardKeepsTodaysAbenteuerInProgress(by seconds: Double) throws {
        let device = DeviceTime(day: "2026-10-01")
        let data = folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try childAfterFirstStop(device, folder: data)
        let planned = try #require(try app.abenteuerRecord(on: "2026-10-01"))
        device.setWallClock(by: seconds)
        app.send(.suspend)
        app.send(.activate)
        app.clearLog()
        app.tap(.home(.abenteuer))
        #expect(app.events(named: "abenteuer-planned").isEmpty)
        #expect(app.scene.element(A11yID(.abenteuer, "stop", "1"))?.role == .button)

        // A restart on the moved clock, same boot: still the same Abenteuer, still in progress.
        let again = try AppHarness(dataDirectory: data, seed: 43, device: device)
        again.wait(1.5)
        again.tap(.profileTile(0))
        #expect(again.abenteuerButtonState == "inProgress")
        again.tap(.home(.abenteuer))
        again.playAbenteuerStop(1, endingOn: .abenteuer)
        again.playAbenteuerStop(2, endingOn: .abenteuerComplete)
        #expect(try again.abenteuerCompletions().map(\.sourceID) == [planned.id])
        withExtendedLifetime(app) {}
    }

    @Test func aStopBegunBeforeMidnightStillCompletesItsAbenteuer() throws {
        let device = DeviceTime(day: "2026-10-01", hour: 23)
        let data = folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try childAfterFirstStop(device, folder: data)
        app.tap(.home(.abenteuer))
        app.playAbenteuerStop(1, endingOn: .abenteuer)
        let planned = try #require(try app.abenteuerRecord(on: "2026-10-01"))
        app.tap(A11yID(.abenteuer, "stop", "2"))
        app.stayActive(61 * 60, touchingEvery: 30)  // the last round runs past midnight
        app.playStopRound(endingOn: .abenteuerComplete)
        #expect(try app.abenteuerCompletions().map(\.sourceID) == [planned.id])
        app.tap(A11yID(.abenteuerComplete, "home"))
        #expect(app.abenteuerButtonState == "notStarted")
    }
}
