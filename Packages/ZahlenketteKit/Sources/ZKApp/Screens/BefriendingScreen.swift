import ZKAudio
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKRewards
import ZKScene

/// S-27: a new Zahlenfreund says hello at the round end (docs/rewards.md#garden-garden-s-11): at most 2.5 s, a tap skips
/// it from 1 s on, at most two per round end. The friend grows in with a burst of stars, and says
/// its short hello ("Hallo, ich bin die Sieben!"); under Reduce Motion it only fades in and out.
/// What follows is the round's end (after a break nudge, if one is due): S-08, or after an
/// Abenteuer stop its trail or S-10 (D-0767).
struct BefriendingScreen: ScreenModel, Equatable {
    static let skipID = A11yID(.befriending, "skip")
    static let friendID = A11yID(.befriending, "friend")

    let celebration: Celebration
    let startedAt: Double
    /// Celebrations of this round end still to come.
    let remaining: [Celebration]
    /// What the round's end shows once the last celebration is over.
    let next: RoundFollowUp

    var screenID: ScreenID { .befriending }
    var destination: Destination { .child(.befriending(self)) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        guard intent == .tap(BefriendingScreen.skipID),
            CelebrationTiming.isSkippable(startedAt: startedAt, now: context.time)
        else { return [] }
        return [.world(.celebrationEnded(self))]
    }

    func tick(_ context: ScreenContext) -> [AppEffect] {
        CelebrationTiming.isOver(startedAt: startedAt, now: context.time) ? [.world(.celebrationEnded(self))] : []
    }

    func isAnimating(_ context: ScreenContext) -> Bool {
        !CelebrationTiming.isOver(startedAt: startedAt, now: context.time)
    }

    /// How far the friend has grown in (0…1) and how visible it is at `elapsed` seconds.
    static func appearance(elapsed: Double, reduceMotion: Bool) -> (scale: Double, opacity: Double) {
        let fade = CelebrationTiming.fade
        let end = CelebrationTiming.duration
        let fadeOut = max(0, min(1, (end - elapsed) / fade))
        if reduceMotion { return (1, max(0, min(1, elapsed / fade, fadeOut))) }
        // Grows in over 0.5 s with a little overshoot, then stands still; fades out at the end.
        let t = max(0, min(1, elapsed / 0.5))
        let grow = 1 - (1 - t) * (1 - t)
        let scale = 0.5 + 0.5 * grow + 0.08 * sine(t * Double.pi)
        return (scale, fadeOut)
    }

    func scene(_ context: ScreenContext) -> Scene {
        let size = context.size
        let elapsed = max(0, context.time - startedAt)
        let friend = context.catalog.friend(number: celebration.friendNumber)
        let name = friend.map { context.text($0.nameKey) } ?? String(celebration.friendNumber)
        let title = context.text("befriended.title", .text(name))
        let look = BefriendingScreen.appearance(elapsed: elapsed, reduceMotion: context.reduceMotion)
        let side = min(size.width * 0.5, size.height * 0.42)
        let titleBottom = size.height * 0.08 + (context.isCompact ? 26 : 34) * 1.4
        let center = Point(x: size.width / 2, y: titleBottom + (size.height - titleBottom) / 2)
        // The stars fly out around the friend, never over the words.
        let burst = min(side * 0.8, center.y - titleBottom - side * 0.12, size.width / 2 - side * 0.12)
        let drawn = Rect(center: center, size: Size(width: side * look.scale, height: side * look.scale))
        var nodes: [Node] = [
            ScreenKit.root(.befriending, label: title, in: context),
            Node.rect(context.viewport, fill: Palette.canvas.withOpacity(0.01)).interactive(
                BefriendingScreen.skipID, label: context.text("befriended.a11y.skip"), hitRegion: context.viewport,
                isEnabled: CelebrationTiming.isSkippable(startedAt: startedAt, now: context.time)),
            StarBurst(
                center: center, radius: burst, start: startedAt, reduceMotion: context.reduceMotion
            ).node(at: context.time),
        ]
        nodes.append(
            Node.group(
                [
                    ScreenKit.title(title, in: context, top: size.height * 0.08),
                    Node.image(friend?.assetName ?? "", frame: drawn).interactive(
                        BefriendingScreen.friendID, label: name, role: .image),
                ], opacity: look.opacity))
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}
