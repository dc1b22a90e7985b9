import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// S-07: the frame every game plays in: the speaker (replay), the home button (press and hold
/// for one second), the progress dots, and the game's playfield. A pause overlay covers it while
/// the window is not active.
enum GameContainerScreen {
    /// The pause overlay's play button.
    static let continueID = A11yID.element(.gameContainer, "continue") ?? .speaker

    /// Height of the top bar with speaker, dots and home.
    static let barHeight = 88.0

    static func scene(_ active: ActiveRound, _ context: ScreenContext) -> Scene {
        let size = context.size
        let time = context.time
        let round = active.round
        let playfield = Rect(
            x: Metrics.margin, y: barHeight, width: size.width - 2 * Metrics.margin,
            height: size.height - barHeight - Metrics.margin)
        var pulse = 1.0
        if round.isSpeakerPulsing, !context.reduceMotion {
            let angle: Double = time / Motion.pulsePeriod * 2 * Double.pi
            pulse = 1 + 0.08 * (0.5 - 0.5 * cos(angle))
        }
        let title = context.catalog.game(round.plan.gameID).map { context.text($0.titleKey) } ?? ""
        if active.suspendedAt != nil {
            // Nothing of the round can be tapped under the pause cover.
            return Scene(
                size: size, background: Palette.canvas,
                nodes: [ScreenKit.root(.gameContainer, label: title, in: context)] + pauseOverlay(context))
        }
        var nodes: [Node] = [
            ScreenKit.root(.gameContainer, label: title, in: context),
            SpeakerButton(
                center: Point(x: Metrics.margin + 40, y: barHeight / 2), label: context.text("game.a11y.speaker"),
                pulseScale: pulse
            ).node(),
            HomeButton(
                center: Point(x: size.width - Metrics.margin - 36, y: barHeight / 2),
                label: context.text("game.a11y.home"),
                holdProgress: active.hold.progress(at: time)
            ).node(),
        ]
        if round.taskCount > 0 {
            let completed = round.completedTasks
            nodes.append(
                ProgressDots(
                    count: round.taskCount, completed: completed, center: Point(x: size.width / 2, y: barHeight / 2),
                    labels: (0..<round.taskCount).map {
                        context.strings.text("game.a11y.progress", .integer($0 + 1), .integer(round.taskCount))
                    }
                ).node())
        }
        nodes += round.playfield(in: playfield, time: time)
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }

    /// A calm cover while the window is away: a big play button continues.
    private static func pauseOverlay(_ context: ScreenContext) -> [Node] {
        let size = context.size
        return [
            .rect(context.viewport, fill: Palette.canvas.withOpacity(0.94)),
            .text(
                context.text("pause.title"), frame: Rect(x: 0, y: size.height * 0.25, width: size.width, height: 50),
                style: TextStyle(size: 34, weight: .bold, color: Palette.ink)),
            BigButton(
                frame: Rect(
                    center: Point(x: size.width / 2, y: size.height * 0.6), size: Size(width: 220, height: 110)),
                icon: .play, id: GameContainerScreen.continueID,
                label: context.text("pause.a11y.continue")
            ).node(),
        ]
    }
}
