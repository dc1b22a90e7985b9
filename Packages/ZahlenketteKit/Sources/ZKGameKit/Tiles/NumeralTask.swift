import ZKCore

/// A tile task whose answer is its number: the four free games' tasks. Their rules get the answer,
/// the answer's slot, the tiles and the success line ("sieben") from here.
public protocol NumeralTask: Sendable, Equatable {
    var number: Int { get }
    var options: AnswerOptions { get }
}

extension TileGame where Task: NumeralTask {
    public func answer(of task: Task) -> Int { task.number }

    public func correctSlot(of task: Task) -> Int? { task.options.correctIndex }

    public func options(of task: Task) -> AnswerOptions { task.options }

    /// The number itself after a correct answer (docs/games.md#feedback).
    public func successLine(for task: Task) -> [AudioID] { [.number(task.number)] }
}
