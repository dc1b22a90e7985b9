import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameZahlenmonster

@Suite struct ZahlenmonsterRoundTests {
    private let size = Size(width: 1024, height: 768)
    private let jar = ZahlenmonsterRules.jarID
    private let plate = ZahlenmonsterRules.plateID
    private let mouth = ZahlenmonsterRules.mouthID

    private func round(
        _ numbers: [Int], step: DifficultyStep = .step1, range: RangeStage = .r1to10, demo: Bool = false,
        voice: Bool = true
    ) throws -> any GameRound {
        ZahlenmonsterGame().makeRound(
            plan: GameTestKit.plan(.zahlenmonster, numbers: numbers, step: step, range: range),
            setup: try GameTestKit.setup(.zahlenmonster, voice: voice, demo: demo))
    }

    private func answering(
        _ numbers: [Int], step: DifficultyStep = .step1, range: RangeStage = .r1to10
    ) throws -> (any GameRound, Double) {
        let round = try round(numbers, step: step, range: range)
        var time = 0.0
        _ = round.start(time: time)
        _ = GameTestKit.scene(round, size: size, time: time)
        GameTestKit.settle(round, at: &time)
        return (round, time)
    }

    private func onPlate(_ round: any GameRound) -> Int {
        (round as? RoundDriver<ZahlenmonsterRules>)?.controller.play?.count ?? -1
    }

    private func attempts(_ round: any GameRound) -> Int {
        (round as? RoundDriver<ZahlenmonsterRules>)?.controller.tracker.attempts ?? -1
    }

    /// Puts cookies on the plate until it holds `count`.
    private func fill(_ round: any GameRound, to count: Int, at time: inout Double) {
        while onPlate(round) < count {
            time += 0.3
            _ = round.handle(.tap(jar), time: time)
        }
    }

