import ZKCore
import ZKGameKit
import ZKScene

/// What the pond shows in a view: its scroll offset, which stones take taps and where the frog is
/// (docs/games.md#froschsprung, D-0652). Pure functions of the view.
extension FroschsprungRules {
    /// `S07.froschsprung.pond`: the water that scrolls.
    public static let pondID = A11yID.gameElement(.froschsprung, "pond")

    /// `S07.froschsprung.stone.<k>`.
    public static func stoneID(_ stone: Int) -> A11yID {
        A11yID.gameElement(.froschsprung, "stone", String(stone))
    }

    /// The stone of an identifier `S07.froschsprung.stone.<k>`, else nil.
    static func stone(in id: A11yID) -> Int? {
        let prefix = stoneID(0).rawValue.dropLast()
        guard id.rawValue.hasPrefix(prefix) else { return nil }
        return Int(id.rawValue.dropFirst(prefix.count))
    }

    /// The pond, above the band a written home language keeps for its word (`HomeWordCaption`,
    /// docs/content.md#home-language-number-words).
    func pond(_ view: RoundView<FroschsprungRules>) -> FroschsprungPond {
        let frame = view.frame
        let band = HomeWordCaption.band(of: view)
        let area = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - band))
        return FroschsprungPond(frame: area, stoneCount: view.task.stoneCount)
    }

    /// How far the pond is scrolled: where the child left it, or following the frog. While the frog
    /// jumps the pond follows it; from H2 on the target (and its neighbour) stay in view.
    func offset(_ view: RoundView<FroschsprungRules>, pond: FroschsprungPond) -> Double {
        guard pond.scrolls else { return 0 }
        let task = view.task
        let frogX = frog(view, pond: pond).x
        if view.correctAt != nil {
            let base = view.play.scroll ?? pond.clamp(frogX - pond.frame.width * 0.3)
            return pond.offset(showing: frogX, frogX, from: base, margin: pond.frame.width * 0.3)
        }
        var offset = view.play.scroll ?? pond.clamp(frogX - pond.frame.width * 0.3)
        if view.rung >= .h2 || showsSolution(view) {
            if let neighbour = neighbour(view) { offset = pond.offset(showingStone: neighbour, from: offset) }
            offset = pond.offset(showingStone: task.number, from: offset)
        }
        return offset
    }

    /// The neighbour of n that stays active at H2: the nearest stone on the side of the last wrong
    /// stone first, never the frog's stone, within the pond (D-0655). Next to the frog's stone at an
    /// end of the pond it is the stone one further on, so two stones always remain.
    func neighbour(_ view: RoundView<FroschsprungRules>) -> Int? {
        let task = view.task
        guard view.rung == .h2, !showsSolution(view) else { return nil }
        let n = task.number
        let side = (view.wrongAnswers.last ?? n) > n ? 1 : -1
        let order = (1...3).flatMap { [n + side * $0, n - side * $0] }
        return order.first { task.stones.contains($0) && $0 != task.start }
    }

    /// Whether stone `k` takes taps at this rung: none but n at S, n and one neighbour at H2, every
    /// stone but the frog's own otherwise.
    func isActive(_ stone: Int, view: RoundView<FroschsprungRules>) -> Bool {
        let task = view.task
        guard task.stones.contains(stone), stone != task.start else { return false }
        if showsSolution(view) { return stone == task.number }
        if view.rung == .h2 { return stone == task.number || stone == neighbour(view) }
        return true
    }

    /// True while the solution is shown (from the S line to the guided tap, and in the demo).
    func showsSolution(_ view: RoundView<FroschsprungRules>) -> Bool {
        view.correctAt == nil && (view.phase.isSolution || view.rung == .solution)
    }

    /// The frog in content x and how high it is in the air: on its stone (or the bank), or on its
    /// way along the landings after a correct answer, one landing per `landingSeconds`.
    func frog(_ view: RoundView<FroschsprungRules>, pond: FroschsprungPond) -> (x: Double, lift: Double) {
        let task = view.task
        let path = [task.start] + task.landings
        guard let correctAt = view.correctAt else { return (pond.contentCenterX(of: task.start), 0) }
        let seconds = FroschsprungRules.landingSeconds
        let elapsed = max(0, view.time - correctAt)
        let leg = Int(elapsed / seconds)
        guard leg < path.count - 1 else { return (pond.contentCenterX(of: task.number), 0) }
        let from = path[leg]
        let to = path[leg + 1]
        // The jump takes the first part of each landing's time; the frog rests while it is named.
        let progress = min(1, (elapsed - Double(leg) * seconds) / (seconds * FroschsprungRules.jumpShare))
        let fromX = pond.contentCenterX(of: from)
        let toX = pond.contentCenterX(of: to)
        if view.reduceMotion { return (progress < 1 ? fromX : toX, 0) }
        let height = pond.side * (abs(to - from) >= 5 ? 0.9 : 0.45)
        return (fromX + (toX - fromX) * progress, 4 * height * progress * (1 - progress))
    }

    /// The share of a landing's time the frog is in the air.
    static let jumpShare = 0.45

    /// The landings the frog has reached so far (their numerals show as they are named).
    func landingsReached(_ view: RoundView<FroschsprungRules>) -> [Int] {
        guard let correctAt = view.correctAt else { return [] }
        let seconds = FroschsprungRules.landingSeconds
        let elapsed = view.time - correctAt
        let reached = Int(((elapsed / seconds) - FroschsprungRules.jumpShare).rounded(.down)) + 1
        return Array(view.task.landings.prefix(max(0, reached)))
    }
}
