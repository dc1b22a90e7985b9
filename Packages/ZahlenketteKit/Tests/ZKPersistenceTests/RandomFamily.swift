import Foundation
import ZKCore

@testable import ZKPersistence

/// A random family's export as the app writes it (docs/export.md#import): the lists in the order
/// the export lists them, every value one the app writes, times in whole seconds within the export's
/// 90 days. From one SplitMix64 seed, so a failing family can be named and replayed.
enum RandomFamily {
    static let names = ["Mila", "Ben", "Ida", "Noah", "Lea", "Jonas-Ü", "Emma (2)", "Ömer", "", ""]
    static let games: [GameID] = [.entdecken, .wieViele, .hoerHin, .wasFehlt, .blitzblick, .mehrWeniger]

    static func document(seed: UInt64, clock: any AppClock) -> ExportDocument {
        var rng = SplitMix64(seed: seed)
        let count = 1 + rng.nextInt(below: ChildProfile.maximumCount)
        var names = names
        let profiles = (0..<count).map { index -> ExportDocument.Profile in
            let name = names.remove(at: rng.nextInt(below: names.count))
            return profile(index, name: name, seed: seed, rng: &rng, clock: clock)
        }
        return ExportDocument(
            schemaVersion: ExportDocument.currentSchemaVersion, exportedAt: clock.now, appVersion: "1.0 (42)",
            profiles: profiles, notices: notices(&rng, clock: clock))
    }

    /// Notices as the export lists them: by time (ties in the file's order), read or not, a detail
    /// with a file name, a day, nothing, or characters the writer escapes.
    static func notices(_ rng: inout SplitMix64, clock: any AppClock) -> [ExportDocument.Notice] {
        let details = ["", "2026-09-30", "zahlenkette.sqlite.corrupt-20261001T070000Z", "a \"b\" \\ c/ä"]
        var seen: Set<[String]> = []
        return times(rng.nextInt(below: 6), &rng, clock: clock).compactMap { time in
            let notice = ExportDocument.Notice(
                acknowledged: rng.nextInt(below: 2) == 0, detail: pick(details, &rng),
                kind: pick(StoreNotice.Kind.allCases, &rng), time: time)
            // The same notice twice is refused (duplicateIDs); the app never writes one.
            let key = [notice.kind.rawValue, notice.detail, ExportDocument.utcTimestamp(time)]
            return seen.insert(key).inserted ? notice : nil
        }
    }

    /// Per-game number statistics as the export lists them: by game name and number.
    static func numberStats(_ rng: inout SplitMix64, clock: any AppClock) -> [ExportDocument.NumberStat] {
        games.sorted { $0.rawValue < $1.rawValue }.flatMap { game in
            (0...20).filter { _ in rng.nextInt(below: 10) == 0 }.map { number in
                let tasks = rng.nextInt(below: 300)
                return ExportDocument.NumberStat(
                    firstTryCorrect: rng.nextInt(below: tasks + 1), game: game, lastPlayedOn: day(&rng, clock: clock),
                    number: number, tasks: tasks)
            }
        }
    }

    static func pick<T>(_ list: [T], _ rng: inout SplitMix64) -> T {
        list[rng.nextInt(below: list.count)]
    }

    /// Whole seconds between 89 days ago and now, ascending, ties allowed.
    static func times(_ count: Int, _ rng: inout SplitMix64, clock: any AppClock) -> [Date] {
        let now = clock.now.timeIntervalSince1970.rounded(.down)
        return (0..<count).map { _ in Date(timeIntervalSince1970: now - Double(rng.nextInt(below: 89 * 86_400))) }
            .sorted()
    }

