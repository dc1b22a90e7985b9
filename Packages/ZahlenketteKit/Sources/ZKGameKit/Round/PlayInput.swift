import ZKCore

/// What an intent on the playfield means, as the game reads it: an answer to judge, a new play
/// state, an activity step, a mark, something to say. Only a commit can be an attempt.
public struct PlayInput<Answer: Hashable & Sendable, Play: Sendable & Equatable>: Sendable, Equatable {
    /// The new play state (marks, cards turned, cookies moved); never an attempt.
    public var play: Play?
    /// An answer to judge: an attempt unless the judgement ignores it.
    public var commit: Answer?
    /// The task this input is about, for boards whose tasks the child chooses (the first card of
    /// a pair); nil for the open task.
    public var task: Int?
    /// One step of the task's activity (a counted bead, the end of a flash, a shake).
    public var activityStep: Bool
    /// Marks or unmarks the stimulus object at this index (a counting aid).
    public var toggleMark: Int?
    /// Said at once, cutting the running line (a counted cookie, an explored number).
    public var speech: [AudioID]
    /// Board tasks the child has just touched (a card of the pair turned, as first or second card):
    /// on a board the response time runs from a task's first touch (docs/games.md#memory).
    public var begun: [Int]

    public init(
        play: Play? = nil, commit: Answer? = nil, task: Int? = nil, activityStep: Bool = false,
        toggleMark: Int? = nil, speech: [AudioID] = [], begun: [Int] = []
    ) {
        self.play = play
        self.commit = commit
        self.task = task
        self.activityStep = activityStep
        self.toggleMark = toggleMark
        self.speech = speech
        self.begun = begun
    }

    /// Nothing happens.
    public static var none: PlayInput { PlayInput() }

    /// Commits `answer`.
    public static func answer(_ answer: Answer) -> PlayInput { PlayInput(commit: answer) }

    public var isNone: Bool { self == .none }
}
