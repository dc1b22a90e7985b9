import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// A child (or anyone) moves the clock to get more play (docs/app.md#the-trusted-day-clock). Within one boot nothing
/// unlocks and no used time is lost; after a reboot plus a clock set forward the day can start
/// early — the documented gap the help text explains.
@MainActor @Suite struct ClockAttackTests {
    /// A child locked for today at 10:00 on 1 October, limit 10 minutes.
    private func lockedChild(_ device: DeviceTime, folder: URL) throws -> AppHarness {
        let app = try AppHarness(dataDirectory: folder, device: device)
        app.createFirstProfile()
        try app.setLimits(minutes: 10)
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        app.stayActive(10 * 60 + 31)
        #expect(app.screen == .timesUp)
        return app
    }

    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("zk-clock-\(UUID())")
    }

    /// Tries to start the child after the clock was moved: true when the day opened.
    private func unlocks(_ app: AppHarness) -> Bool {
        app.tap(A11yID(.timesUp, "switchProfile"))
        app.tap(.profileTile(0))
        return app.screen == .home
    }

    @Test(arguments: [86_400.0, -86_400.0, 7 * 86_400.0, -3600.0])
    func movingTheWallClockWithinABootUnlocksNothingAndLosesNothing(by seconds: Double) throws {
        let device = DeviceTime(day: "2026-10-01")
        let data = folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try lockedChild(device, folder: data)
        let used = try app.usage(on: "2026-10-01").activeSeconds
        device.setWallClock(by: seconds)
        app.send(.suspend)
        app.send(.activate)
        #expect(!unlocks(app))
        // A restart on the moved clock changes nothing either.
        let again = try AppHarness(dataDirectory: data, device: device)
        again.wait(1.5)
        again.tap(.profileTile(0))
        #expect(again.screen == .timesUp)
        #expect(try again.usage(on: "2026-10-01").activeSeconds == used)
    }

    /// Travelling east, the day still ends at midnight where it was counted (Berlin); travelling
    /// west, the new zone counts at once and its midnight comes later.
    @Test(arguments: [("Asia/Tokyo", 4.0), ("Pacific/Kiritimati", 4.0), ("America/Los_Angeles", 13.0)])
    func travellingToAnotherTimeZoneUnlocksNothing(_ zone: String, opensAfterHours hours: Double) throws {
        let device = DeviceTime(day: "2026-10-01", hour: 20)
        let data = folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try lockedChild(device, folder: data)
        device.moveTo(try #require(TimeZone(identifier: zone)))
        app.send(.suspend)
        app.send(.activate)
        #expect(!unlocks(app))
        app.sleep((hours - 1) * 3600)
        #expect(!unlocks(app))
        app.sleep(3600)
        #expect(unlocks(app))
    }

    @Test func daylightSavingTimeEndingInTheEveningKeepsTheDay() throws {
        // 25 October 2026, the clocks go back at 03:00; locked in the afternoon.
        let device = DeviceTime(day: "2026-10-25", hour: 15)
        let data = folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try lockedChild(device, folder: data)
        app.sleep(8 * 3600)
        #expect(!unlocks(app))
        app.sleep(2 * 3600)
        #expect(unlocks(app))
    }

    @Test func afterARebootTheClockSetForwardOpensTheDayEarlyAsDocumented() throws {
        let device = DeviceTime(day: "2026-10-01", hour: 10)
        let data = folder()
        defer { try? FileManager.default.removeItem(at: data) }
        _ = try lockedChild(device, folder: data)
        // Reboot, then set the clock forward a day: the trusted instant is the later of the wall
        // clock and the anchor, so the new date counts (docs/app.md#the-trusted-day-clock rule 3).
        device.reboot()
        device.setWallClock(by: 86_400)
        let again = try AppHarness(dataDirectory: data, device: device)
        again.wait(1.5)
        again.tap(.profileTile(0))
        #expect(again.screen == .home)
        // A reboot alone, without moving the clock, opens nothing.
        let other = DeviceTime(day: "2026-10-01", hour: 10)
        let otherData = folder()
        defer { try? FileManager.default.removeItem(at: otherData) }
        _ = try lockedChild(other, folder: otherData)
        other.reboot()
        let rebooted = try AppHarness(dataDirectory: otherData, device: other)
        rebooted.wait(1.5)
        rebooted.tap(.profileTile(0))
        #expect(rebooted.screen == .timesUp)
    }

    @Test func aDamagedAnchorFallsBackToTheWallClock() throws {
        let device = DeviceTime(day: "2026-10-01")
        let data = folder()
        defer { try? FileManager.default.removeItem(at: data) }
        do {
            let app = try AppHarness(dataDirectory: data, device: device)
            app.createFirstProfile()
            app.stayActive(30)
        }
        // An anchor no reading can have written: its last date years ahead of its own instant.
        let settings = data.appendingPathComponent("settings.json")
        var text = try String(contentsOf: settings, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\"lastTrustedDate\" : \"2026-10-01\"", with: "\"lastTrustedDate\" : \"2031-05-05\"")
        try text.write(to: settings, atomically: true, encoding: .utf8)
        let app = try AppHarness(dataDirectory: data, device: device)
        app.wait(1.5)
        app.tap(.profileTile(0))
        app.stayActive(20)
        // Counted under today's wall-clock date, not in 2031.
        #expect(try app.usage(on: "2026-10-01").activeSeconds >= 45)
        #expect(try app.usage(on: "2031-05-05").activeSeconds == 0)
    }

    @Test func anUnreadableDayOfUsageNeverGivesMoreTimeThanAllowed() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.switchProfile))
        try app.store.database.execute("ALTER TABLE daily_usage RENAME TO daily_usage_away")
        app.tap(.profileTile(0))
        // The day cannot be read: it counts as used up, and the parent is told.
        #expect(app.screen == .timesUp)
        #expect(app.model.parentNotices.contains("error.storage.read_failed"))
        try app.store.database.execute("ALTER TABLE daily_usage_away RENAME TO daily_usage")
        app.tap(A11yID(.timesUp, "switchProfile"))
        app.tap(.profileTile(0))
        #expect(app.screen == .home)
    }

    @Test func anUnreadableDayWithoutALimitLetsTheChildPlayOn() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        try app.setLimits(minutes: nil)
        app.tap(.home(.switchProfile))
        try app.store.database.execute("ALTER TABLE daily_usage RENAME TO daily_usage_away")
        app.tap(.profileTile(0))
        // Nothing to protect: the child goes home, and the parent still hears of the failure.
        #expect(app.screen == .home)
        #expect(app.model.parentNotices.contains("error.storage.read_failed"))
    }
}
