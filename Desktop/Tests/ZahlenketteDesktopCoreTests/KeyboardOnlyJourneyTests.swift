import Foundation
import Testing
import ZKApp
import ZKCore
import ZKGameKit
import ZKGameList
import ZKScene

@testable import ZahlenketteDesktopCore

/// Issue 19: `scripts/journeys/keyboard-only.txt` is the first session, one round of every game
/// and leaving a round, played with keys alone. This test plays it afresh with the planner and
/// checks that the committed file is exactly what the app needs now (`ZK_UPDATE_GOLDENS=1`
/// rewrites it); `scripts/test.d/keyboard-journey.sh` plays the file through the binary.
@MainActor struct KeyboardOnlyJourneyTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ZahlenketteDesktopCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Desktop
        .deletingLastPathComponent()
    static let journey = root.appendingPathComponent("scripts/journeys/keyboard-only.txt")
    /// The seed the journey is played with (`zahlenkette --seed 19 --script …`).
    static let seed: UInt64 = 19

    static let header = """
        # The keyboard-only journey (issue 19): the first session, one round of every game and leaving
        # a round, played with keys alone (Tab, Shift+Tab, arrows, Space, Escape, Ctrl+Q), on a fresh
        # data folder with --seed 19. Made by KeyboardOnlyJourneyTests (ZK_UPDATE_GOLDENS=1 rewrites
        # it when the app changes); scripts/test.d/keyboard-journey.sh plays it through the binary.
        """

    /// The whole journey, played now.
    static func plan() throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-keyboard-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let planner = KeyboardJourneyPlanner(
            resources: root.appendingPathComponent("Resources"), dataDirectory: folder, seed: seed)
        try planner.play("size 1024x768")
        try planner.wait(1.5)
        try planner.play("expect S02.root")
        planner.comment(
            "The welcome, the gate, and a slip: Escape on the animals goes back, and adding asks the gate again.")
        try planner.press(.welcomeStart)
        try planner.passGate()
        try planner.play("expect S03.root")
        try planner.play("key escape")
        try planner.play("expect S02.root")
        try planner.press(.welcomeStart)
        try planner.play("expect S17.root")
        try planner.passGate()
        planner.comment("An animal, the check mark before a level (it points at the levels), a level, the check mark.")
        try planner.press(.createProfileAvatar(0))
        try planner.press(.createProfileConfirm)
        try planner.play("expect S03.root")
        try planner.press(.createProfileLevel(.littleOnes))
        try planner.press(.createProfileConfirm)
        try planner.play("expect S05.root")
        // Every game the app registers (the game list of Package.swift), each by its own route: the
        // module's journey moves (`JourneyPlayable`) play its round.
        for game in GameRegistry.allGames().gameIDs {
            planner.comment("A round of \(game.rawValue).")
            try planner.press(.home(.play))
            try planner.press(.gameTile(game))
            if planner.scene?.element(.gameElement(game, "modeCount")) != nil {
                try planner.press(.gameElement(game, "modeCount"))
            }
            try planner.playRound()
            try planner.waitFor("S08")
            try planner.press(.roundEndHome)
            try planner.play("expect S05.root")
        }
        planner.comment("Leaving a round: a short Space on the house only reminds, a held Escape leaves.")
        try planner.press(.home(.play))
        try planner.press(.gameTile(.hoerHin))
        try planner.wait(2)
        try planner.press(.gameHome)
        try planner.play("expect S07.root")
        try planner.play("key escape 1.2")
        try planner.play("expect S05.root")
        planner.comment("Ctrl+Q quits like closing the window.")
        try planner.play("key ctrl-q")
        return header.split(separator: "\n").map(String.init) + planner.lines
    }

    @Test func theCommittedKeyboardJourneyIsTheOneTheAppNeeds() throws {
        let planned = try KeyboardOnlyJourneyTests.plan().joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["ZK_UPDATE_GOLDENS"] == "1" {
            try planned.write(to: KeyboardOnlyJourneyTests.journey, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: KeyboardOnlyJourneyTests.journey, encoding: .utf8)
        #expect(
            committed == planned,
            "scripts/journeys/keyboard-only.txt is stale (a game was added or changed): rerun with ZK_UPDATE_GOLDENS=1 and read the new journey"
        )
        // Keys only: every line that acts is a key; the rest waits, sizes or checks.
        let verbs = Set(committed.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(verbs.subtracting(["#", "size", "wait", "expect", "key"]).isEmpty, "\(verbs)")
    }
}
