import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Schüttelbox's input and journeys (docs/games.md#schüttelbox). The box is shaken by a device
/// shake, a tap on the shake-button picture, a sideways drag of the box with three reversals
/// (`ShakeDetector`), or a keyboard press on the box; each is one activity step, never an attempt.
/// The tiles are the framework's.
extension SchuettelboxRules: TileGame, JourneyPlayable {
    /// `S07.schuettelbox.box`: the box, drawable while it waits to be shaken.
    public static let boxID = A11yID.gameElement(.schuettelbox, "box")
    /// `S07.schuettelbox.shake`: the shake-button picture, in the focus order while it is enabled.
    public static let shakeID = A11yID.gameElement(.schuettelbox, "shake")

    public func interpretStimulus(
        _ intent: GameIntent, view: RoundView<SchuettelboxRules>
    ) -> PlayInput<Int, SchuettelboxPlay> {
        guard view.phase == .activity, SchuettelboxRules.shakes(intent) else { return .none }
        return PlayInput(play: SchuettelboxPlay(shakenAt: view.time), activityStep: true)
    }

    /// Whether an intent shakes the box.
    static func shakes(_ intent: GameIntent) -> Bool {
        switch intent {
        case .shake, .tap(shakeID), .press(boxID): true
        case .stroke(boxID, let stroke): ShakeDetector().isShake(stroke)
        default: false
        }
    }

    public func stimulus(_ view: RoundView<SchuettelboxRules>, in frame: Rect) -> [Node] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        return SchuettelboxPicture(view: view, layout: SchuettelboxLayout(whole: view.task.whole, in: frame)).nodes()
    }

    public func activityIntent(_ view: RoundView<SchuettelboxRules>) -> GameIntent? {
        .tap(SchuettelboxRules.shakeID)
    }

    /// A quick sideways shake across the middle of the box: four legs of 120 pt in 0.8 s.
    public func stroke(on id: A11yID, view: RoundView<SchuettelboxRules>) -> TracedStroke? {
        guard id == SchuettelboxRules.boxID, view.phase == .activity else { return nil }
        let frame = TilePlayfield.stimulusFrame(of: view, game: self)
        let center = SchuettelboxLayout(whole: view.task.whole, in: frame).body.center
        let xs = [0.0, 60, -60, 60, -60, 0]
        var points: [Point] = []
        for (from, to) in zip(xs, xs.dropFirst()) {
            for step in 0..<6 {
                points.append(Point(x: center.x + from + (to - from) * Double(step) / 6, y: center.y))
            }
        }
        points.append(center)
        return TracedStroke(points: points, start: view.time, interval: 0.03)
    }
}
