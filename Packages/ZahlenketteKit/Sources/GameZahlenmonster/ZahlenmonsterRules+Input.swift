import ZKCore
import ZKGameKit
import ZKScene

/// Zahlenmonster's input (docs/games.md#zahlenmonster, D-0657): the jar, the plate and the mouth
/// are one target each. A tap on the jar (or a drag from it to the plate) puts one cookie on the
/// plate; a tap on a plate cookie (or a drag from the plate to the jar) puts one back; moving
/// cookies is never an attempt. Only a tap on the mouth commits the plate's count, and an empty
/// plate is ignored.
extension ZahlenmonsterRules {
    /// `S07.zahlenmonster.jar`, `.plate`, `.mouth`, `.sign`.
    public static let jarID = A11yID.gameElement(.zahlenmonster, "jar")
    public static let plateID = A11yID.gameElement(.zahlenmonster, "plate")
    public static let mouthID = A11yID.gameElement(.zahlenmonster, "mouth")
    public static let signID = A11yID.gameElement(.zahlenmonster, "sign")

    public func interpret(
        _ intent: GameIntent, view: RoundView<ZahlenmonsterRules>
    ) -> PlayInput<Int, ZahlenmonsterPlay> {
        switch intent {
        case .tap(ZahlenmonsterRules.mouthID):
            return .answer(shownPlate(view).count)
        case .tap(ZahlenmonsterRules.jarID), .drag(from: ZahlenmonsterRules.jarID, to: ZahlenmonsterRules.plateID):
            return move(view.play.adding(places: view.task.places), view: view)
        case .tap(ZahlenmonsterRules.plateID), .drag(from: ZahlenmonsterRules.plateID, to: ZahlenmonsterRules.jarID):
            // Without a point (the keyboard, a drag) the cookie put on last goes back first.
            guard let last = view.play.onPlate.last else { return .none }
            return move(view.play.removing(last), view: view)
        case .tapAt(ZahlenmonsterRules.plateID, let point):
            guard let place = cookie(nearest: point, view: view) else { return .none }
            return move(view.play.removing(place), view: view)
        default:
            return .none
        }
    }

    /// A new plate, said aloud at step 1 ("vier"); nothing while the solution shows or the monster
    /// eats, and never more cookies than the jar had.
    private func move(
        _ plate: ZahlenmonsterPlay, view: RoundView<ZahlenmonsterRules>
    ) -> PlayInput<Int, ZahlenmonsterPlay> {
        guard canMoveCookies(view), plate != view.play, plate.count <= view.task.cookieCount else { return .none }
        let said: [AudioID] = view.task.countsAloud && plate.count > 0 ? [.number(plate.count)] : []
        return PlayInput(play: plate, speech: said)
    }

    /// Cookies move while the task is open, also while a line plays; not during the solution, the
    /// monster's meal or after the round.
    func canMoveCookies(_ view: RoundView<ZahlenmonsterRules>) -> Bool {
        guard !showsSolution(view), view.correctAt == nil else { return false }
        switch view.phase {
        case .intro, .prompting, .answering, .wrongFeedback: return true
        default: return false
        }
    }

    /// True while the solution is shown (from the S line to the guided tap, and in the demo).
    func showsSolution(_ view: RoundView<ZahlenmonsterRules>) -> Bool {
        view.correctAt == nil && (view.phase.isSolution || view.rung == .solution)
    }

    /// The cookies the plate shows: the child's, or the first n places once the solution corrects
    /// it (after the verdict of the wrong answer that reached S).
    func shownPlate(_ view: RoundView<ZahlenmonsterRules>) -> ZahlenmonsterPlay {
        let corrected =
            view.phase.isSolution
            || (view.rung == .solution && (view.rungElapsed ?? 0) >= ZahlenmonsterRules.verdictSeconds)
        return corrected ? ZahlenmonsterPlay(onPlate: Array(1...max(1, view.task.number))) : view.play
    }

    /// The plate cookie under a tap, if the tap is close enough to one.
    private func cookie(nearest point: Point, view: RoundView<ZahlenmonsterRules>) -> Int? {
        let plate = ZahlenmonsterPlate(view: view, rules: self)
        let nearest = view.play.onPlate.min {
            plate.center(of: $0).distance(to: point) < plate.center(of: $1).distance(to: point)
        }
        guard let nearest, plate.center(of: nearest).distance(to: point) <= max(30, plate.diameter) else { return nil }
        return nearest
    }
}

/// How journeys feed the monster like a child: cookies on or off the plate one at a time, then the
/// mouth.
extension ZahlenmonsterRules: JourneyPlayable {
    public func intent(toward answer: Int, view: RoundView<ZahlenmonsterRules>) -> GameIntent? {
        let count = shownPlate(view).count
        if count == answer || showsSolution(view) { return answer > 0 ? .tap(ZahlenmonsterRules.mouthID) : nil }
        if count < answer { return count < view.task.cookieCount ? .tap(ZahlenmonsterRules.jarID) : nil }
        return .tap(ZahlenmonsterRules.plateID)
    }

    /// The plate as it is when it holds a wrong, non-empty count; else one cookie more than n (or
    /// one fewer when the jar cannot give more).
    public func wrongAnswer(_ view: RoundView<ZahlenmonsterRules>) -> Int? {
        let n = view.task.number
        let count = view.play.count
        if count > 0, count != n { return count }
        if n + 1 <= view.task.cookieCount { return n + 1 }
        return n > 1 ? n - 1 : nil
    }
}