    static func profile(
        _ index: Int, name: String, seed: UInt64, rng: inout SplitMix64, clock: any AppClock
    ) -> ExportDocument.Profile {
        let today = clock.today
        var cells: [ExportDocument.Mastery] = []
        for skill in Skill.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
            for number in 0...20 where rng.nextInt(below: 12) == 0 {
                cells.append(
                    ExportDocument.Mastery(
                        skill: skill, number: number, value: rng.nextUnitDouble(),
                        status: pick([.new, .learning, .mastered, .difficult], &rng),
                        evidence: Double(rng.nextInt(below: 400)) / 8, box: rng.nextInt(below: 6),
                        dueOn: rng.nextInt(below: 3) == 0 ? nil : today.adding(days: rng.nextInt(below: 60) - 20)))
            }
        }
        let usageDays = (0..<100).filter { _ in rng.nextInt(below: 8) == 0 }.sorted(by: >)
        let attempts = times(rng.nextInt(below: 24), &rng, clock: clock).map { time in
            ExportDocument.Attempt(
                time: time, game: pick(games, &rng), skill: pick(Skill.allCases, &rng), number: rng.nextInt(below: 21),
                step: 1 + rng.nextInt(below: 3), bucket: pick([.focus, .review, .stretch], &rng),
                result: pick([.firstTry, .afterRetry, .solutionShown], &rng), durationMs: rng.nextInt(below: 30_000))
        }
        let ledger = times(rng.nextInt(below: 16), &rng, clock: clock).map { time in
            let reason = pick(
                [StarReason.taskSolved, .roundCompleted, .abenteuerCompleted, .decorationPurchased], &rng)
            return ExportDocument.LedgerLine(
                time: time, reason: reason, amount: reason.fixedAmount ?? -pick([10, 25, 60], &rng))
        }
        let stickers = (1...30).filter { _ in rng.nextInt(below: 5) == 0 }.map { "sticker.friend." + String($0) }
        let decorations = (0..<rng.nextInt(below: 5)).map { _ -> ExportDocument.Decoration in
            let size = pick(DecorationSize.allCases, &rng)
            let placed = rng.nextInt(below: 2) == 0
            return ExportDocument.Decoration(
                item: pick(["deco.sun", "deco.tree", "deco.pond"], &rng), size: size,
                x: placed ? rng.nextInt(below: 7 - size.footprint.width) : nil,
                y: placed ? rng.nextInt(below: 5 - size.footprint.height) : nil)
        }
        let engine = engine(cells: cells, rng: &rng, clock: clock)
        return ExportDocument.Profile(
            id: StableID.make(StableID.device, "family", String(seed), String(index)), nickname: name,
            avatar: "avatar." + String(index + 1), level: pick([.littleOnes, .vorschule], &rng),
            range: pick(RangeStage.allCases, &rng), rangeOverride: rng.nextInt(below: 3) == 0 ? .r1to10 : nil,
            dailyLimitMinutes: pick([nil, 10, 20, 45], &rng), breakNudgeMinutes: pick([nil, 15, 30], &rng),
            mastery: cells,
            dailyUsage: usageDays.map { back in
                ExportDocument.Usage(
                    date: today.adding(days: -back), activeSeconds: rng.nextInt(below: 3600),
                    extraMinutes: pick([0, 0, 10], &rng), unlimitedToday: rng.nextInt(below: 10) == 0)
            },
            attempts: attempts, stars: rng.nextInt(below: 500), ledger: ledger,
            friends: (1...20).filter { _ in rng.nextInt(below: 3) == 0 }, stickers: stickers.shuffledBy(&rng),
            decorations: decorations, engine: engine, abenteuer: abenteuer(&rng, clock: clock),
            sessions: sessions(&rng, clock: clock), numberStats: numberStats(&rng, clock: clock))
    }

    /// Abenteuer as the export lists them: by day (now and then two on one day, in the file's
    /// order), stops of known games, any seed, finished ones with their time.
    static func abenteuer(_ rng: inout SplitMix64, clock: any AppClock) -> [ExportDocument.Abenteuer] {
        let backs = (0..<rng.nextInt(below: 8)).map { _ in rng.nextInt(below: 120) }.sorted(by: >)
        return backs.map { back in
            let stops = (0..<(rng.nextInt(below: 5))).map { _ in pick(games, &rng) }
            let done = rng.nextInt(below: stops.count + 1)
            let finished = done == stops.count && rng.nextInt(below: 4) != 0
            return ExportDocument.Abenteuer(
                completedAt: finished ? times(1, &rng, clock: clock).first : nil, date: clock.today.adding(days: -back),
                games: stops, roundsCompleted: done, seed: rng.next())
        }
    }

    /// Sessions as the export lists them: by start, some still open, some with an end reason.
    static func sessions(_ rng: inout SplitMix64, clock: any AppClock) -> [ExportDocument.Session] {
        times(rng.nextInt(below: 10), &rng, clock: clock).map { start in
            let open = rng.nextInt(below: 5) == 0
            return ExportDocument.Session(
                activeSeconds: rng.nextInt(below: 3000), date: clock.today.adding(days: -rng.nextInt(below: 89)),
                endReason: open ? nil : pick([nil, "dailyLimit", "parent", "background"], &rng),
                endedAt: open ? nil : start.addingTimeInterval(Double(rng.nextInt(below: 3600))), startedAt: start,
                tasksCompleted: rng.nextInt(below: 40))
        }
    }

    static func bools(_ rng: inout SplitMix64, upTo count: Int) -> [Bool] {
        (0..<rng.nextInt(below: count + 1)).map { _ in rng.nextInt(below: 2) == 0 }
    }

    static func day(_ rng: inout SplitMix64, clock: any AppClock) -> LocalDate? {
        rng.nextInt(below: 3) == 0 ? nil : clock.today.adding(days: -rng.nextInt(below: 200))
    }

    /// The engine's bookkeeping as the store holds it: counters for every cell, games in name order.
    static func engine(
        cells: [ExportDocument.Mastery], rng: inout SplitMix64, clock: any AppClock
    ) -> ExportDocument.Engine {
        let engineCells = cells.map { cell in
            ExportDocument.EngineCell(
                firstTryDays: (0..<rng.nextInt(below: 4)).map { _ in clock.today.adding(days: -rng.nextInt(below: 90))
                },
                firstTrySuccesses: rng.nextInt(below: 40), lastBoxMoveOn: day(&rng, clock: clock),
                lastPracticedOn: day(&rng, clock: clock), number: cell.number, recentFirstTry: bools(&rng, upTo: 10),
                skill: cell.skill, taskCount: rng.nextInt(below: 200))
        }
        let games = games.sorted { $0.rawValue < $1.rawValue }.filter { _ in rng.nextInt(below: 2) == 0 }.map { game in
            ExportDocument.EngineGame(
                demoSeen: rng.nextInt(below: 4) != 0, firstTryWindow: bools(&rng, upTo: 10), game: game,
                lastPlayedOn: day(&rng, clock: clock), roundsAtStep: rng.nextInt(below: 9),
                roundsPlayed: rng.nextInt(below: 300), shownSolutionsInRow: rng.nextInt(below: 3),
                state: rng.nextInt(below: 3) == 0 ? "{\"seen\":[1,\"ä/\\\\\"]}" : nil, step: 1 + rng.nextInt(below: 3))
        }
        return ExportDocument.Engine(
            bookkeeping: rng.nextInt(below: 4) == 0
                ? nil : "{\"numbers\":{\"7\":{\"shown\":" + String(rng.nextInt(below: 50)) + "}}}",
            cells: engineCells, controllerMode: pick(["neutral", "easing", "challenging"], &rng),
            controllerWindow: bools(&rng, upTo: 10), countedTasks: rng.nextInt(below: 5000), games: games,
            lastRangeCheckOn: day(&rng, clock: clock),
            lastTaskAt: rng.nextInt(below: 5) == 0 ? nil : times(1, &rng, clock: clock).first,
            probeResults: bools(&rng, upTo: 6), reentryRoundsLeft: rng.nextInt(below: 3),
            stretchTasksCompleted: rng.nextInt(below: 100))
    }
}

extension Array {
    /// A Fisher–Yates shuffle driven by `rng`.
    func shuffledBy(_ rng: inout SplitMix64) -> [Element] {
        var copy = self
        guard copy.count > 1 else { return copy }
        for index in stride(from: copy.count - 1, to: 0, by: -1) {
            copy.swapAt(index, rng.nextInt(below: index + 1))
        }
        return copy
    }
}
