import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence
import ZKRewards

/// SIGKILL during an Abenteuer's completion, 200 times (issue 14): the app process plays today's
/// Abenteuer and is killed at a moment it announced around the last stop's end, inside a commit or
/// between them, or racing. After a relaunch the child finishes the Abenteuer if it is not done,
/// and +5 stands exactly once for it, the sticker comes at its count, and the balance is the
/// ledger's sum.
@MainActor @Suite struct AbenteuerCrashTests {
    static var runs: Int {
        ProcessInfo.processInfo.environment["ZK_CRASH_RUNS"].flatMap { Int($0) } ?? 200
    }

    /// Days played on one store before the next starts fresh: recovery runs on new files and on
    /// files that already survived kills, and the sticker count passes 3 and 6.
    static let daysPerStore = 20

    /// Where the kill lands, counted from the helper's "completing" line.
    enum KillPoint: Equatable {
        /// Inside the commit of the last stop's round end: stars, stop, completion, sticker.
        case completionCommit
        /// At the `lines`-th line after "completing" (a commit, an event, the end screen).
        case line(Int)
        /// At "completing", with the helper running on: anywhere in what follows.
        case racing

        var name: String {
            switch self {
            case .completionCommit: "completion-commit"
            case .line: "line"
            case .racing: "racing"
            }
        }
    }

    static func killPoint(_ rng: inout SplitMix64) -> KillPoint {
        switch rng.nextInt(below: 3) {
        case 0: .completionCommit
        case 1: .line(rng.nextInt(below: 6))
        default: .racing
        }
    }

    @Test func killedDuringTheCompletionTheAbenteuerGivesFiveStarsExactlyOnce() throws {
        let helper = try KilledHelperRun.locate(
            "AbenteuerCrashHelper", overrideVariable: "ZK_ABENTEUERCRASHHELPER_PATH")
        var rng = SplitMix64(seed: 0xABE7_C2A5_0000_0014)
        var kills: [String: Int] = [:]
        var completedBeforeRelaunch = 0
        var folder = URL(fileURLWithPath: "/")
        var device = DeviceTime(day: "2026-10-01")
        var completed = 0
        defer { try? FileManager.default.removeItem(at: folder) }
        for run in 0..<Self.runs {
            if run % Self.daysPerStore == 0 {
                try? FileManager.default.removeItem(at: folder)
                folder = AbenteuerPlaythroughTests.scratchFolder()
                device = DeviceTime(day: "2026-10-01")
                completed = 0
            } else {
                device.pass(24 * 3600)
            }
            let point = Self.killPoint(&rng)
            kills[point.name, default: 0] += 1
            let lines = try AbenteuerCrashRun.run(
                helper: helper, folder: folder, device: device, seed: UInt64(run) + 1, killAt: point)
            if lines.contains(where: { $0.hasPrefix("event abenteuer-complete ") }) { completedBeforeRelaunch += 1 }
            completed += 1
            try relaunchAndCheck(folder: folder, device: device, completed: completed, run: run)
        }
        if Self.runs >= 30 {
            #expect(Set(kills.keys) == ["completion-commit", "line", "racing"], "\(kills)")
            // Some kills came before the completion was committed and some after.
            #expect(completedBeforeRelaunch > 0 && completedBeforeRelaunch < Self.runs, "\(completedBeforeRelaunch)")
        }
    }

    /// The app again on the killed files: the child finishes today's Abenteuer if needed; then
    /// exactly `completed` completions of +5, the last for today's plan, and the stickers so far.
    private func relaunchAndCheck(folder: URL, device: DeviceTime, completed: Int, run: Int) throws {
        let app = try AppHarness(dataDirectory: folder, seed: 7000 + UInt64(run), device: device)
        app.wait(1.5)
        app.tap(.profileTile(0))
        if app.abenteuerButtonState != "done" {
            app.tap(.home(.abenteuer))
            for _ in 0..<3 where app.screen == .abenteuer {
                guard let stop = app.scene.elements.first(where: { $0.id.element == "stop" && $0.role == .button })
                else { break }
                app.tap(stop.id)
                app.playStopRound(endingOn: stop.id.rawValue.hasSuffix(".2") ? .abenteuerComplete : .abenteuer)
            }
        }
        let profile = try app.profile()
        let today = try #require(try app.store.progress.abenteuer(profileID: profile.id, on: device.clock.today))
        let entries = try app.abenteuerCompletions()
        #expect(entries.count == completed, "run \(run)")
        #expect(entries.filter { $0.sourceID == today.id }.map(\.amount) == [5], "run \(run)")
        #expect(today.completedAt != nil && today.roundsCompleted == 3, "run \(run)")
        let counters = try app.store.rewards.counters(profileID: profile.id)
        #expect(counters.abenteuerCompleted == completed, "run \(run)")
        let ledger = try app.store.rewards.ledger(profileID: profile.id)
        #expect(counters.balance == ledger.map(\.amount).reduce(0, +), "run \(run)")
        let order = AbenteuerRewardRules.stickerOrder(ShippedContent.catalog.stickers).map(\.id)
        // Only the Abenteuer's own stickers count here; rounds and friends bring others.
        let album = try app.store.rewards.stickers(profileID: profile.id).map(\.stickerID).filter(order.contains)
        #expect(Set(album) == Set(order.prefix(completed / 3)) && album.count == completed / 3, "run \(run)")
        #expect(try app.store.maintenance.integrityCheck(), "run \(run)")
    }
}

/// One helper process: started on the day of `device`, killed with SIGKILL at the chosen point.
enum AbenteuerCrashRun {
    /// Every line the helper wrote before it was killed (a torn last line is dropped).
    static func run(
        helper: URL, folder: URL, device: DeviceTime, seed: UInt64, killAt point: AbenteuerCrashTests.KillPoint
    ) throws -> [String] {
        let step = point != .racing
        var afterCompleting: Int?
        var sawLastTask = false
        let run = try KilledHelperRun.run(
            helper,
            arguments: [
                "run", ShippedContent.resources.path, folder.path, String(device.clock.now.timeIntervalSince1970),
                String(device.continuousTime.seconds), String(seed),
            ] + (step ? ["--step"] : [])
        ) { line in
            if line == "completing" {
                afterCompleting = -1
            } else if let count = afterCompleting {
                afterCompleting = count + 1
                if line.hasPrefix("event task ") { sawLastTask = true }
            }
            let hit: Bool
            switch point {
            case .racing: hit = line == "completing"
            case .line(let index): hit = afterCompleting == index
            case .completionCommit: hit = sawLastTask && line == "commit"
            }
            if hit { return .kill }
            return step ? .go : .read
        }
        try run.requireKilled(at: point.name, orFinishedFirst: point == .racing)
        return run.lines
    }
}
