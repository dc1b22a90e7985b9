/// The controller's window and mode (engine 9.7), with what the planner predicted for the same tasks
/// (D-0120).
public struct ControllerState: Hashable, Codable, Sendable {
    /// First-try flags of the last non-stretch tasks, oldest first, at most 20.
    public var window: [Bool]
    public var mode: ControllerMode
    /// The predicted first-try chance of the last non-stretch tasks, oldest first, at most 20; its
    /// suffix pairs with the suffix of `window`. Empty in states stored before it existed.
    public var predicted: [Double]
    /// Whether each of those tasks was scaffolded; pairs with `predicted`.
    public var scaffolded: [Bool]

    public init(
        window: [Bool] = [], mode: ControllerMode = .neutral, predicted: [Double] = [], scaffolded: [Bool] = []
    ) {
        self.window = window
        self.mode = mode
        self.predicted = predicted
        self.scaffolded = scaffolded
    }

    private enum CodingKeys: String, CodingKey {
        case window, mode, predicted, scaffolded
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        window = try container.decode([Bool].self, forKey: .window)
        mode = try container.decode(ControllerMode.self, forKey: .mode)
        predicted = try container.decodeIfPresent([Double].self, forKey: .predicted) ?? []
        scaffolded = try container.decodeIfPresent([Bool].self, forKey: .scaffolded) ?? []
    }

    /// How much more often the child succeeded than predicted on the paired tasks that were (or were
    /// not) scaffolded: the summed difference over their count plus `biasShrinkTasks`, so a few
    /// tasks correct little (D-0120).
    public func predictionBias(scaffolded wanted: Bool) -> Double {
        let count = min(window.count, predicted.count, scaffolded.count)
        var difference = 0.0
        var paired = 0
        for (flag, (expected, kind)) in zip(
            window.suffix(count), zip(predicted.suffix(count), scaffolded.suffix(count)))
        where kind == wanted {
            difference += (flag ? 1 : 0) - expected
            paired += 1
        }
        return difference / (Double(paired) + EngineConstants.biasShrinkTasks)
    }

    /// How many times as often the child failed the paired scaffolded tasks as predicted: observed
    /// over expected failures, both with `biasShrinkTasks` tasks' worth of failures at the expected
    /// rate added, so a few tasks correct little; 1 without such tasks. A ratio and not a
    /// difference: when the easiest form helps a child less than assumed, the shortfall is largest
    /// on the cells the child is furthest from, and a ratio of failures follows it (D-0139).
    public func scaffoldedFailureRatio() -> Double {
        let count = min(window.count, predicted.count, scaffolded.count)
        var observed = 0.0
        var expected = 0.0
        var paired = 0
        for (flag, (chance, kind)) in zip(
            window.suffix(count), zip(predicted.suffix(count), scaffolded.suffix(count)))
        where kind {
            observed += flag ? 0 : 1
            expected += 1 - chance
            paired += 1
        }
        guard paired > 0, expected > 0 else { return 1 }
        let prior = EngineConstants.biasShrinkTasks * expected / Double(paired)
        return (observed + prior) / (expected + prior)
    }
}
