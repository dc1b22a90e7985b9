/// The locked games whose "ask a grown-up" line was spoken today (docs/store.md#s-24: once per game per
/// day), by profile and trusted date.
@MainActor
final class AskParentLines {
    private var spoken: Set<String> = []

    /// True the first time `key` is asked for.
    func first(_ key: String) -> Bool { spoken.insert(key).inserted }
}
