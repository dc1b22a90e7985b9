import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKGameKit
import ZKGameList
import ZKPersistence
import ZKRewards

/// Issue 13's Abenteuer readiness: 200 Abenteuer over every level and range, each played headless
/// from S-05 to S-10 by a seeded child who sometimes answers wrongly (up to the shown solution).
/// Every planned round must start its planned game in the `.abenteuer` context and end; every
/// Abenteuer must complete; the stars must be exactly the tasks, the round bonuses and +5 each.
@MainActor @Suite struct AbenteuerPlaythroughTests {
    static let total = 200
    static let combinations: [(Level, RangeStage)] = Level.allCases.flatMap { level in
        RangeStage.allCases.map { (level, $0) }
    }

    /// What one played Abenteuer showed.
    struct Played {
        var games: [GameID] = []
        var started: [GameID] = []
        var roundStars: [Int] = []
        var tasksPerRound: [Int] = []
        var steps: [String] = []
        var completion: AppEvent?
    }

    /// One combination of level and range: its share of the 200, on consecutive days of one child.
    @Test(arguments: 0..<6)
    func twoHundredAbenteuerPlayEveryGameToTheEndWithExactStars(combination index: Int) throws {
        let (level, range) = Self.combinations[index]
        let count = Self.total / Self.combinations.count + (index < Self.total % Self.combinations.count ? 1 : 0)
        let folder = Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(dataDirectory: folder, seed: 900 + UInt64(index))
        app.createFirstProfile(level: level)
        var profile = try app.profile()
        profile.rangeOverride = range
        profile.dailyLimitMinutes = nil
        try app.store.profiles.update(profile)
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        var child = SplitMix64(seed: 0xABE7_0000 + UInt64(index))
        var expectedStars = 0
        var stickers: [String] = []
        var gamesPlayed: Set<GameID> = []
        for day in 0..<count {
            let label = "\(level) \(range) day \(day)"
            try shuffleSteps(app, profile: profile, child: &child)
            app.clearLog()
            let result = playAbenteuer(app, child: &child, label: label)
            check(result, label: label)
            expectedStars += result.tasksPerRound.reduce(0, +) + 2 * result.roundStars.count + 5
            if let sticker = result.completion?.value("sticker"), sticker != "none" { stickers.append(sticker) }
            gamesPlayed.formUnion(result.started)
            app.sleep(24 * 3600)
            app.tap(.profileTile(0))
        }
        #expect(try app.store.rewards.balance(profileID: profile.id) == expectedStars)
        let ledger = try app.store.rewards.ledger(profileID: profile.id)
        #expect(ledger.map(\.amount).reduce(0, +) == expectedStars)
        #expect(ledger.filter { $0.reason == .abenteuerCompleted }.count == count)
        let order = AbenteuerRewardRules.stickerOrder(ShippedContent.catalog.stickers).map(\.id)
        #expect(stickers == Array(order.prefix(count / 3)))
        // Over its days, each combination played every game the Abenteuer may choose.
        let eligible = Set(
            GameRegistry.allGames().gameIDs.filter { ShippedContent.game($0)?.abenteuerEligible == true })
        #expect(gamesPlayed == eligible && eligible.count == 11, "\(gamesPlayed)")
    }

