import ZKCore

/// How a screen opened by key is prepared (`--fixture NAME`, `--step N`): the named fixture
/// (`two-children`, `five-children`, `empty`, `notices` for S-23, or a game ID for S-07 and S-08)
/// and, for a game, the difficulty step its round plays at.
public struct ScreenFixture: Equatable, Sendable {
    public var name: String?
    public var step: DifficultyStep?

    public init(name: String? = nil, step: DifficultyStep? = nil) {
        self.name = name
        self.step = step
    }
}
