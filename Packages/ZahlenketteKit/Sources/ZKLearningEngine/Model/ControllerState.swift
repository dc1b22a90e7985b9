/// The controller's window and mode (docs/engine.md#learning-from-a-task, spec 9.7), with what the planner predicted for the same tasks
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

    /// How much more often the child succeeded than predicted on the paired tasks shown normally: the
    /// summed difference over their count plus `biasShrinkTasks`, so a few tasks correct little
    /// (D-0120). With `known`, only the tasks predicted at `knownNow` or above (true) or below it
    /// (false) count (docs/engine.md#known-now). Scaffolded tasks are read by
    /// `scaffoldedFailureRatio` (D-0139).
    public func predictionBias(known: Bool? = nil) -> Double {
        let tasks = pairedTasks.filter { task in
            !task.scaffolded && known.map { (task.predicted >= EngineConstants.knownNow) == $0 } ?? true
        }
        let difference = tasks.reduce(0) { $0 + (($1.succeeded ? 1 : 0) - $1.predicted) }
        return difference / (Double(tasks.count) + EngineConstants.biasShrinkTasks)
    }

    /// How many times as often the child failed the paired scaffolded tasks as predicted: observed
    /// over expected failures, both with `biasShrinkTasks` tasks' worth of failures at the expected
    /// rate added, so a few tasks correct little; 1 without such tasks. A ratio and not a
    /// difference: when the easiest form helps a child less than assumed, the shortfall is largest
    /// on the cells the child is furthest from, and a ratio of failures follows it (D-0139).
    public func scaffoldedFailureRatio() -> Double {
        let tasks = pairedTasks.filter(\.scaffolded)
        let observed = Double(tasks.filter { !$0.succeeded }.count)
        let expected = tasks.reduce(0) { $0 + (1 - $1.predicted) }
        guard !tasks.isEmpty, expected > 0 else { return 1 }
        let prior = EngineConstants.biasShrinkTasks * expected / Double(tasks.count)
        return (observed + prior) / (expected + prior)
    }

    /// The last tasks whose prediction was kept, oldest first: the suffixes of the three lists pair up
    /// (states stored before `predicted` existed have a longer window).
    private var pairedTasks: [(succeeded: Bool, predicted: Double, scaffolded: Bool)] {
        let count = min(window.count, predicted.count, scaffolded.count)
        return zip(window.suffix(count), zip(predicted.suffix(count), scaffolded.suffix(count))).map {
            (succeeded: $0, predicted: $1.0, scaffolded: $1.1)
        }
    }
}
