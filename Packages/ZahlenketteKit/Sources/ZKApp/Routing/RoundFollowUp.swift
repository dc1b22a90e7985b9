import ZKCore

/// What a round's end shows once its befriending celebrations have played (docs/rewards.md#garden-garden-s-11): S-08
/// after a normal round; after an Abenteuer stop the trail with the finished stop (S-09), or the
/// Abenteuer's end (S-10) after the last one (DECISIONS D-0767). A break nudge that is due comes
/// between the celebrations and this screen (docs/app.md#sessions-daily-limits-and-the-gate).
enum RoundFollowUp: Sendable, Equatable {
    case roundEnd(RoundEndScreen)
    case abenteuerTrail(AbenteuerScreen)
    case abenteuerComplete(AbenteuerCompleteScreen)

    var place: ChildDestination {
        switch self {
        case .roundEnd(let screen): .roundEnd(screen)
        case .abenteuerTrail(let screen): .abenteuer(screen)
        case .abenteuerComplete(let screen): .abenteuerComplete(screen)
        }
    }

    /// The lines the screen says, queued behind the round's own closing line: "Weiter geht's!" on
    /// the trail; "Abenteuer geschafft!" and, with a sticker, "Ein neuer Sticker!" on S-10.
    var lines: [AudioID] {
        switch self {
        case .roundEnd: []
        case .abenteuerTrail: [.common("abenteuer_next")]
        case .abenteuerComplete(let end):
            [.common("abenteuer_done")] + (end.sticker == nil ? [] : [.common("new_sticker")])
        }
    }

    /// The same screen appearing at `time`: its stars fly out when the child sees it, not while a
    /// friend was still saying hello.
    func shown(at time: Double) -> RoundFollowUp {
        switch self {
        case .roundEnd(var screen):
            screen.finishedAt = time
            return .roundEnd(screen)
        case .abenteuerTrail(var screen):
            screen.shownAt = time
            return .abenteuerTrail(screen)
        case .abenteuerComplete(let end):
            return .abenteuerComplete(
                AbenteuerCompleteScreen(games: end.games, stars: end.stars, sticker: end.sticker, finishedAt: time))
        }
    }
}
