import TestSupport
import Testing
import ZKCore
import ZKParentArea

/// The German error patterns (issue 16) are shown only with evidence (D-0903): at least 3 tasks on
/// at least 2 days in the last 30 days, explaining at least half of the wrong-answered tasks where
/// they could show. Properties over generated answer histories.
@Suite struct ErrorPatternDetectorTests {
    static let today = Berlin.day("2026-10-01")

    /// A wrong answer no pattern explains for `number` (never n ± 1, the teen partner, 6 ↔ 9).
    static func neutralWrong(_ number: Int) -> Int {
        for candidate in [number + 3, number - 3, number + 4, number - 4] where (1...20).contains(candidate) {
            if !ErrorPatternKind.allCases.contains(where: { $0.matches(answer: candidate, for: number) }) {
                return candidate
            }
        }
        return 0
    }

    /// A history of `count` tasks over 20 days: some right, some wrong with neutral answers (one in
    /// `wrongEvery`, at most `maximumWrong`).
    static func noise(
        count: Int, wrongEvery: UInt64 = 3, maximumWrong: Int = .max, using random: inout SplitMix64
    ) -> [AnswerRecord] {
        var wrongs = 0
        let games: [GameID] = [.wieViele, .hoerHin, .blitzblick, .mehrWeniger, .wasFehlt]
        let skills: [Skill] = [.count, .name, .subitize, .compare, .order]
        return (0..<count).map { _ in
            let number = 1 + Int(random.next() % 20)
            let pick = Int(random.next() % 5)
            let wrong = random.next() % wrongEvery == 0 && wrongs < maximumWrong ? [neutralWrong(number)] : []
            wrongs += wrong.count
            return AnswerRecord(
                game: games[pick], skill: skills[pick], number: number, wrongAnswers: wrong,
                day: today.adding(days: -Int(random.next() % 20)))
        }
    }

    /// A task showing `kind` on `day`.
    static func planted(_ kind: ErrorPatternKind, day: Int, using random: inout SplitMix64) -> AnswerRecord {
        let date = today.adding(days: -day)
        switch kind {
        case .teenReversal:
            let teen = 13 + Int(random.next() % 7)
            return AnswerRecord(game: .hoerHin, skill: .name, number: teen, wrongAnswers: [teen - 10], day: date)
        case .neighbourConfusion:
            let n = 2 + Int(random.next() % 15)
            return AnswerRecord(game: .wieViele, skill: .count, number: n, wrongAnswers: [n + 1], day: date)
        case .sixNine:
            return AnswerRecord(game: .blitzblick, skill: .recognize, number: 9, wrongAnswers: [6], day: date)
        case .mirroredNumeral:
            return AnswerRecord(game: .nachspuren, skill: .write, number: 3, wrongAnswers: [3], day: date)
        }
    }

    @Test(arguments: 0..<40)
    func noPatternAppearsWithoutEvidence(seed: Int) {
        var random = SplitMix64(seed: UInt64(1_000 + seed))
        let history = Self.noise(count: 40 + Int(random.next() % 80), using: &random)
        #expect(ErrorPatternDetector().patterns(in: history, today: Self.today).isEmpty)
    }

    @Test(arguments: ErrorPatternKind.allCases, 0..<10)
    func aPlantedPatternIsFound(kind: ErrorPatternKind, seed: Int) {
        var random = SplitMix64(seed: UInt64(2_000 + seed))
        // Ordinary mistakes are rare next to the pattern: at most two of them.
        var history = Self.noise(count: 30, wrongEvery: 6, maximumWrong: 2, using: &random)
        // 3 to 6 tasks on at least 2 days.
        let count = 3 + Int(random.next() % 4)
        history += (0..<count).map { Self.planted(kind, day: $0 % 2 == 0 ? 1 : 8, using: &random) }
        let found = ErrorPatternDetector().patterns(in: history, today: Self.today)
        #expect(found.map(\.kind).contains(kind), "\(kind) in \(found)")
        // Nothing else is found from the noise.
        #expect(found.allSatisfy { $0.kind == kind })
    }

