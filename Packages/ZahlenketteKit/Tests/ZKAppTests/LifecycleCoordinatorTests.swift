import Testing

@testable import ZKApp

@MainActor @Suite struct LifecycleCoordinatorTests {
    @Test func shortInterruptionsResumeAndLongOnesWaitForTheChild() {
        #expect(LifecycleCoordinator.activated(at: 12.9, suspendedAt: 10) == .resumeNow)
        #expect(LifecycleCoordinator.activated(at: 13.0, suspendedAt: 10) == .waitForTap)
    }
}
