import TestSupport
import Testing
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameBlitzblick

/// docs/games.md#blitzblick: nothing on screen changes faster than 3 Hz. The whole playfield is
/// sampled at 60 frames a second through a task's first flash, H1, H2, the solution and the star;
/// every drawn thing (keyed by what it is, wherever it moves) may switch between shown and hidden
/// (opacity crossing one half) at most 3 times in any second.
@Suite struct BlitzblickTimelineTests {
    private let frame = 1.0 / 60

    /// Visibility switches per drawn thing, with their times, over one task played silently up the
    /// whole ladder.
    private func switches(
        number: Int, step: DifficultyStep, level: Level, reduceMotion: Bool
    ) throws -> [String:
        [Double]]
    {
        let range: RangeStage = level == .littleOnes ? .r1to10 : .r1to20
        let round = BlitzblickGame().makeRound(
            plan: GameTestKit.plan(.blitzblick, numbers: [number], step: step, level: level, range: range),
            setup: try GameTestKit.setup(.blitzblick, voice: false, reduceMotion: reduceMotion))
        round.layout(in: GameTestKit.playfieldFrame(BlitzblickScenes.size))
        var shown: [String: Bool] = [:]
        var switches: [String: [Double]] = [:]
        var time = 0.0
        var answeringSince: Double?
        _ = round.start(time: time)
        while time < 60, !round.isFinished {
            time += frame
            _ = round.tick(time: time)
            // The child answers wrongly 1.2 s after each enabling, then makes the guided tap.
            if round.phase == .answering || round.phase.isSolution {
                let since = answeringSince ?? time
                answeringSince = since
                if time - since >= 1.2, let intent = round.wrongIntent ?? round.correctIntent {
                    _ = round.handle(intent, time: time)
                    answeringSince = nil
                }
            } else {
                answeringSince = nil
            }
            var now: [String: Double] = [:]
            for leaf in BlitzblickScenes.leaves(round.playfield(time: time)) {
                now[leaf.key] = max(now[leaf.key] ?? 0, leaf.opacity)
            }
            for key in Set(now.keys).union(shown.keys) {
                let visible = (now[key] ?? 0) >= 0.5
                if visible != (shown[key] ?? false) { switches[key, default: []].append(time) }
                shown[key] = visible
            }
        }
        #expect(round.isFinished, "the task was played to its end")
        return switches
    }

    @Test(arguments: [(7, DifficultyStep.step1, Level.vorschule), (3, .step3, .vorschule), (4, .step2, .littleOnes)])
    func nothingOnScreenSwitchesMoreThanThreeTimesInAnySecond(number: Int, step: DifficultyStep, level: Level) throws {
        for reduceMotion in [false, true] {
            let switches = try switches(number: number, step: step, level: level, reduceMotion: reduceMotion)
            for (key, times) in switches {
                for (index, start) in times.enumerated() {
                    let inOneSecond = times[index...].prefix { $0 < start + 1 }.count
                    #expect(inOneSecond <= 3, "\(key) switches \(inOneSecond) times from \(start) s: \(times)")
                }
            }
            // The three flashes were seen: the cloud came and went at each of them.
            let cloud = switches.first { $0.key.hasPrefix(BlitzblickScenes.cloudKey) }?.value ?? []
            #expect(cloud.count >= 6, "\(cloud)")
        }
    }
}
