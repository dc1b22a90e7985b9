import ZKCore

/// A round plan with the damaged inputs the planner repaired on the way.
public struct PlanningResult: Hashable, Sendable {
    public let plan: RoundPlan
    public let issues: [EngineIssue]

    public init(plan: RoundPlan, issues: [EngineIssue]) {
        self.plan = plan
        self.issues = issues
    }
}
