/// The first-try rate controller with hysteresis (docs/engine.md#learning-from-a-task, spec 9.7).
public enum SuccessRateController {
    /// The window after one more non-stretch task; `predicted` is what the planner expected of it and
    /// `scaffolded` how it was shown (D-0120); nil when unknown, and then the calibration is kept as
    /// it was.
    public static func record(
        _ firstTry: Bool, predicted: Double? = nil, scaffolded: Bool = false, into state: ControllerState
    ) -> ControllerState {
        var window = state.window
        window.append(firstTry)
        if window.count > EngineConstants.controllerWindow {
            window.removeFirst(window.count - EngineConstants.controllerWindow)
        }
        let calibration =
            predicted.map { state.calibration.adding(succeeded: firstTry, predicted: $0, scaffolded: scaffolded) }
            ?? state.calibration
        return ControllerState(window: window, mode: mode(after: state.mode, window: window), calibration: calibration)
    }

    /// The first-try rate of `window`; nil below `controllerMinimumTasks` tasks, too few to say.
    public static func rate(of window: [Bool]) -> Double? {
        guard window.count >= EngineConstants.controllerMinimumTasks else { return nil }
        return Double(window.filter { $0 }.count) / Double(window.count)
    }

    /// True when the window is long enough to say and its first-try rate is below the round target
    /// (D-0142, D-0144): the child is working to stay in the band.
    public static func isBelowTarget(_ state: ControllerState) -> Bool {
        guard let rate = rate(of: state.window) else { return false }
        return rate < EngineConstants.roundSuccessTarget
    }

    /// True when the window is long enough to say and its first-try rate is at the round target or
    /// above: the child can carry the numbers furthest from known (D-0180).
    public static func isAtTarget(_ state: ControllerState) -> Bool {
        reaches(EngineConstants.roundSuccessTarget, state)
    }

    /// A stretch task probes what comes next (9.9.1); it goes to a child whose first-try rate is at
    /// least the round target, or whose window is still too short to say. A child who is working
    /// to stay in the band is not stretched (D-0142), and its tasks add nothing to the 10 % allowance
    /// (D-0146): no backlog of stretch is spent once it is back at the target.
    public static func allowsStretch(_ state: ControllerState) -> Bool {
        !isBelowTarget(state)
    }

    /// True when the child does well enough for known numbers to come at the game's harder step:
    /// the window is long enough to say and its first-try rate is at least `knownAtStepRate`
    /// (docs/engine.md#interspersal, D-0163).
    public static func carriesHarderSteps(_ state: ControllerState) -> Bool {
        reaches(EngineConstants.knownAtStepRate, state)
    }

    /// True when the window is long enough to say and its first-try rate is `line` or more.
    private static func reaches(_ line: Double, _ state: ControllerState) -> Bool {
        guard let rate = rate(of: state.window) else { return false }
        return rate >= line
    }

    /// The mode for a window, given the previous mode.
    public static func mode(after previous: ControllerMode, window: [Bool]) -> ControllerMode {
        guard let rate = rate(of: window) else { return .neutral }
        switch previous {
        case .easing:
            if rate >= EngineConstants.easingExit {
                return rate > EngineConstants.challengingEnter ? .challenging : .neutral
            }
            return .easing
        case .challenging:
            if rate <= EngineConstants.challengingExit {
                return rate < EngineConstants.easingEnter ? .easing : .neutral
            }
            return .challenging
        case .neutral:
            if rate < EngineConstants.easingEnter { return .easing }
            if rate > EngineConstants.challengingEnter { return .challenging }
            return .neutral
        }
    }
}
