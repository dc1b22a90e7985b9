import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// S-26: time for a little break (docs/app.md#sessions-daily-limits-and-the-gate). At a round end after the break interval, a
/// Zahlenfreund stretches for 10 s ("Zeit für eine kleine Pause! Streck dich mal mit mir."), then
/// the round's end follows (S-08, or the Abenteuer's path or its end). A slow stretch, a fade with
/// reduced motion.
struct BreakNudgeScreen: ScreenModel {
    /// How long the friend stretches.
    static let duration = 10.0
    static let continueID = A11yID(.breakNudge, "continue")

    /// The friend's picture.
    let friendAsset: String
    let startedAt: Double
    /// What shows afterwards: the round's end screen, the trail or the Abenteuer's end, appearing
    /// when the stretch is over so its stars fly then.
    let next: RoundFollowUp

    var screenID: ScreenID { .breakNudge }
    var destination: Destination { .child(.breakNudge(self)) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        // The play button shows once the stretch is over; before that taps do nothing.
        guard intent == .tap(BreakNudgeScreen.continueID), context.time - startedAt >= BreakNudgeScreen.duration
        else { return [] }
        return [.world(.showFollowUp(next))]
    }

    func tick(_ context: ScreenContext) -> [AppEffect] {
        context.time - startedAt >= BreakNudgeScreen.duration + 2 ? [.world(.showFollowUp(next))] : []
    }

    func isAnimating(_ context: ScreenContext) -> Bool { context.time - startedAt < BreakNudgeScreen.duration }

    func scene(_ context: ScreenContext) -> Scene {
        let size = context.size
        let elapsed = max(0, context.time - startedAt)
        let side = min(size.width, size.height) * 0.45
        let center = Point(x: size.width / 2, y: size.height * 0.42)
        // Up on tiptoe and back, once every 2.5 s (far below 3 Hz).
        let stretch = context.reduceMotion ? 0 : 0.5 - 0.5 * cosine(elapsed / 2.5 * 2 * Double.pi)
        let frame = Rect(
            x: center.x - side / 2, y: center.y - side / 2 - stretch * side * 0.12, width: side,
            height: side * (1 + stretch * 0.12))
        var nodes: [Node] = [
            ScreenKit.root(.breakNudge, label: context.text("break_nudge.title"), in: context),
            .image(friendAsset, frame: frame),
        ]
        if elapsed >= BreakNudgeScreen.duration {
            let button = Size(width: context.isCompact ? 150 : 200, height: 90)
            nodes.append(
                BigButton(
                    frame: Rect(
                        x: (size.width - button.width) / 2, y: size.height - Metrics.margin - button.height,
                        width: button.width, height: button.height),
                    icon: .play, id: BreakNudgeScreen.continueID, label: context.text("round_end.a11y.continue")
                ).node())
        }
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}
