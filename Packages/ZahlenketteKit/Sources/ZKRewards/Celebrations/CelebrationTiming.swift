/// How long a celebration lasts (docs/rewards.md#befriending-celebration-celebrations-s-27,
/// docs/design-system.md#tokens-zkdesignsystemtokensswift): at most 2.5 s, skippable from 1 s on.
/// Under Reduce Motion it only fades: in over `fade`, out over `fade` before it ends.
public enum CelebrationTiming {
    public static let duration = 2.5
    public static let skippableAfter = 1.0
    /// Reduce Motion replaces movement by fades of at most 150 ms
    /// (docs/design-system.md#scene-essentials-for-screen-authors).
    public static let fade = 0.15

    /// True once a tap may skip a celebration that started at `start`.
    public static func isSkippable(startedAt start: Double, now: Double) -> Bool {
        now - start >= skippableAfter
    }

    /// True once the celebration is over by itself.
    public static func isOver(startedAt start: Double, now: Double) -> Bool {
        now - start >= duration
    }
}