    /// Whatever the history, every pattern reported has the evidence the rule asks for, counted
    /// again here from the answers.
    @Test(arguments: 0..<60)
    func everyPatternFoundHasItsEvidence(seed: Int) {
        var random = SplitMix64(seed: UInt64(3_000 + seed))
        let games: [GameID] = [.wieViele, .hoerHin, .nachspuren, .blitzblick]
        let skills: [Skill] = [.count, .name, .write, .recognize]
        let history = (0..<(20 + Int(random.next() % 60))).map { _ -> AnswerRecord in
            let pick = Int(random.next() % 4)
            let number = 1 + Int(random.next() % 20)
            let wrong = random.next() % 2 == 0 ? [1 + Int(random.next() % 20)] : []
            return AnswerRecord(
                game: games[pick], skill: skills[pick], number: number, wrongAnswers: wrong,
                day: Self.today.adding(days: -Int(random.next() % 40)))
        }
        let since = Self.today.adding(days: -29)
        for pattern in ErrorPatternDetector().patterns(in: history, today: Self.today) {
            let hits = history.filter { answer in
                answer.day >= since
                    && pattern.kind.isOpportunity(game: answer.game, skill: answer.skill, number: answer.number)
                    && answer.wrongAnswers.contains { pattern.kind.matches(answer: $0, for: answer.number) }
            }
            let wrongOpportunities = history.filter { answer in
                answer.day >= since && !answer.wrongAnswers.isEmpty
                    && pattern.kind.isOpportunity(game: answer.game, skill: answer.skill, number: answer.number)
            }
            #expect(hits.count >= 3)
            #expect(Set(hits.map(\.day)).count >= 2)
            #expect(Double(hits.count) >= 0.5 * Double(wrongOpportunities.count))
        }
    }

    @Test(arguments: ErrorPatternKind.allCases)
    func oneOrTwoSlipsAreNeverAPattern(kind: ErrorPatternKind) {
        var random = SplitMix64(seed: 77)
        for slips in 1...2 {
            let history = (0..<slips).map { Self.planted(kind, day: $0 * 3, using: &random) }
            #expect(ErrorPatternDetector().patterns(in: history, today: Self.today).isEmpty)
        }
    }

    @Test func threeTasksOnOneDayAreNotEnough() {
        var random = SplitMix64(seed: 5)
        let history = (0..<4).map { _ in Self.planted(.teenReversal, day: 2, using: &random) }
        #expect(ErrorPatternDetector().patterns(in: history, today: Self.today).isEmpty)
    }

    @Test func aPatternDrownedInOtherMistakesIsNotShown() {
        var random = SplitMix64(seed: 9)
        var history = (0..<3).map { Self.planted(.neighbourConfusion, day: $0 * 2, using: &random) }
        // Four other wrong counts: the neighbour mistakes explain less than half.
        history += (0..<4).map {
            AnswerRecord(
                game: .wieViele, skill: .count, number: 10, wrongAnswers: [4], day: Self.today.adding(days: -$0))
        }
        #expect(ErrorPatternDetector().patterns(in: history, today: Self.today).isEmpty)
    }

    @Test func evidenceOlderThanThirtyDaysIsForgotten() {
        var random = SplitMix64(seed: 11)
        let history = [31, 35, 40, 45].map { Self.planted(.sixNine, day: $0, using: &random) }
        #expect(ErrorPatternDetector().patterns(in: history, today: Self.today).isEmpty)
    }

    @Test func patternsArePhrasedInGermanWithATip() {
        var random = SplitMix64(seed: 3)
        let history =
            [1, 1, 4].map { _ in
                AnswerRecord(game: .hoerHin, skill: .name, number: 14, wrongAnswers: [4], day: Self.today)
            } + [
                AnswerRecord(
                    game: .hoerHin, skill: .name, number: 14, wrongAnswers: [4], day: Self.today.adding(days: -2))
            ]
        _ = random.next()
        let found = ErrorPatternDetector().patterns(in: history, today: Self.today)
        let phrased = found.map { PhrasedPattern($0, strings: ShippedContent.catalog.strings) }
        #expect(
            phrased.first?.text == "14 und 4 werden manchmal verwechselt: Bei „vierzehn“ hört man die Einer zuerst.")
        #expect(
            phrased.first?.tip
                == "Sagt gemeinsam: zehn und vier, vierzehn. Zeigt dazu erst zehn Finger, dann die Einer.")
    }
}
