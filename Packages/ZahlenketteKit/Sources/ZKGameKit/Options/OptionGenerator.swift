import ZKContent
import ZKCore

/// The shared distractor generator of every numeral-tile game (docs/games.md#options).
/// Pure and seeded: equal inputs and seed give equal tiles.
public enum OptionGenerator {
    /// Tiles for `answer`: distractors unique, never the answer, never 0, within 1...rangeMax.
    /// `required` numbers (Hör hin's teen partner at step 3) are included when valid. A shortfall is
    /// filled from the next profile; if the range is too small, fewer tiles show. The answer's slot
    /// never repeats a third time in a row given the two previous `recentCorrectSlots`.
    public static func options(
        answer: Int, tiles: TileSpec, rangeMax: Int, required: [Int] = [], recentCorrectSlots: [Int] = [],
        using generator: inout some RandomNumberGenerator
    ) -> AnswerOptions {
        let count = max(1, tiles.count)
        let upper = max(rangeMax, answer)
        func valid(_ candidate: Int) -> Bool { candidate >= 1 && candidate <= upper && candidate != answer }

        // Index loops, not `for … in` and `contains`: a debug build makes those generic calls per
        // number, and every task of every game asks here (D-0057).
        var distractors: [Int] = []
        func take(_ candidate: Int) {
            guard distractors.count < count - 1, valid(candidate) else { return }
            var index = 0
            while index < distractors.count {
                if distractors[index] == candidate { return }
                index += 1
            }
            distractors.append(candidate)
        }
        var index = 0
        while index < required.count {
            take(required[index])
            index += 1
        }
        for profile in fallbackOrder(from: tiles.profile) {
            let offered = candidates(profile, answer: answer, upper: upper, using: &generator)
            var position = 0
            while position < offered.count {
                take(offered[position])
                position += 1
            }
        }

        let ordered = generator.shuffled([answer] + distractors)
        var slot = ordered.firstIndex(of: answer) ?? 0
        var numbers = ordered
        if recentCorrectSlots.count >= 2, numbers.count > 1 {
            let lastTwo = recentCorrectSlots.suffix(2)
            if lastTwo.allSatisfy({ $0 == slot }) {
                let moved = (slot + 1 + generator.nextIndex(below: numbers.count - 1)) % numbers.count
                numbers.swapAt(slot, moved)
                slot = moved
            }
        }
        return AnswerOptions(numbers: numbers, correctIndex: slot)
    }

    /// A shortfall is filled from the next profile, then the remaining one.
    static func fallbackOrder(from profile: DistractorProfile) -> [DistractorProfile] {
        switch profile {
        case .far: [.far, .near, .confusable]
        case .near: [.near, .confusable, .far]
        case .confusable: [.confusable, .near, .far]
        }
    }

    /// Candidates of one profile in priority order; equal-priority pairs in seeded order.
    static func candidates(
        _ profile: DistractorProfile, answer n: Int, upper: Int, using generator: inout some RandomNumberGenerator
    ) -> [Int] {
        switch profile {
        case .far:
            // 1…upper without n and its neighbours, in a plain loop: a debug build's generic `filter`
            // over a range made this most of a task's generation in the tests (D-0057).
            var far: [Int] = []
            var number = 1
            while number <= max(1, upper) {
                if number < n - 1 || number > n + 1 { far.append(number) }
                number += 1
            }
            return generator.shuffled(far)
        case .near:
            return generator.shuffled([n - 1, n + 1]) + generator.shuffled([n - 2, n + 2])
        case .confusable:
            var list = generator.shuffled([n - 1, n + 1])
            if let partner = GermanNumberWords.teenPartner(of: n) { list.append(partner) }
            if n == 6 { list.append(9) }
            if n == 9 { list.append(6) }
            return list + generator.shuffled([n - 2, n + 2])
        }
    }
}
