/// The one place that decides what window focus means for a running round (spec 5.7): losing it
/// pauses under a cover; regaining it within a short interruption resumes by itself, a longer one
/// waits for the child's tap (spec 5.7.4).
struct LifecycleCoordinator {
    /// Interruptions shorter than this resume by themselves.
    static let autoResumeSeconds = 3.0

    enum Return: Equatable {
        case resumeNow
        case waitForTap
    }

    /// What to do when the window is active again after being away since `suspendedAt`.
    static func activated(at time: Double, suspendedAt: Double) -> Return {
        time - suspendedAt < autoResumeSeconds ? .resumeNow : .waitForTap
    }
}
