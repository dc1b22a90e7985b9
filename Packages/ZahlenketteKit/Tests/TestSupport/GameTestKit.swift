import Foundation
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Shared helpers of the game tests: plans, setups, a driver through the round's lifecycle, scenes
/// for the layout audit and SVG goldens in the calling test target's Fixtures/ folder
/// (ZK_UPDATE_GOLDENS=1 rewrites them).
public enum GameTestKit {
    public static func plan(
        _ game: GameID, numbers: [Int], step: DifficultyStep = .step1, level: Level = .vorschule,
        range: RangeStage = .r1to10, seed: UInt64 = 11, mode: GameMode = .standard, scaffolded: Bool = false
    ) -> RoundPlan {
        var generator = SplitMix64(seed: seed)
        let id = DeterministicID.roundID(using: &generator)
        let tasks = numbers.enumerated().map { index, number in
            PlannedTask(
                id: DeterministicID.taskID(roundID: id, index: index), skill: .name, number: number, step: step,
                reason: .focus, scaffolded: scaffolded)
        }
        return RoundPlan(
            id: id, gameID: game, step: step, level: level, range: range, tasks: tasks, abenteuerID: nil, seed: seed,
            isReentry: false, mode: mode, context: .single)
    }

    /// The same plan with the tasks at `indices` scaffolded (the engine's easiest form, D-0118).
    public static func scaffolding(_ plan: RoundPlan, at indices: Set<Int>) -> RoundPlan {
        let tasks = plan.tasks.enumerated().map { index, task in
            PlannedTask(
                id: task.id, skill: task.skill, number: task.number, step: task.step, reason: task.reason,
                scaffolded: indices.contains(index))
        }
        return RoundPlan(
            id: plan.id, gameID: plan.gameID, step: plan.step, level: plan.level, range: plan.range, tasks: tasks,
            abenteuerID: plan.abenteuerID, seed: plan.seed, isReentry: plan.isReentry, mode: plan.mode,
            context: plan.context)
    }

    public static func setup(
        _ game: GameID, voice: Bool = true, demo: Bool = false, reduceMotion: Bool = false, savedState: String? = nil
    ) throws -> RoundSetup {
        RoundSetup(
            config: try #require(ShippedContent.game(game)), strings: ShippedContent.catalog.strings,
            voiceEnabled: voice, includeDemo: demo, reduceMotion: reduceMotion, savedState: savedState,
            content: ShippedContent.catalog)
    }

    /// Lets lines finish, counts along (or lets a timed activity run out) and waits out feedback
    /// until the round takes answers (or shows the solution, or is finished). Returns every effect
    /// on the way.
    @discardableResult
    public static func settle(_ round: any GameRound, at time: inout Double) -> [RoundEffect] {
        var effects: [RoundEffect] = []
        for _ in 0..<200 {
            switch round.phase {
            case .answering, .solution, .finished:
                return effects
            case .activity:
                time += 0.5
                // A child's activity (a bead counted, a shake) takes an intent; a timed one (a
                // flash, a ghost finger) ends by itself.
                if let intent = round.correctIntent {
                    effects += round.handle(intent, time: time)
                } else {
                    effects += round.tick(time: time)
                }
            case .correctFeedback(let until):
                time = max(time, until)
                effects += round.tick(time: time)
            default:
                time += 1
                effects += round.voiceFinished(time: time)
                effects += round.tick(time: time)
            }
        }
        return effects
    }

    /// Starts the round and gives every task its correct answer the way a journey does (tile taps,
    /// counted beads, shakes, strokes) until the round ends. Returns every effect.
    public static func playWholeRound(_ round: any GameRound, time: inout Double) -> [RoundEffect] {
        var effects = round.start(time: time)
        for _ in 0..<400 where round.phase != .finished {
            effects += settle(round, at: &time)
            if let intent = round.correctIntent {
                time += 0.5
                effects += round.handle(intent, time: time)
            }
        }
        return effects
    }

    public static func results(_ effects: [RoundEffect]) -> [TaskResult] {
        effects.compactMap {
            if case .emit(.taskCompleted(let result, _)) = $0 { return result }
            return nil
        }
    }

    public static func events(_ effects: [RoundEffect]) -> [GameEvent] {
        effects.compactMap {
            if case .emit(let event) = $0 { return event }
            return nil
        }
    }

