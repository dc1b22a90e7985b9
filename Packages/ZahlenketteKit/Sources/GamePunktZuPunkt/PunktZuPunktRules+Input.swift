import ZKCore
import ZKGameKit
import ZKScene

/// Reading the child's pen (docs/games.md#punkt-zu-punkt). The picture is one adjustable element: a
/// tap, or the end of a line dragged from the pen, goes to the nearest dot (D-0677). From the
/// keyboard, or activated without a position, the pen goes on to the next dot.
extension PunktZuPunktRules: JourneyPlayable {
    /// `S07.punkt_zu_punkt.picture`.
    public static let pictureID = A11yID.gameElement(.punktZuPunkt, "picture")

    /// The dots a tap can reach now: every dot; at H2 only the next dot and the one nearest to it
    /// among the others not yet connected.
    static func activeDots(_ view: RoundView<PunktZuPunktRules>) -> [Int] {
        let task = view.task
        let all = Array(1...task.dotCount)
        guard view.rung == .h2 else { return all }
        return Array(1...task.pen) + [task.target] + (nearestOther(task).map { [$0] } ?? [])
    }

    /// The unconnected dot nearest to the next one, besides it (H2's second choice).
    static func nearestOther(_ task: PunktZuPunktTask) -> Int? {
        let dots = task.picture.dots
        guard dots.indices.contains(task.target - 1) else { return nil }
        let next = dots[task.target - 1]
        return ((task.target + 1)...max(task.target + 1, task.dotCount)).filter { dots.indices.contains($0 - 1) }.min {
            let a = dots[$0 - 1]
            let b = dots[$1 - 1]
            return (a.x - next.x) * (a.x - next.x) + (a.y - next.y) * (a.y - next.y)
                < (b.x - next.x) * (b.x - next.x) + (b.y - next.y) * (b.y - next.y)
        }
    }

    public func interpret(
        _ intent: GameIntent, view: RoundView<PunktZuPunktRules>
    ) -> PlayInput<Int, PunktZuPunktPlay> {
        let task = view.task
        let dot: Int?
        switch intent {
        case .tapAt(let id, let point) where id == PunktZuPunktRules.pictureID:
            dot = layout(view).dot(nearest: point, among: PunktZuPunktRules.activeDots(view), in: task.picture)
        case .stroke(let id, let stroke) where id == PunktZuPunktRules.pictureID:
            dot = stroke.points.last.flatMap {
                layout(view).dot(nearest: $0, among: PunktZuPunktRules.activeDots(view), in: task.picture)
            }
        case .tap(let id) where id == PunktZuPunktRules.pictureID:
            dot = task.target
        default:
            dot = nil
        }
        guard let dot, dot > view.play.pen else { return .none }
        guard dot == task.target, view.acceptsAnswers else { return .answer(dot) }
        var play = view.play
        play.drawLine(to: dot)
        return PlayInput(play: play, commit: dot)
    }

    /// A dot that completed itself after the solution is connected all the same.
    public func tick(_ view: RoundView<PunktZuPunktRules>) -> PlayInput<Int, PunktZuPunktPlay>? {
        guard case .correctFeedback = view.phase, view.play.pen < view.task.target else { return nil }
        var play = view.play
        play.drawLine(to: view.task.target)
        return PlayInput(play: play)
    }

    func layout(_ view: RoundView<PunktZuPunktRules>) -> PunktZuPunktLayout {
        PunktZuPunktLayout(in: view.frame)
    }

    // MARK: - Journeys

    /// A tap on the dot.
    public func intent(toward answer: Int, view: RoundView<PunktZuPunktRules>) -> GameIntent? {
        .tapAt(PunktZuPunktRules.pictureID, layout(view).center(of: answer, in: view.task.picture))
    }

    /// The unconnected dot nearest to the next one.
    public func wrongAnswer(_ view: RoundView<PunktZuPunktRules>) -> Int? {
        PunktZuPunktRules.nearestOther(view.task)
    }
}
