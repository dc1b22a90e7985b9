import ZKContent
import ZKCore
import ZKPersistence

/// The parental gate (docs/app.md#sessions-daily-limits-and-the-gate, S-17): a written German
/// number word from 111 to 999, typed on a 0–9 keypad and checked after three digits. A wrong
/// answer brings a new challenge; three wrong answers lock the gate for 60 s, the next three for 5
/// min, every further three for 15 min. A success or 15 quiet minutes (counted from the last wrong
/// answer, or from the end of its cooldown) reset the series (DECISIONS D-0802). Time is continuous
/// time, so a moved wall clock changes nothing; the series is persisted by the app (`cooldown`).
/// Pure value.
public struct ParentalGate: Sendable, Equatable {
    /// Wrong answers per cooldown step.
    public static let wrongPerStep = 3
    /// Cooldowns after the 1st, 2nd and every further step of three wrong answers, in seconds.
    public static let cooldowns: [Double] = [60, 300, 900]
    /// Without a wrong answer for this long, the series starts again.
    public static let idleReset: Double = 900
    /// Digits per answer.
    public static let answerLength = 3

    /// What one key press did.
    public enum Outcome: Sendable, Equatable {
        /// A digit was taken; fewer than three are entered.
        case entered
        /// The three digits were the challenge: the gate opens.
        case passed
        /// The three digits were wrong; a new challenge shows (and maybe a cooldown starts).
        case wrong
        /// The gate is cooling down (or the key is no digit); nothing was taken.
        case ignored
    }

    /// The number asked for now.
    public private(set) var challenge: Int
    /// The digits typed so far, at most three.
    public private(set) var entered: [Int] = []
    /// The persisted series of wrong answers and the running cooldown.
    public private(set) var cooldown: DeviceSettings.GateCooldown

    /// A gate with a fresh challenge, continuing the persisted series as of continuous time `now`.
    public init(cooldown: DeviceSettings.GateCooldown, now: Double, using generator: inout some RandomNumberGenerator) {
        self.cooldown = ParentalGate.normalized(cooldown, now: now)
        self.challenge = ParentalGate.nextChallenge(avoiding: nil, using: &generator)
    }

    /// The challenge as the parent reads it: "sechshundertachtundvierzig".
    public var challengeWord: String { GermanNumberWords.writtenWord(for: challenge) ?? "" }

    /// The challenge in the words of the app's language, read from its `gatewords.<code>.json`
    /// ("six hundred and forty-eight"; docs/content.md#the-gates-written-words). Only a content
    /// folder without any gate words, which the loader reports, leaves the German word.
    public func challengeWord(using words: GateWords?) -> String {
        words?.word(for: challenge) ?? challengeWord
    }

    /// Seconds until the gate takes input again, nil when it does.
    public func remainingCooldown(now: Double) -> Double? {
        let current = ParentalGate.normalized(cooldown, now: now)
        guard let until = current.lockedUntilContinuous, until > now else { return nil }
        return until - now
    }

    /// A digit key (0–9). The third digit is checked.
    public mutating func press(digit: Int, now: Double, using generator: inout some RandomNumberGenerator) -> Outcome {
        cooldown = ParentalGate.normalized(cooldown, now: now)
        guard (0...9).contains(digit), remainingCooldown(now: now) == nil else { return .ignored }
        entered.append(digit)
        guard entered.count == ParentalGate.answerLength else { return .entered }
        let answer = entered.reduce(0) { $0 * 10 + $1 }
        entered = []
        if answer == challenge {
            cooldown = DeviceSettings.GateCooldown()
            return .passed
        }
        cooldown.wrongAnswers += 1
        cooldown.lastWrongAnswerContinuous = now
        if cooldown.wrongAnswers % ParentalGate.wrongPerStep == 0 {
            let step = min(cooldown.wrongAnswers / ParentalGate.wrongPerStep, ParentalGate.cooldowns.count) - 1
            cooldown.lockedUntilContinuous = now + ParentalGate.cooldowns[step]
        }
        challenge = ParentalGate.nextChallenge(avoiding: challenge, using: &generator)
        return .wrong
    }

    /// "Löschen": takes back the last digit.
    public mutating func deleteDigit() {
        if !entered.isEmpty { entered.removeLast() }
    }

    /// A challenge from the 720 gate numbers, never the one just shown.
    static func nextChallenge(avoiding previous: Int?, using generator: inout some RandomNumberGenerator) -> Int {
        let numbers = GermanNumberWords.gateNumbers
        var pick = numbers[generator.nextIndex(below: numbers.count)]
        if pick == previous { pick = numbers[((numbers.firstIndex(of: pick) ?? 0) + 1) % numbers.count] }
        return pick
    }

    /// The series as of `now`: reset after 15 quiet minutes. After a reboot continuous time starts
    /// again below the stored values; the elapsed time is then unknown and counted as none, so a
    /// running cooldown restarts in full rather than ending early.
    static func normalized(_ stored: DeviceSettings.GateCooldown, now: Double) -> DeviceSettings.GateCooldown {
        var cooldown = stored
        if let last = cooldown.lastWrongAnswerContinuous, now < last {
            let remaining = (cooldown.lockedUntilContinuous ?? last) - last
            cooldown.lastWrongAnswerContinuous = now
            cooldown.lockedUntilContinuous = remaining > 0 ? now + remaining : nil
        }
        // Quiet time counts from when the gate could be used again: after a cooldown, from its end.
        if let last = cooldown.lastWrongAnswerContinuous,
            now - max(last, cooldown.lockedUntilContinuous ?? last) >= idleReset
        {
            return DeviceSettings.GateCooldown()
        }
        return cooldown
    }
}