    /// A data folder in memory where the system has one (/dev/shm): the thousands of commits of
    /// 200 Abenteuer then cost no disk flushes; else the temporary folder.
    static func scratchFolder() -> URL {
        let name = "zk-playthrough-\(UUID())"
        let shared = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: shared.path, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isWritableFile(atPath: shared.path)
        {
            return shared.appendingPathComponent(name)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent(name)
    }

    @Test func theSharesAddUpToTwoHundred() {
        let shares = Self.combinations.indices.map {
            Self.total / Self.combinations.count + ($0 < Self.total % Self.combinations.count ? 1 : 0)
        }
        #expect(shares.reduce(0, +) == 200 && Self.combinations.count == 6)
    }

    private func check(_ result: Played, label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.games.count == 3 && Set(result.games).count == 3, "\(label)", sourceLocation: sourceLocation)
        #expect(!result.games.contains(.entdecken), "\(label)", sourceLocation: sourceLocation)
        #expect(result.started == result.games, "\(label): \(result.started)", sourceLocation: sourceLocation)
        #expect(result.roundStars.count == 3, "\(label): rounds ended", sourceLocation: sourceLocation)
        #expect(
            result.roundStars == result.tasksPerRound.map { $0 + 2 }, "\(label): round stars",
            sourceLocation: sourceLocation)
        #expect(
            result.completion?.value("stars") == "5", "\(label): \(String(describing: result.completion))",
            sourceLocation: sourceLocation)
        #expect(
            Int(result.steps.first ?? "") ?? 3 <= 2, "\(label): stop 0 at most step 2", sourceLocation: sourceLocation)
    }

    /// Each game at a seeded step, as weeks of play might have left it; demos already seen.
    private func shuffleSteps(_ app: AppHarness, profile: ChildProfile, child: inout SplitMix64) throws {
        for game in GameRegistry.allGames().gameIDs {
            var progress = try app.store.progress.gameProgress(profileID: profile.id, gameID: game)
            progress.step = DifficultyStep.allCases[child.nextInt(below: DifficultyStep.allCases.count)]
            progress.demoSeen = child.nextInt(below: 4) != 0
            try app.store.progress.saveGameProgress(progress)
        }
    }

    /// 0 wrong answers most of the time, sometimes 1 or 2, now and then 3 (the solution shows).
    private func wrongAnswers(_ child: inout SplitMix64) -> Int {
        [0, 0, 0, 0, 0, 0, 1, 1, 2, 3][child.nextInt(below: 10)]
    }

    /// One Abenteuer from S-05 to S-10, intents sent straight to the app (the journeys tap through
    /// the drawn scene; here speed matters), a quarter second between steps.
    private func playAbenteuer(_ app: AppHarness, child: inout SplitMix64, label: String) -> Played {
        var result = Played()
        var wrongLeft = wrongAnswers(&child)
        var seenEvents = 0
        var tasksThisRound = 0
        for _ in 0..<20_000 {
            for event in app.events.dropFirst(seenEvents) {
                switch event.name {
                case "abenteuer-planned": result.games = app.plannedGames
                case "round-start":
                    result.started.append(event.value("game").flatMap(GameID.init) ?? .entdecken)
                    result.steps.append(event.value("step") ?? "")
                    tasksThisRound = 0
                case "task":
                    tasksThisRound += 1
                    wrongLeft = wrongAnswers(&child)
                case "round-end":
                    result.roundStars.append(Int(event.value("stars") ?? "") ?? -1)
                    result.tasksPerRound.append(tasksThisRound)
                case "abenteuer-complete": result.completion = event
                default: break
                }
            }
            seenEvents = app.events.count
            switch app.screen {
            case .home:
                app.send(.tap(.home(.abenteuer)))
            case .abenteuer:
                guard let stop = app.scene.elements.first(where: { $0.id.element == "stop" && $0.role == .button })
                else {
                    Issue.record("\(label): no stop to play on the trail")
                    return result
                }
                app.send(.tap(stop.id))
            case .gameContainer:
                if wrongLeft > 0, !app.journey.isDemoTaskOpen, let wrong = app.journey.wrongIntent {
                    app.send(wrong)
                    wrongLeft -= 1
                } else if let correct = app.journey.correctIntent {
                    app.send(correct)
                }
                app.wait(0.2)
            case .breakNudge, .befriending:
                app.wait(1)
            case .abenteuerComplete:
                return result
            default:
                Issue.record("\(label): stuck on \(app.screen.rawValue)")
                return result
            }
        }
        Issue.record("\(label): the Abenteuer did not end")
        return result
    }
}
