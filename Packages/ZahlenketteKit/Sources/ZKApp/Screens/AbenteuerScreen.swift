import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKPersistence
import ZKScene

/// S-09: today's Abenteuer as a trail of three stops ending at a star (docs/abenteuer.md#the-day, 15.10). Each
/// stop is a round of one game; done stops carry a check, the next one glows and starts its round,
/// later ones wait. After a stop the trail shows again with the stop's stars.
struct AbenteuerScreen: ScreenModel, Equatable {
    /// `S09.home`: back to the child home; the Abenteuer waits there for the rest of the day.
    static let homeID = A11yID(.abenteuer, "home")
    /// `S09.goal`: the star at the end of the trail.
    static let goalID = A11yID(.abenteuer, "goal")

    /// `S09.stop.<i>`, the stops in play order from 0.
    static func stopID(_ index: Int) -> A11yID {
        A11yID(.abenteuer, "stop", String(index))
    }

    var record: AbenteuerRecord
    /// The stop whose round just ended: its stars fly out there.
    var finishedStop: Int?
    /// When the trail appeared after that stop.
    var shownAt: Double

    var screenID: ScreenID { .abenteuer }
    var destination: Destination { .child(.abenteuer(self)) }

    var stopsDone: Int {
        AbenteuerProgress(record).stopsDone(of: record.games.count)
    }

    /// The stop that plays next, nil once the Abenteuer is done.
    var nextStop: Int? {
        stopsDone < record.games.count ? stopsDone : nil
    }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        switch intent {
        case .tap(AbenteuerScreen.homeID): [.open(.round(.home), saying: nil)]
        case .input(.tap(let id)) where nextStop.map(AbenteuerScreen.stopID) == id: [.play(.startAbenteuerStop)]
        default: []
        }
    }

    func isAnimating(_ context: ScreenContext) -> Bool {
        (nextStop != nil && !context.reduceMotion)
            || (finishedStop != nil && context.time - shownAt < Motion.celebration)
    }

    func scene(_ context: ScreenContext) -> Scene {
        let model = self
        let size = context.size
        let places = AbenteuerScreen.places(count: model.record.games.count, in: size)
        let side: Double = context.isCompact ? 84 : 120
        var nodes: [Node] = [
            ScreenKit.root(.abenteuer, label: context.text("abenteuer.title"), in: context),
            ScreenKit.title(context.text("abenteuer.title"), in: context, inset: 64),
            ScreenKit.homeButton(
                AbenteuerScreen.homeID, label: context.text("round_end.a11y.home"),
                center: Point(x: Metrics.margin + 32, y: Metrics.margin + 32)),
        ]
        let covered =
            places.stops.map { Rect(center: $0, size: Size(width: side * 1.3, height: side * 1.3)) }
            + [Rect(center: places.goal, size: Size(width: side * 0.9, height: side * 0.9))]
        nodes += AbenteuerScreen.trail(through: places.stops + [places.goal], walked: model.stopsDone, around: covered)
        for (index, game) in model.record.games.enumerated() {
            nodes.append(model.stop(index, game: game, at: places.stops[index], side: side, context: context))
        }
        let finished = model.nextStop == nil
        let goal = Rect(center: places.goal, size: Size(width: side * 0.7, height: side * 0.7))
        nodes.append(
            Glyphs.star(
                in: goal, fill: finished ? Palette.accent : Palette.surface,
                stroke: Stroke(color: finished ? Palette.ink : Palette.outline, width: 3)
            ).interactive(
                AbenteuerScreen.goalID,
                label: context.text(finished ? "abenteuer.a11y.done_today" : "abenteuer.a11y.goal"), role: .image,
                hitRegion: goal))
        if let stop = model.finishedStop, places.stops.indices.contains(stop) {
            nodes.append(
                StarBurst(
                    center: places.stops[stop], radius: side, start: model.shownAt, reduceMotion: context.reduceMotion
                ).node(at: context.time))
        }
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }

    /// One stop: the game's picture; the next one glows (a slow pulse, none with reduced motion)
    /// and is the only one that can be tapped.
    private func stop(_ index: Int, game: GameID, at center: Point, side: Double, context: ScreenContext) -> Node {
        let config = context.catalog.game(game)
        let title = config.map { context.text($0.titleKey) } ?? game.rawValue
        let label = context.strings.text("abenteuer.a11y.stop", .integer(index + 1), .text(title))
        let image = config?.iconAssetName ?? ""
        if index == nextStop {
            let phase = context.time / Motion.pulsePeriod * 2 * Double.pi
            let pulse = context.reduceMotion ? 1 : 1 + 0.05 * (0.5 - 0.5 * cos(phase))
            let grown = side * 1.15 * pulse
            return ScreenKit.pictureTile(
                image: image, frame: Rect(center: center, size: Size(width: grown, height: grown)),
                id: AbenteuerScreen.stopID(index), label: label, selected: true)
        }
        let frame = Rect(center: center, size: Size(width: side, height: side))
        var children: [Node] = [
            .rect(
                frame, cornerRadius: Metrics.cornerRadius, fill: Palette.surface,
                stroke: Stroke(color: Palette.ink, width: 2)),
            .image(image, frame: frame.insetBy(dx: side * 0.12, dy: side * 0.12)),
        ]
        if index < stopsDone {
            // Done: a green check in the corner.
            let badge = Rect(
                x: frame.maxX - side * 0.36, y: frame.minY - side * 0.06, width: side * 0.4, height: side * 0.4)
            children.append(
                .circle(
                    center: badge.center, radius: badge.width / 2, fill: Palette.correct,
                    stroke: Stroke(color: Palette.surface, width: 3)))
            children.append(
                Glyphs.check(in: badge.insetBy(dx: badge.width * 0.22, dy: badge.width * 0.22), color: Palette.white))
        } else {
            // Still ahead: softened, waiting its turn.
            children.append(.rect(frame, cornerRadius: Metrics.cornerRadius, fill: Palette.canvas.withOpacity(0.6)))
        }
        return Node.group(children).interactive(
            AbenteuerScreen.stopID(index), label: label, role: .image, hitRegion: frame)
    }

    /// Footprints from stop to stop and on to the star, none under the pictures; the walked part
    /// in gold.
    private static func trail(through points: [Point], walked: Int, around covered: [Rect]) -> [Node] {
        var dots: [Node] = []
        for (index, (from, to)) in zip(points, points.dropFirst()).enumerated() {
            let length = hypot(to.x - from.x, to.y - from.y)
            let steps = max(1, Int(length / 22))
            let color = index < walked ? Palette.accent : Palette.outline
            for step in 1..<steps {
                let t = Double(step) / Double(steps)
                let point = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                guard !covered.contains(where: { $0.contains(point) }) else { continue }
                dots.append(.circle(center: point, radius: 5, fill: color, stroke: nil))
            }
        }
        return dots
    }

    /// Where the stops and the star stand: a zigzag from the lower left to the upper right in
    /// wide windows, from the top down in tall ones.
    static func places(count: Int, in size: Size) -> (stops: [Point], goal: Point) {
        let total = max(1, count) + 1
        let tall = size.height > size.width * 1.25
        let points = (0..<total).map { index -> Point in
            let along = Double(index) / Double(total - 1)
            let zig = index % 2 == 0
            if tall {
                return Point(x: size.width * (zig ? 0.28 : 0.72), y: size.height * (0.26 + 0.62 * along))
            }
            return Point(x: size.width * (0.16 + 0.72 * along), y: size.height * (zig ? 0.74 : 0.42))
        }
        return (Array(points.dropLast()), points[total - 1])
    }
}
