/// The Zahlenraum a child currently practises (spec 4.12.2, docs/engine.md#what-it-knows).
public enum RangeStage: String, CaseIterable, Codable, Sendable, Comparable {
    case r1to5
    case r1to10
    case r1to20

    /// The numbers the stage covers.
    public var numbers: ClosedRange<Int> {
        1...maxNumber
    }

    /// The highest number of the stage.
    public var maxNumber: Int {
        switch self {
        case .r1to5: 5
        case .r1to10: 10
        case .r1to20: 20
        }
    }

    /// The next wider stage, or nil at 1 to 20.
    public var next: RangeStage? {
        switch self {
        case .r1to5: .r1to10
        case .r1to10: .r1to20
        case .r1to20: nil
        }
    }

    /// The next narrower stage, or nil at 1 to 5.
    public var previous: RangeStage? {
        switch self {
        case .r1to5: nil
        case .r1to10: .r1to5
        case .r1to20: .r1to10
        }
    }

    /// The smallest stage that contains `number`, or nil outside 1 to 20.
    public static func smallest(containing number: Int) -> RangeStage? {
        allCases.first { $0.numbers.contains(number) }
    }

    public static func < (lhs: RangeStage, rhs: RangeStage) -> Bool {
        lhs.maxNumber < rhs.maxNumber
    }
}
