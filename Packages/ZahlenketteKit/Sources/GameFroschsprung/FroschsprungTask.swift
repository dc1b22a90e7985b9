/// One Froschsprung task (docs/games.md#froschsprung): the frog jumps from `start` to stone
/// `number`.
public struct FroschsprungTask: Sendable, Equatable {
    /// The target stone n.
    public let number: Int
    /// Where the frog sits: 0 is the bank, which is never labelled and never named (DR-36); at
    /// step 3 a stone near the target.
    public let start: Int
    /// The stones of the pond, 1…rangeMax.
    public let stoneCount: Int
    /// The stones that show their numeral before any hint.
    public let labelledStones: Set<Int>

    public init(number: Int, start: Int, stoneCount: Int, labelledStones: Set<Int>) {
        self.number = number
        self.start = start
        self.stoneCount = stoneCount
        self.labelledStones = labelledStones
    }

    /// The stones the frog can land on.
    public var stones: ClosedRange<Int> { 1...max(1, stoneCount) }

    /// The landmark stones 5, 10, 15 and 20 of the pond (the fives that pulse at H1).
    public var landmarks: [Int] { Array(stride(from: 5, through: stoneCount, by: 5)) }

    /// Where the frog lands on a correct jump: whole fives while five or more remain, then single
    /// hops (docs/games.md#froschsprung). From the bank to 13: 5, 10, 11, 12, 13.
    public var landings: [Int] {
        guard number != start else { return [number] }
        let direction = number > start ? 1 : -1
        var position = start
        var result: [Int] = []
        while abs(number - position) >= 5 {
            position += 5 * direction
            result.append(position)
        }
        while position != number {
            position += direction
            result.append(position)
        }
        return result
    }
}
