import ZKCore
import ZKPersistence

/// One answered task as the error-pattern detector reads it: the game, the skill, the number asked
/// for, the wrong answers the child gave on the way (`TaskAttemptRecord.wrongAnswers`) and the day.
public struct AnswerRecord: Hashable, Sendable {
    public let game: GameID
    public let skill: Skill
    public let number: Int
    public let wrongAnswers: [Int]
    public let day: LocalDate

    public init(game: GameID, skill: Skill, number: Int, wrongAnswers: [Int], day: LocalDate) {
        self.game = game
        self.skill = skill
        self.number = number
        self.wrongAnswers = wrongAnswers
        self.day = day
    }

    public init(_ attempt: TaskAttemptRecord) {
        self.init(
            game: attempt.gameID, skill: attempt.skill, number: attempt.number, wrongAnswers: attempt.wrongAnswers,
            day: attempt.localDate)
    }
}
