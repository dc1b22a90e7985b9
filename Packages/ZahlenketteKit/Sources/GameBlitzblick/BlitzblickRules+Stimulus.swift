import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Blitzblick's picture (docs/games.md#blitzblick): a window above the tiles in which the quantity
/// flashes and over which a cloud comes. The flash is timed by the driver's clock (`tick`), never
/// by a tap.
extension BlitzblickRules: TileGame, JourneyPlayable {
    /// `S07.blitzblick.window`: the flash window, read as the quantity or as the cloud.
    static let windowID = A11yID.gameElement(.blitzblick, "window")

    /// The flash ends when its time is up; the cloud covers the quantity and the tiles enable.
    public func tick(_ view: RoundView<BlitzblickRules>) -> PlayInput<Int, NoPlay>? {
        guard view.phase == .activity, let elapsed = view.activityElapsed,
            elapsed >= view.task.flash.duration(at: view.rung)
        else { return nil }
        return PlayInput(activityStep: true)
    }

    public func isAnimating(_ view: RoundView<BlitzblickRules>) -> Bool {
        view.phase == .activity
    }

    public func stimulus(_ view: RoundView<BlitzblickRules>, in frame: Rect) -> [Node] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let look = BlitzblickLook(view)
        let window = BlitzblickRules.windowFrame(in: frame)
        var nodes: [Node] = [
            .rect(
                window, cornerRadius: Metrics.cornerRadius, fill: Palette.surface,
                stroke: Stroke(color: Palette.outline, width: 2))
        ]
        if look.showsQuantity {
            nodes += BlitzblickRules.quantity(view.task, look: look, in: window.insetBy(dx: 14, dy: 14))
        }
        if look.cueGlow > 0.001 {
            nodes.append(
                .group(
                    [
                        .rect(
                            window.insetBy(dx: -3, dy: -3), cornerRadius: Metrics.cornerRadius + 3, fill: nil,
                            stroke: Stroke(color: Palette.accent, width: 8))
                    ], opacity: look.cueGlow))
        }
        if let lift = look.cloudLift, lift < 1 {
            let rise = view.reduceMotion ? 0 : -window.height * 0.5 * lift
            nodes.append(.group([Cloud(frame: window).node()], offset: Point(x: 0, y: rise), opacity: 1 - lift))
        }
        let label =
            look.showsQuantity
            ? CountingLabel.text(BlitzblickRules.listeningGroups(view.task), strings: view.strings)
            : view.strings.text("game.blitzblick.a11y.window")
        return [Node.group(nodes).interactive(BlitzblickRules.windowID, label: label, role: .image, hitRegion: window)]
    }

    /// The quantity's items for a listener, in the picture's groups (D-1221): a field's rows of five,
    /// a dice face or scattered dots as one heap, a hand each, the ten-stick's fives. Never the number.
    static func listeningGroups(_ task: BlitzblickTask) -> [[String]] {
        task.display == .field
            ? CountingLabel.fives(CountingLabel.dot, task.number)
            : CountingLabel.groups(task.display.dotPattern(task.number, seed: task.layoutSeed))
    }

    /// The window: the stimulus area less a small margin, never wider than 1.8 times its height so
    /// the quantity keeps a calm frame in wide windows.
    static func windowFrame(in frame: Rect) -> Rect {
        let area = frame.insetBy(dx: 4, dy: 4)
        let width = min(area.width, area.height * 1.8)
        return Rect(center: area.center, size: Size(width: width, height: area.height))
    }

    /// The quantity in its picture, with the fives outlined and the counted things lit as `look` says.
    static func quantity(_ task: BlitzblickTask, look: BlitzblickLook, in area: Rect) -> [Node] {
        let outline: [(Rect, Color)]
        let things: [(center: Point, diameter: Double)]
        var nodes: [Node]
        switch task.display {
        case .field:
            let field = Zwanzigerfeld.fitting(filled: task.number, in: area, maximumDiameter: 64)
            nodes = [field.node()]
            things = (1...max(1, task.number)).map { (field.center(of: $0), field.beadDiameter) }
            outline = fieldFives(task.number, field: field)
        case .dice, .fingers, .tenStickAndFingers, .scattered:
            // A few scattered dots stay together in the middle instead of spreading to the edges.
            let frame =
                task.display == .scattered
                ? Rect(center: area.center, size: Size(width: min(area.width, area.height * 1.3), height: area.height))
                : area
            let pattern = DotPattern(task.display.dotPattern(task.number, seed: task.layoutSeed), frame: frame)
            nodes = [pattern.node()]
            things = pattern.items().map { ($0.center, max($0.width, $0.height)) }
            outline = pattern.fives().enumerated().map { ($1, $0 % 2 == 0 ? Palette.beadRed : Palette.beadBlue) }
        }
        if look.outlinesFives {
            nodes += outline.map { rect, color in
                .rect(rect.insetBy(dx: -6, dy: -6), cornerRadius: 12, fill: nil, stroke: Stroke(color: color, width: 4))
            }
        }
        nodes += things.prefix(look.lit).map { StimulusLayout.ring(center: $0.center, diameter: $0.diameter) }
        return nodes
    }

    /// The fives of a Zwanzigerfeld that hold beads (places 1–5, 6–10, 11–15, 16–20), each whole,
    /// so a partly filled five shows how many it lacks; in its beads' colour: red for the first
    /// five of a ten, blue for the second.
    static func fieldFives(_ number: Int, field: Zwanzigerfeld) -> [(Rect, Color)] {
        stride(from: 1, through: max(1, number), by: 5).map { start in
            let end = start + 4
            let radius = field.beadDiameter / 2
            let box = Rect(center: field.center(of: start), size: Size(width: 2 * radius, height: 2 * radius))
                .union(Rect(center: field.center(of: end), size: Size(width: 2 * radius, height: 2 * radius)))
            let firstFive = StructuredPlace(index: start)?.isFirstFive ?? true
            return (box, firstFive ? Palette.beadRed : Palette.beadBlue)
        }
    }
}
