import ZKDesignSystem
import ZKScene

extension RoundView {
    /// The stars that fly out over `frame` after a correct answer (docs/games.md#feedback); nil
    /// before and once the celebration is over.
    public func starBurst(over frame: Rect) -> Node? {
        guard let correctAt, time - correctAt < Motion.celebration else { return nil }
        return StarBurst(
            center: frame.center, radius: min(110, frame.height / 2), start: correctAt, reduceMotion: reduceMotion
        ).node(at: time)
    }
}