    /// The container's playfield: 100 pt at the top for speaker, home and progress dots.
    public static func playfieldFrame(_ size: Size) -> Rect {
        Rect(x: Metrics.margin, y: 100, width: size.width - 2 * Metrics.margin, height: size.height - 116)
    }

    /// The round laid out in the playfield of a window of `size` (as the app's resize does), drawn
    /// at `time`.
    public static func scene(_ round: any GameRound, size: Size, time: Double) -> Scene {
        round.layout(in: playfieldFrame(size))
        return Scene(size: size, background: Palette.canvas, nodes: round.playfield(time: time))
    }

    /// The audit's findings at the five standard sizes, described for a failing expectation.
    public static func audit(_ round: any GameRound, time: Double) -> String {
        let findings = LayoutAudit().auditAtStandardSizes { scene(round, size: $0, time: time) }
        return findings.isEmpty ? "" : "\(findings)"
    }

    /// Compares `scene` with `Fixtures/<name>.svg` next to the calling test file (`Golden`).
    public static func checkGolden(
        _ scene: Scene, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        Golden.check(scene, named: name, filePath: filePath, sourceLocation: sourceLocation)
    }
}

extension GameTestKit {
    /// Sends the round's correct intents (scrolling, cookies, the final tap) until the open task is
    /// committed; returns every effect.
    @discardableResult
    public static func solve(_ round: any GameRound, at time: inout Double) -> [RoundEffect] {
        var effects: [RoundEffect] = []
        for _ in 0..<60 {
            guard round.phase == .answering || round.phase.isSolution, let intent = round.correctIntent else { break }
            time += 0.2
            effects += round.handle(intent, time: time)
        }
        return effects
    }

    /// Commits a wrong answer at every rung until the solution shows, then makes the guided tap.
    /// Returns all effects; `look` is called in each phase on the way (answering, H1, H2, S).
    @discardableResult
    public static func wrongPathThroughTheLadder(
        _ round: any GameRound, time: inout Double, look: (Double) -> Void = { _ in }
    ) -> [RoundEffect] {
        var effects = settle(round, at: &time)
        look(time + 0.3)
        for _ in 0..<3 {
            guard let wrong = round.wrongIntent else { break }
            time += 1
            effects += round.handle(wrong, time: time)
            // A wrong answer that takes several moves (cookies onto the plate) makes them first.
            for _ in 0..<40 where round.phase == .answering {
                guard let next = round.wrongIntent else { break }
                time += 0.2
                effects += round.handle(next, time: time)
            }
            look(time + 0.1)
            effects += settle(round, at: &time)
            look(time + 0.4)
            look(time + 2.1)
        }
        if let guided = round.correctIntent {
            time += 1
            effects += round.handle(guided, time: time)
        }
        return effects
    }

    /// Layout findings of a one-task round at every step and level, in every hint phase, for the
    /// numbers given per level; with voice and motion, and again silent with reduced motion.
    public static func ladderFindings(
        _ game: GameID, numbers: [Level: [Int]], seeds: [UInt64] = [11], make: (RoundPlan, RoundSetup) -> any GameRound
    ) throws -> [String] {
        var findings: [String] = []
        for level in Level.allCases {
            let range: RangeStage = level == .littleOnes ? .r1to10 : .r1to20
            for step in DifficultyStep.allCases {
                for number in numbers[level] ?? [] {
                    for seed in seeds {
                        for voice in [true, false] {
                            let round = make(
                                plan(game, numbers: [number], step: step, level: level, range: range, seed: seed),
                                try setup(game, voice: voice, reduceMotion: !voice))
                            let name = "\(level) \(step) n=\(number) voice=\(voice)"
                            findings += ladderFindings(round, name: name)
                        }
                    }
                }
            }
        }
        return findings
    }

    /// Audits one round on its way up the ladder; also reports a ladder that was not climbed
    /// (normal, three looks at each of H1, H2 and S, then the star).
    public static func ladderFindings(_ round: any GameRound, name: String) -> [String] {
        var findings: [String] = []
        var time = 0.0
        var looks = 0
        _ = round.start(time: time)
        let effects = wrongPathThroughTheLadder(round, time: &time) { at in
            looks += 1
            let found = audit(round, time: at)
            if !found.isEmpty { findings.append("\(name) \(round.phase): \(found)") }
        }
        if looks != 10 || results(effects).first?.solutionShown != true {
            findings.append("\(name): the ladder was not climbed (\(looks) looks)")
        }
        return findings
    }
}
