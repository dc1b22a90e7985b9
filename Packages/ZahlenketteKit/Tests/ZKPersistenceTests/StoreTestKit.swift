import Foundation
import TestSupport
import ZKCore

@testable import ZKPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temporary stores and sample rows shared by the persistence tests.
enum StoreTestKit {
    static let clock = Berlin.octoberFirst

    /// This test process's folder under the system temporary directory. Folders of earlier test
    /// processes that are no longer running are removed on first use, so runs do not pile up.
    static let root: URL = {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("zk-persistence-tests")
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: base.path)) ?? [] {
            if let pid = Int32(name), kill(pid, 0) == 0 { continue }
            try? files.removeItem(at: base.appendingPathComponent(name))
        }
        return base.appendingPathComponent(String(getpid()))
    }()

    /// A fresh, empty directory in this process's folder.
    static func temporaryDirectory(_ label: String = "store") -> URL {
        let url = root.appendingPathComponent(label + "-" + UUID().uuidString)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The StoreCrashHelper executable of the fault tests (docs/persistence.md), looked up next to
    /// this target's resource bundle first; `ZK_STORE_CRASH_HELPER` overrides the path.
    static func crashHelper() throws -> URL {
        try KilledHelperRun.locate(
            "StoreCrashHelper", overrideVariable: "ZK_STORE_CRASH_HELPER",
            searchingFirst: [Bundle.module.bundleURL.deletingLastPathComponent()])
    }

    static func openStore(
        _ directory: URL = temporaryDirectory(), clock: any AppClock = clock
    ) throws(PersistenceError) -> PersistenceStore {
        try PersistenceStore.open(directory: directory, clock: clock)
    }

    static func id(_ n: Int) -> UUID {
        StableID.make(StableID.device, "test", String(n))
    }

    static func profile(_ n: Int, avatar: String? = nil, level: Level = .vorschule) -> ChildProfile {
        ChildProfile(
            id: id(1000 + n), nickname: "Kind \(n)", avatarID: avatar ?? "avatar.\(n)", level: level,
            createdAt: clock.now)
    }

    /// A complete task write for `profile`: one attempt on (skill, number) with its new cell,
    /// game progress and learning state derived from what the store holds.
    static func taskWrite(
        _ store: PersistenceStore, profileID: UUID, attempt n: Int, game: GameID = .wieViele, skill: Skill = .count,
        number: Int = 3, firstTry: Bool = true, day: LocalDate = clock.today, at time: Date = clock.now,
        gameState: String? = nil
    ) throws(PersistenceError) -> TaskResultWrite {
        var cell =
            try store.progress.masteryRecord(profileID: profileID, skill: skill, number: number)
            ?? MasteryRecord(profileID: profileID, skill: skill, number: number)
        cell.evidence += 1
        cell.value += 0.3 * ((firstTry ? 1 : 0.5) - cell.value)
        cell.status = .learning
        cell.taskCount += 1
        cell.leitnerBox = max(1, cell.leitnerBox)
        cell.dueOn = day.adding(days: 1)
        var progress = try store.progress.gameProgress(profileID: profileID, gameID: game)
        progress.firstTryWindow = Array((progress.firstTryWindow + [firstTry]).suffix(6))
        progress.gameStateJSON = gameState
        var learning = try store.progress.learningState(profileID: profileID)
        learning.countedTasks += 1
        let attempt = TaskAttemptRecord(
            id: id(n), profileID: profileID, roundID: id(9000), plannedTaskID: id(n), gameID: game, skill: skill,
            number: number, secondarySkill: .name, secondaryNumber: number, firstTryCorrect: firstTry,
            attempts: firstTry ? 1 : 2, hintsUsed: firstTry ? 0 : 1, solutionShown: false, responseTimeMs: 1500,
            promptReplays: 0, wrongAnswers: firstTry ? [] : [number + 1], result: firstTry ? .firstTry : .afterRetry,
            reason: .review, step: .step2, durationMs: 3000, localDate: day, completedAt: time)
        return TaskResultWrite(attempt: attempt, mastery: [cell], gameProgress: progress, learningState: learning)
    }

    /// Row counts of every table, to prove a failed unit of work left nothing behind.
    static func rowCounts(_ store: PersistenceStore) throws(PersistenceError) -> [String: Int] {
        var counts: [String: Int] = [:]
        for table in DataManagementService.profileTables + ["child_profile"] {
            counts[table] = try store.database.integer("SELECT COUNT(*) FROM " + table)
        }
        return counts
    }
}