    /// A listener hears the plate's cookies one by one, in the field's fives (or as a heap on step 3's
    /// plain plate), never how many (D-1221).
    @Test func thePlateNamesEachCookieOnceAndNeverHowMany() throws {
        for step in [DifficultyStep.step1, .step3] {
            var (round, time) = try answering([7], step: step)
            func label() throws -> String {
                try #require(GameTestKit.scene(round, size: size, time: time).element(plate)?.label)
            }
            #expect(try label() == "Teller. Noch leer")
            for count in 1...9 {
                fill(round, to: count, at: &time)
                let heard = try label()
                #expect(heard.hasPrefix("Teller. "), "\(heard)")
                let groups = try #require(CountingLabels.groups(String(heard.dropFirst("Teller. ".count))))
                #expect(groups.joined().count == count && Set(groups.joined()) == ["Keks"], "\(heard)")
                #expect(
                    step == .step3
                        ? groups.count == 1 : groups == CountingLabels.fives(ZahlenmonsterRules.cookieName, count),
                    "\(heard)")
                CountingLabels.expectNoNumber(in: heard)
            }
        }
    }

    @Test func theModuleReportsItsIDAndTheConfiguredNumbers() throws {
        let config = try #require(ShippedContent.game(.zahlenmonster))
        #expect(ZahlenmonsterGame().id == .zahlenmonster)
        #expect(
            ZahlenmonsterGame().validNumbers(config: config, step: .step1, level: .vorschule, range: .r1to20)
                == Array(1...20))
    }

    @Test func theMonsterAsksForCookiesAndItsSignShowsTheNumberAtEveryStep() throws {
        for step in DifficultyStep.allCases {
            let round = try round([7], step: step)
            var time = 0.0
            _ = round.start(time: time)
            let effects = GameTestKit.settle(round, at: &time)
            let asked: [AudioID] =
                step == .step3 ? [.prompt(.zahlenmonster, "give_sign")] : [.prompt(.zahlenmonster, "give"), .number(7)]
            #expect(effects.contains(.speak(asked)), "\(step)")
            let scene = GameTestKit.scene(round, size: size, time: time)
            #expect(scene.texts.map(\.string) == ["7"], "\(step)")
            #expect(scene.element(ZahlenmonsterRules.signID)?.label == "Schild mit der Zahl sieben")
        }
    }

    @Test func theJarHoldsThreeMoreCookiesThanTheRange() throws {
        for (range, jarful) in [(RangeStage.r1to5, 8), (.r1to10, 13), (.r1to20, 20)] {
            let (round, start) = try answering([3], range: range)
            var time = start
            for _ in 0..<25 {
                time += 0.3
                _ = round.handle(.tap(jar), time: time)
            }
            #expect(onPlate(round) == jarful, "\(range)")
        }
    }

    @Test func cookiesMoveByTapAndDragBothWaysAndNoneOfItIsAnAttempt() throws {
        let (round, time) = try answering([5, 2])
        var effects = round.handle(.tap(jar), time: time + 1)
        #expect(effects == [.speak([.number(1)])])
        effects += round.handle(.drag(from: jar, to: plate), time: time + 2)
        effects += round.handle(.tap(jar), time: time + 3)
        #expect(onPlate(round) == 3 && effects.last == .speak([.number(3)]))
        // A tap on a plate cookie puts that cookie back.
        let scene = GameTestKit.scene(round, size: size, time: time + 3)
        let plateFrame = try #require(scene.element(plate)).frame
        let cookie = try #require(ZahlenmonsterRoundTests.cookies(scene, in: plateFrame).first)
        effects += round.handle(.tapAt(plate, cookie), time: time + 4)
        #expect(onPlate(round) == 2)
        effects += round.handle(.drag(from: plate, to: jar), time: time + 5)
        effects += round.handle(.tap(plate), time: time + 6)
        #expect(onPlate(round) == 0)
        effects += round.handle(.tap(plate), time: time + 7)
        #expect(GameTestKit.results(effects).isEmpty && attempts(round) == 0 && round.phase == .answering)
    }

    @Test func onlyStepOneCountsEachCookieAloud() throws {
        let (round, time) = try answering([5], step: .step2)
        #expect(round.handle(.tap(jar), time: time + 1).isEmpty)
        #expect(onPlate(round) == 1)
    }

    @Test func anEmptyPlateIsNoAttempt() throws {
        let (round, time) = try answering([4])
        #expect(round.handle(.tap(mouth), time: time + 1).isEmpty)
        #expect(attempts(round) == 0 && round.phase == .answering)
    }

    @Test func theMonsterSaysMoreOrTooManyByTheRealCountAndTheCookiesStay() throws {
        let (round, start) = try answering([5, 2], step: .step2)
        var time = start
        fill(round, to: 3, at: &time)
        let few = round.handle(.tap(mouth), time: time + 1)
        #expect(few.contains(.speak([.prompt(.zahlenmonster, "more")])) && few.contains(.playEffect(.effect("soft"))))
        #expect(onPlate(round) == 3)
        time += 1
        GameTestKit.settle(round, at: &time)
        fill(round, to: 7, at: &time)
        let many = round.handle(.tap(mouth), time: time + 1)
        #expect(
            many.contains(
                .speak([
                    .number(1), .number(2), .number(3), .number(4), .number(5), .number(6), .number(7),
                    .prompt(.zahlenmonster, "too_many"),
                ])))
        #expect(onPlate(round) == 7)
        time += 1
        GameTestKit.settle(round, at: &time)
        _ = round.handle(.tap(plate), time: time + 1)
        _ = round.handle(.tap(plate), time: time + 2)
        let done = round.handle(.tap(mouth), time: time + 3)
        let result = try #require(GameTestKit.results(done).first)
        // The parent area sees the plates the child offered: two too few, then two too many.
        #expect(result.wrongAnswers == [3, 7] && result.attempts == 3 && result.hintsUsed == 2)
        #expect(result.skill == .count && result.secondarySkill == .recognize && result.number == 5)
        #expect(done.contains(.speakAfterCurrent([.number(5), .prompt(.zahlenmonster, "yum")])))
    }

    @Test func theRightPlateOnTheFirstTryEarnsAFirstTryStar() throws {
        let (round, start) = try answering([6, 2])
        var time = start
        let effects = GameTestKit.solve(round, at: &time)
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.firstTryCorrect && result.attempts == 1 && result.wrongAnswers.isEmpty)
        let counted = effects.compactMap { effect -> AudioID? in
            if case .speak(let clips) = effect, clips.count == 1 { return clips[0] }
            return nil
        }
        #expect(counted == (1...6).map(AudioID.number))
    }

    @Test func theLadderPulsesTheSignOutlinesThePlacesAndCorrectsThePlate() throws {
        let round = try round([6, 2], step: .step3)
        var time = 0.0
        _ = round.start(time: time)
        var looks: [Scene] = []
        let effects = GameTestKit.wrongPathThroughTheLadder(round, time: &time) {
            looks.append(GameTestKit.scene(round, size: size, time: $0))
        }
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.attempts == 3 && result.solutionShown && result.wrongAnswers.allSatisfy { $0 != 6 })
        #expect(effects.contains(.speak([.prompt(.zahlenmonster, "more")] + (1...6).map(AudioID.number))))
        // H1 pulses the sign; from H2 the plate shows its places; S fills exactly n and fades the jar.
        let plain = looks[0]
        let h2 = looks[5]
        let solution = looks[8]
        #expect(ZahlenmonsterRoundTests.rings(plain) == 0 && ZahlenmonsterRoundTests.rings(h2) >= 6)
        let plateFrame = try #require(solution.element(plate)).frame
        #expect(ZahlenmonsterRoundTests.cookies(solution, in: plateFrame).count == 6)
        #expect(solution.element(jar)?.isEnabled == false && solution.element(mouth)?.isEnabled == true)
    }

    @Test func theSignPulsesAtH1() throws {
        let (round, start) = try answering([4, 2])
        var time = start
        fill(round, to: 2, at: &time)
        _ = round.handle(.tap(mouth), time: time + 1)
        time += 1
        GameTestKit.settle(round, at: &time)
        let a = GameTestKit.scene(round, size: size, time: time)
        let b = GameTestKit.scene(round, size: size, time: time + 0.6)
        #expect(a != b)
    }

    @Test func withoutVoiceTheWindowKeepsDrawingUntilH2HasCountedThePlate() throws {
        let round = try round([6, 2], step: .step2, voice: false)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        fill(round, to: 4, at: &time)
        for _ in 0..<2 {
            _ = round.handle(.tap(mouth), time: time + 0.5)
            time += 0.5
            GameTestKit.settle(round, at: &time)
        }
        // Four cookies take 0.7 s each; the silent line ended after 1 s.
        #expect(round.phase == .answering && round.isAnimating(at: time + 0.1))
        #expect(!round.isAnimating(at: time + 4))
    }

    @Test func theDemoFeedsTheMonsterAndIsNeverScored() throws {
        let round = try round([3, 2], demo: true)
        var time = 0.0
        _ = round.start(time: time)
        let effects = GameTestKit.settle(round, at: &time)
        #expect(round.isDemo && round.phase.isSolution)
        #expect(effects.contains(.speak([.number(1), .number(2), .number(3)])))
        #expect(GameTestKit.results(GameTestKit.solve(round, at: &time)).isEmpty)
    }

    @Test func silentRoundsStaySolvableFromTheSign() throws {
        let round = try round([8, 2], step: .step3, voice: false)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        #expect(GameTestKit.scene(round, size: size, time: time).texts.map(\.string) == ["8"])
        #expect(GameTestKit.results(GameTestKit.solve(round, at: &time)).first?.firstTryCorrect == true)
    }

    @Test func theJarThePlateAndTheMouthAreTheOnlyTargetsSoTheKeyboardReachesEach() throws {
        let (round, time) = try answering([3])
        let scene = GameTestKit.scene(round, size: size, time: time)
        let stops = scene.elements.filter { $0.role.isActionable && $0.isEnabled }.map(\.id)
        #expect(stops == [mouth, jar, plate])
        #expect(scene.element(plate)?.role == .adjustable)
    }

    @Test func scatteredCookiesStayOnThePlateAndNeverOverlap() throws {
        for seed in UInt64(0)..<40 {
            let round = ZahlenmonsterGame().makeRound(
                plan: GameTestKit.plan(.zahlenmonster, numbers: [9], step: .step3, range: .r1to20, seed: seed),
                setup: try GameTestKit.setup(.zahlenmonster))
            var time = 0.0
            _ = round.start(time: time)
            GameTestKit.settle(round, at: &time)
            fill(round, to: 20, at: &time)
            for size in LayoutAudit.standardSizes {
                let scene = GameTestKit.scene(round, size: size, time: time)
                let frame = try #require(scene.element(plate)).frame
                let cookies = ZahlenmonsterRoundTests.cookieFrames(scene, in: frame)
                #expect(cookies.count == 20, "seed \(seed) \(size)")
                #expect(cookies.allSatisfy { frame.contains($0) && $0.width >= 12 }, "seed \(seed) \(size)")
                for (i, a) in cookies.enumerated() {
                    // Round cookies: centres at least one cookie apart never overlap.
                    for b in cookies[(i + 1)...] {
                        #expect(a.center.distance(to: b.center) >= a.width, "seed \(seed) \(size)")
                    }
                }
            }
        }
    }

    @Test func everyStepAndLevelPassesTheLayoutAuditInEveryHintPhase() throws {
        let findings = try GameTestKit.ladderFindings(
            .zahlenmonster, numbers: [.littleOnes: [1, 6, 10], .vorschule: [1, 13, 20]]
        ) { ZahlenmonsterGame().makeRound(plan: $0, setup: $1) }
        #expect(findings.isEmpty, "\(findings)")
    }

    // MARK: - Reading scenes

    /// Centres of the cookie pictures inside `frame`.
    static func cookies(_ scene: Scene, in frame: Rect) -> [Point] {
        cookieFrames(scene, in: frame).map(\.center)
    }

    /// The cookie pictures whose centres lie inside `frame`.
    static func cookieFrames(_ scene: Scene, in frame: Rect) -> [Rect] {
        func walk(_ node: Node) -> [Rect] {
            switch node.shape {
            case .image("obj_keks", let box) where frame.contains(box.center): [box]
            case .group(let group): group.children.flatMap(walk)
            default: []
            }
        }
        return scene.nodes.flatMap(walk)
    }

    /// Accent rings (outlined places at H2 and S).
    static func rings(_ scene: Scene) -> Int {
        func walk(_ node: Node) -> Int {
            switch node.shape {
            case .ring(_, _, _, Palette.accent, _): 1
            case .group(let group): group.children.map(walk).reduce(0, +)
            default: 0
            }
        }
        return scene.nodes.map(walk).reduce(0, +)
    }
}
