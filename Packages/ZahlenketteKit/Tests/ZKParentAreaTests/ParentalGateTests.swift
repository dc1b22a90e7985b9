import Foundation
import Testing
import ZKCore
import ZKPersistence

@testable import ZKParentArea

@Suite struct ParentalGateTests {
    private func type(
        _ number: Int, into gate: inout ParentalGate, at now: Double, _ generator: inout SplitMix64
    )
        -> ParentalGate.Outcome
    {
        let digits = [number / 100, number / 10 % 10, number % 10]
        var outcome = ParentalGate.Outcome.ignored
        for digit in digits { outcome = gate.press(digit: digit, now: now, using: &generator) }
        return outcome
    }

    /// A wrong three-digit answer for the gate as it stands.
    private func wrong(for gate: ParentalGate) -> Int { gate.challenge == 987 ? 986 : 987 }

    @Test func theRightDigitsOpenTheGateAndEveryChallengeIsAGateNumber() {
        var generator = SplitMix64(seed: 16)
        for _ in 0..<200 {
            var gate = ParentalGate(cooldown: .init(), now: 10, using: &generator)
            #expect(GermanNumberWords.gateNumbers.contains(gate.challenge))
            #expect(GermanNumberWords.number(writtenAs: gate.challengeWord) == gate.challenge)
            #expect(gate.press(digit: gate.challenge / 100, now: 10, using: &generator) == .entered)
            #expect(gate.press(digit: gate.challenge / 10 % 10, now: 10, using: &generator) == .entered)
            #expect(gate.press(digit: gate.challenge % 10, now: 10, using: &generator) == .passed)
        }
    }

    @Test func aWrongAnswerBringsANewChallengeAndClearsTheDigits() {
        var generator = SplitMix64(seed: 3)
        var gate = ParentalGate(cooldown: .init(), now: 10, using: &generator)
        let first = gate.challenge
        #expect(type(wrong(for: gate), into: &gate, at: 10, &generator) == .wrong)
        #expect(gate.challenge != first && gate.entered.isEmpty)
        #expect(gate.cooldown.wrongAnswers == 1 && gate.remainingCooldown(now: 10) == nil)
    }

    @Test func cooldownsGrowFromAMinuteToFiveToFifteen() {
        var generator = SplitMix64(seed: 9)
        var gate = ParentalGate(cooldown: .init(), now: 0, using: &generator)
        var now = 0.0
        var cooldowns: [Double] = []
        for _ in 0..<4 {
            for _ in 0..<3 { _ = type(wrong(for: gate), into: &gate, at: now, &generator) }
            let remaining = gate.remainingCooldown(now: now) ?? 0
            cooldowns.append(remaining)
            // While it cools down, keys do nothing.
            #expect(gate.press(digit: 1, now: now + 1, using: &generator) == .ignored)
            now += remaining + 1
        }
        #expect(cooldowns == [60, 300, 900, 900])
    }

    @Test func aSuccessOrFifteenQuietMinutesResetTheSeries() {
        var generator = SplitMix64(seed: 5)
        var gate = ParentalGate(cooldown: .init(), now: 0, using: &generator)
        for _ in 0..<2 { _ = type(wrong(for: gate), into: &gate, at: 0, &generator) }
        #expect(type(gate.challenge, into: &gate, at: 1, &generator) == .passed)
        #expect(gate.cooldown == DeviceSettings.GateCooldown())

        for _ in 0..<3 { _ = type(wrong(for: gate), into: &gate, at: 10, &generator) }
        #expect(gate.remainingCooldown(now: 10) == 60)
        // Fifteen quiet minutes after the cooldown's end the series starts again.
        let later = ParentalGate(cooldown: gate.cooldown, now: 70 + 900, using: &generator)
        #expect(later.cooldown == DeviceSettings.GateCooldown())
        let sooner = ParentalGate(cooldown: gate.cooldown, now: 70 + 899, using: &generator)
        #expect(sooner.cooldown.wrongAnswers == 3)
    }

    @Test func aRebootDoesNotEndARunningCooldownEarly() {
        var generator = SplitMix64(seed: 7)
        var gate = ParentalGate(cooldown: .init(), now: 5000, using: &generator)
        for _ in 0..<3 { _ = type(wrong(for: gate), into: &gate, at: 5000, &generator) }
        // After a reboot continuous time reads 20; the full minute is still ahead.
        let rebooted = ParentalGate(cooldown: gate.cooldown, now: 20, using: &generator)
        #expect(rebooted.remainingCooldown(now: 20) == 60)
        #expect(rebooted.remainingCooldown(now: 81) == nil)
    }

    @Test func malformedKeysAreHandledCalmly() {
        var generator = SplitMix64(seed: 11)
        var gate = ParentalGate(cooldown: .init(), now: 0, using: &generator)
        gate.deleteDigit()
        #expect(gate.entered.isEmpty)
        #expect(gate.press(digit: 10, now: 0, using: &generator) == .ignored)
        #expect(gate.press(digit: -1, now: 0, using: &generator) == .ignored)
        #expect(gate.press(digit: 4, now: 0, using: &generator) == .entered)
        gate.deleteDigit()
        gate.deleteDigit()
        #expect(gate.entered.isEmpty && gate.cooldown.wrongAnswers == 0)
    }

    @Test func randomGuessesSucceedAboutOnceIn729() {
        // Guessing three digits from 1 to 9 (the gate never shows a zero), cooldowns waited out.
        var generator = SplitMix64(seed: 2026)
        var gate = ParentalGate(cooldown: .init(), now: 0, using: &generator)
        var now = 0.0
        var successes = 0
        let tries = 100_000
        for _ in 0..<tries {
            let guess =
                (1 + generator.nextIndex(below: 9)) * 100 + (1 + generator.nextIndex(below: 9)) * 10
                + 1 + generator.nextIndex(below: 9)
            if type(guess, into: &gate, at: now, &generator) == .passed { successes += 1 }
            now += (gate.remainingCooldown(now: now) ?? 0) + 1
        }
        // Binomial n = 100 000, p = 1/720 (the challenge is one of 720): mean 138.9, sd 11.8;
        // four standard deviations either side.
        let mean = Double(tries) / 720
        let sd = (Double(tries) * (1.0 / 720) * (719.0 / 720)).squareRoot()
        #expect(Double(successes) > mean - 4 * sd && Double(successes) < mean + 4 * sd, "\(successes)")
    }
}
