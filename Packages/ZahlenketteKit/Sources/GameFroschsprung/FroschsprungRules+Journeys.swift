import ZKGameKit

/// How journeys play Froschsprung like a child: scroll the pond until the stone shows, then tap it.
extension FroschsprungRules: JourneyPlayable {
    public func intent(toward answer: Int, view: RoundView<FroschsprungRules>) -> GameIntent? {
        let pond = pond(view)
        let offset = offset(view, pond: pond)
        guard pond.isVisible(answer, offset: offset) else {
            let delta = pond.offset(showingStone: answer, from: offset) - offset
            return delta == 0 ? nil : .scroll(FroschsprungRules.pondID, delta: delta)
        }
        return .tap(FroschsprungRules.stoneID(answer))
    }

    /// The active stone nearest the target, preferring one in sight.
    public func wrongAnswer(_ view: RoundView<FroschsprungRules>) -> Int? {
        let pond = pond(view)
        let offset = offset(view, pond: pond)
        let n = view.task.number
        let candidates = view.task.stones.filter { $0 != n && isActive($0, view: view) }.sorted {
            abs($0 - n) == abs($1 - n) ? $0 > $1 : abs($0 - n) < abs($1 - n)
        }
        return candidates.first { pond.isVisible($0, offset: offset) } ?? candidates.first
    }
}
