import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Hör hin's picture (docs/games.md#hör-hin): the rabbit with a speech bubble. H1 wiggles the ears
/// (a gentle pulse), H2 and the solution show n in a Zwanzigerfeld inside the bubble; without voice
/// the bubble always shows the quantity (`stimulusFallback`).
extension HoerHinRules: TileGame, JourneyPlayable {

    /// The rabbit's picture, from the content's figures.
    var rabbitAsset: String { config.figureAssetNames?.first ?? "obj_hase" }

    public func stimulus(_ view: RoundView<HoerHinRules>, in frame: Rect) -> [Node] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let task = view.task
        let (rabbitFrame, bubbleFrame) = HoerHinRules.layout(in: frame)
        var rabbit = Node.image(rabbitAsset, frame: rabbitFrame)
        if view.rung == .h1 {
            // The ears wiggle: a gentle stretch from the rabbit's feet, 0.8 Hz.
            let scale = 1 + 0.06 * view.pulse(since: view.rungStartedAt)
            rabbit = StimulusLayout.scaled(
                rabbit, by: scale, around: Point(x: rabbitFrame.center.x, y: rabbitFrame.maxY))
        }
        var nodes: [Node] = [rabbit, HoerHinRules.tail(from: rabbitFrame, to: bubbleFrame)]
        nodes.append(Cloud(frame: bubbleFrame).node())
        let content = HoerHinRules.bubbleContent(bubbleFrame)
        let showsQuantity = task.stimulusFallback || !view.voiceEnabled || view.rung >= .h2
        if showsQuantity {
            let field = Zwanzigerfeld.fitting(
                filled: task.number, in: content,
                accessibility: (.gameElement(.hoerHin, "bubble"), HoerHinRules.bubbleLabel(task.number, view: view)))
            nodes.append(field.node())
        } else {
            nodes.append(HoerHinRules.soundWaves(in: content))
        }
        return nodes
    }

    /// The bubble's quantity for a listener (D-1221): its dots in the field's rows of five, never the
    /// number, which the rabbit says and the child answers; the same help the eye gets.
    static func bubbleLabel(_ number: Int, view: RoundView<HoerHinRules>) -> String {
        CountingLabel.text(CountingLabel.fives(CountingLabel.dot, number), strings: view.strings)
    }

    /// The bubble and the rabbit (who looks left), the pair centred in `frame`: side by side, the
    /// bubble on the left; in tall frames the bubble above and the rabbit below it on the right.
    static func layout(in frame: Rect) -> (rabbit: Rect, bubble: Rect) {
        let gap = Metrics.targetSpacing
        if frame.height > frame.width * 1.15 {
            let bubbleWidth = frame.width * 0.9
            let bubbleHeight = min(bubbleWidth * 0.75, frame.height * 0.55)
            let rabbitSide = min(frame.height - bubbleHeight - gap, frame.width * 0.5)
            let top = frame.minY + (frame.height - bubbleHeight - gap - rabbitSide) / 2
            let bubble = Rect(x: frame.minX, y: top, width: bubbleWidth, height: bubbleHeight)
            let rabbit = Rect(
                x: frame.maxX - rabbitSide, y: bubble.maxY + gap, width: rabbitSide, height: rabbitSide)
            return (rabbit, bubble)
        }
        let rabbitSide = min(frame.height, (frame.width - gap) * 0.4)
        let bubbleWidth = min(frame.width - gap - rabbitSide, max(rabbitSide, frame.height) * 1.7)
        let bubbleHeight = min(frame.height, bubbleWidth * 0.75)
        let total = rabbitSide + gap + bubbleWidth
        let left = frame.minX + (frame.width - total) / 2
        let bubble = Rect(x: left, y: frame.minY, width: bubbleWidth, height: bubbleHeight)
        let rabbit = Rect(x: bubble.maxX + gap, y: frame.maxY - rabbitSide, width: rabbitSide, height: rabbitSide)
        return (rabbit, bubble)
    }

    /// The part of the cloud that holds a picture.
    static func bubbleContent(_ bubble: Rect) -> Rect {
        Rect(
            x: bubble.minX + bubble.width * 0.17, y: bubble.minY + bubble.height * 0.3, width: bubble.width * 0.66,
            height: bubble.height * 0.52)
    }

    /// The bubble's tail, pointing to the rabbit's mouth.
    static func tail(from rabbit: Rect, to bubble: Rect) -> Node {
        let base = Point(x: bubble.minX + bubble.width * 0.8, y: bubble.minY + bubble.height * 0.7)
        let tip = Point(x: rabbit.minX + rabbit.width * 0.1, y: rabbit.minY + rabbit.height * 0.45)
        // The tail's base is as wide as a finger, across the direction to the mouth.
        let spread = max(8, bubble.width * 0.06)
        let length = max(1, base.distance(to: tip))
        let across = Point(x: -(tip.y - base.y) / length * spread, y: (tip.x - base.x) / length * spread)
        return .path(
            [
                .move(Point(x: base.x + across.x, y: base.y + across.y)), .line(tip),
                .line(Point(x: base.x - across.x, y: base.y - across.y)), .close,
            ], fill: Palette.cloud, stroke: Stroke(color: Palette.outline, width: 2.5))
    }

    /// Three arcs like sound coming from the rabbit: something is said, nothing is shown.
    static func soundWaves(in area: Rect) -> Node {
        let side = min(area.width, area.height)
        let origin = Point(x: area.center.x + side * 0.35, y: area.center.y)
        let stroke = Stroke(color: Palette.ink, width: max(2, side * 0.06))
        let arcs = (1...3).map { index -> Node in
            let radius = side * 0.2 * Double(index)
            return .path(
                [
                    .move(Point(x: origin.x - radius * 0.6, y: origin.y - radius * 0.8)),
                    .quad(
                        control: Point(x: origin.x - radius * 1.35, y: origin.y),
                        to: Point(x: origin.x - radius * 0.6, y: origin.y + radius * 0.8)),
                ], fill: nil, stroke: stroke)
        }
        return .group(arcs)
    }
}
