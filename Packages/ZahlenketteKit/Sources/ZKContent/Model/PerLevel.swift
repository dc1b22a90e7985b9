import ZKCore

/// A value that differs between the two levels, written `{"littleOnes": …, "vorschule": …}`.
public struct PerLevel<Value: Sendable & Equatable & Decodable>: Sendable, Equatable, Decodable {
    public let littleOnes: Value
    public let vorschule: Value

    public init(littleOnes: Value, vorschule: Value) {
        self.littleOnes = littleOnes
        self.vorschule = vorschule
    }

    public subscript(level: Level) -> Value {
        switch level {
        case .littleOnes: littleOnes
        case .vorschule: vorschule
        }
    }

    /// Both values, littleOnes first, for validation.
    public var all: [Value] { [littleOnes, vorschule] }
}

/// An inclusive integer range written `{"min": 1, "max": 10}`.
public struct NumberRange: Sendable, Equatable, Decodable {
    public let min: Int
    public let max: Int

    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }

    /// The range, or nil when `min > max` (validation reports that case).
    public var closedRange: ClosedRange<Int>? {
        min <= max ? min...max : nil
    }
}

/// A point in the unit square: x to the right, y downwards, both 0…1.
public struct UnitPoint: Sendable, Equatable, Decodable {
    public let x: Double
    public let y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    var isInUnitSquare: Bool {
        x.isFinite && y.isFinite && (0...1).contains(x) && (0...1).contains(y)
    }

    func distance(to other: UnitPoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}
