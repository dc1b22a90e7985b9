import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// S-07: the frame every game plays in: the speaker (replay), the home button (press and hold
/// for one second), the progress dots, and the game's playfield. A pause overlay covers it while
/// the window is not active.
struct GameContainerScreen: ScreenModel {
    /// The pause overlay's play button.
    static let continueID = A11yID(.gameContainer, "continue")

    /// Height of the top bar with speaker, dots and home.
    static let barHeight = 88.0

    var active: ActiveRound

    var screenID: ScreenID { .gameContainer }
    var destination: Destination { .child(.game(self)) }

    /// The playfield of a window of `size`: below the bar, inside the margins.
    static func playfieldFrame(in size: Size) -> Rect {
        Rect(
            x: Metrics.margin, y: barHeight, width: size.width - 2 * Metrics.margin,
            height: size.height - barHeight - Metrics.margin)
    }

    /// Lays the round out for a window of `size` (an update, never part of drawing).
    func layout(for size: Size) {
        active.round.layout(in: GameContainerScreen.playfieldFrame(in: size))
    }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        let time = context.time
        switch intent {
        case .suspend:
            guard active.suspendedAt == nil else { return [] }
            active.round.pause(time: time)
            active.suspendedAt = time
            active.hold.release()
            return [.event(.paused), .audio(.stopVoice)]
        case .activate:
            guard let suspendedAt = active.suspendedAt else { return [] }
            if LifecycleCoordinator.activated(at: time, suspendedAt: suspendedAt) == .resumeNow {
                return resume(time: time)
            }
            return [.audio(.prompt(.session("pause")))]
        case .input(.tap(GameContainerScreen.continueID)) where active.suspendedAt != nil:
            return resume(time: time)
        case .input(.tap(.gameHome)):
            return remindToHold(at: time)
        case .input(.press(.gameHome)):
            if active.suspendedAt == nil { active.hold.press(at: time) }
            return []
        case .input(.release(.gameHome)):
            guard active.hold.pressedAt != nil else { return [] }
            let complete = active.hold.isComplete(at: time)
            active.hold.release()
            return complete ? [.play(.leaveRound)] : remindToHold(at: time)
        case .input(let input):
            guard active.suspendedAt == nil else { return [] }
            return GameContainerScreen.effects(active.round.handle(input, time: time))
        default:
            return []
        }
    }

    mutating func tick(_ context: ScreenContext) -> [AppEffect] {
        let time = context.time
        if active.hold.pressedAt != nil, active.hold.isComplete(at: time) {
            active.hold.release()
            return [.play(.leaveRound)]
        }
        guard active.suspendedAt == nil else { return [] }
        var effects: [RoundEffect] = []
        if !context.voicePlaying { effects += active.round.voiceFinished(time: time) }
        effects += active.round.tick(time: time)
        return GameContainerScreen.effects(effects)
    }

    func isAnimating(_ context: ScreenContext) -> Bool { true }

    /// A short touch on the house: the line "hold the house" and the ring showing how long (issue
    /// 19), once per touch (its release and its tap).
    private mutating func remindToHold(at time: Double) -> [AppEffect] {
        guard active.suspendedAt == nil, active.hold.remind(at: time) else { return [] }
        return [.audio(.prompt(.common("press_home")))]
    }

    private mutating func resume(time: Double) -> [AppEffect] {
        guard active.suspendedAt != nil else { return [] }
        active.suspendedAt = nil
        return [.event(.resumed)] + GameContainerScreen.effects(active.round.resume(time: time))
    }

    /// The round's effects as the app's: lines and sounds to play, events to commit.
    static func effects(_ effects: [RoundEffect]) -> [AppEffect] {
        effects.flatMap { effect -> [AppEffect] in
            switch effect {
            case .speak(let clips):
                clips.enumerated().map { .audio($0.offset == 0 ? .prompt($0.element) : .feedback($0.element)) }
            case .speakAfterCurrent(let clips):
                clips.map { .audio(.feedback($0)) }
            case .playEffect(let id):
                [.audio(.effect(id))]
            case .emit(let event):
                [.play(.roundEvent(event))]
            }
        }
    }

    func scene(_ context: ScreenContext) -> Scene {
        let active = self.active
        let size = context.size
        let time = context.time
        let round = active.round
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
                nodes: [ScreenKit.root(.gameContainer, label: title, in: context)]
                    + GameContainerScreen.pauseOverlay(context),
                keyboard: KeyboardHints(focusStart: GameContainerScreen.continueID, context: "pause"))
        }
        var nodes: [Node] = [
            ScreenKit.root(.gameContainer, label: title, in: context),
            SpeakerButton(
                center: Point(x: Metrics.margin + 40, y: GameContainerScreen.barHeight / 2),
                label: context.text("game.a11y.speaker"),
                pulseScale: pulse, speaking: context.voicePlaying
            ).node(),
            HomeButton(
                center: Point(x: size.width - Metrics.margin - 36, y: GameContainerScreen.barHeight / 2),
                label: context.text("game.a11y.home"),
                holdProgress: active.hold.progress(at: time), reminderProgress: active.hold.reminder(at: time)
            ).node(),
        ]
        if round.taskCount > 0 {
            let completed = round.completedTasks
            nodes.append(
                ProgressDots(
                    count: round.taskCount, completed: completed,
                    center: Point(x: size.width / 2, y: GameContainerScreen.barHeight / 2),
                    labels: (0..<round.taskCount).map {
                        context.strings.text("game.a11y.progress", .integer($0 + 1), .integer(round.taskCount))
                    }
                ).node())
        }
        nodes += round.playfield(time: time)
        return GameContainerScreen.withKeyboardHints(
            Scene(size: size, background: Palette.canvas, nodes: nodes), round: round)
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
