/// The numeral tiles of one task: the numbers in display order and where the answer sits.
public struct AnswerOptions: Sendable, Equatable, Codable {
    public let numbers: [Int]
    public let correctIndex: Int

    public init(numbers: [Int], correctIndex: Int) {
        self.numbers = numbers
        self.correctIndex = correctIndex
    }

    /// The correct number.
    public var answer: Int? {
        numbers.indices.contains(correctIndex) ? numbers[correctIndex] : nil
    }

    /// The options after H2: the answer and the last wrong choice, in their display order.
    public func narrowed(keeping lastWrong: Int?) -> AnswerOptions {
        guard let answer else { return self }
        let kept = numbers.filter { $0 == answer || $0 == lastWrong }
        return AnswerOptions(numbers: kept, correctIndex: kept.firstIndex(of: answer) ?? 0)
    }
}
