import Testing
import ZKGameKit

@Suite struct TaskAttemptTrackerTests {
    @Test func firstCommitCorrectIsAFirstTrySuccess() {
        var tracker = TaskAttemptTracker()
        #expect(tracker.commit(answer: 7, isCorrect: true) == .correct)
        #expect(tracker.firstTryCorrect)
        #expect(tracker.attempts == 1 && tracker.hintsUsed == 0 && !tracker.solutionShown)
    }

    @Test func eachWrongAnswerClimbsOneRung() {
        var tracker = TaskAttemptTracker()
        #expect(tracker.commit(answer: 4, isCorrect: false) == .wrong(.h1))
        #expect(tracker.commit(answer: 9, isCorrect: false) == .wrong(.h2))
        #expect(tracker.commit(answer: 4, isCorrect: false) == .wrong(.solution))
        #expect(tracker.wrongAnswers == [4, 9, 4])
        #expect(tracker.hintsUsed == 2)
        #expect(tracker.solutionShown)
    }

    @Test func correctAfterAHintIsNotFirstTry() {
        var tracker = TaskAttemptTracker()
        _ = tracker.commit(answer: 4, isCorrect: false)
        #expect(tracker.commit(answer: 14, isCorrect: true) == .correct)
        #expect(!tracker.firstTryCorrect)
        #expect(tracker.attempts == 2 && tracker.hintsUsed == 1)
    }

    @Test func afterTheSolutionOnlyTheGuidedTapCompletes() {
        var tracker = TaskAttemptTracker()
        for wrong in [1, 2, 3] { _ = tracker.commit(answer: wrong, isCorrect: false) }
        #expect(tracker.commit(answer: 7, isCorrect: true) == .ignored)
        tracker.completeGuided(automatically: false)
        #expect(tracker.completion == .guidedTap)
        #expect(tracker.attempts == 3)
        #expect(!tracker.firstTryCorrect)
    }

    @Test func autoCompletionReportsThreeAttempts() {
        var tracker = TaskAttemptTracker()
        for wrong in [1, 2, 3] { _ = tracker.commit(answer: wrong, isCorrect: false) }
        tracker.completeGuided(automatically: true)
        #expect(tracker.completion == .autoCompleted)
        #expect(tracker.attempts == TaskAttemptTracker.autoCompletionAttempts)
    }

    @Test func guidedCompletionBeforeTheSolutionDoesNothing() {
        var tracker = TaskAttemptTracker()
        tracker.completeGuided(automatically: true)
        #expect(!tracker.isCompleted)
        #expect(tracker.attempts == 0)
    }
}
