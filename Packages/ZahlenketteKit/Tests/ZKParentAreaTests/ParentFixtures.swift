import Foundation
import TestSupport
import ZKCore
import ZKPersistence

/// Cells and profiles for the parent-area tests.
enum ParentFixtures {
    static let profileID = UUID(uuidString: "00000000-0000-4000-8000-000000000001") ?? UUID()

    static func profile(_ level: Level = .vorschule, override: RangeStage? = nil) -> ChildProfile {
        ChildProfile(
            id: profileID, nickname: "Jonas", avatarID: "avatar.baer", level: level, rangeOverride: override,
            createdAt: Date(timeIntervalSince1970: 0))
    }

    static func cell(
        _ skill: Skill, _ number: Int, _ status: MasteryStatus, value: Double, tasks: Int = 6,
        recent: [Bool] = [true, true, false, true, true, true], days: [String] = [], due: String? = nil,
        last: String? = "2026-09-30"
    ) -> MasteryRecord {
        MasteryRecord(
            profileID: profileID, skill: skill, number: number, value: value, status: status, evidence: Double(tasks),
            firstTrySuccesses: recent.filter { $0 }.count, firstTryDays: days.map(Berlin.day), leitnerBox: 2,
            dueOn: due.map(Berlin.day), taskCount: tasks, recentFirstTry: recent, lastPracticedOn: last.map(Berlin.day))
    }
}
