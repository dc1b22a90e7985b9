import ZKCore
import ZKScene

/// Accessibility labels for the gallery, passed in by the host (the gallery is a developer tool;
/// product screens take their labels from the string catalog).
public struct GalleryLabels: Sendable {
    public var numeral: @Sendable (Int) -> String
    public var start: String
    public var speaker: String
    public var home: String
    public var card: String
    public var stone: @Sendable (Int) -> String

    public init(
        numeral: @escaping @Sendable (Int) -> String, start: String, speaker: String, home: String, card: String,
        stone: @escaping @Sendable (Int) -> String
    ) {
        self.numeral = numeral
        self.start = start
        self.speaker = speaker
        self.home = home
        self.card = card
        self.stone = stone
    }
}

/// Every component on one screen (`zahlenkette --gallery`, `--screen gallery`): a flow layout of
/// cells that adapts to the viewport and shrinks uniformly only when the cells cannot all fit.
public enum ComponentGallery {
    /// The moment of the StarBurst and the speaker pulse shown in the gallery.
    public static let burstTime = 0.7

    struct Cell {
        let size: Size
        let build: (Rect) -> Node
    }

    public static func scene(size: Size, labels: GalleryLabels, time: Double = burstTime) -> Scene {
        let margin = Metrics.margin
        let available = Size(width: size.width - 2 * margin, height: size.height - 2 * margin)
        // Try wider virtual layouts too: when the cells cannot fit, a wider flow shrunk uniformly
        // keeps more of the window in use than a tall narrow one.
        var best = flow(width: available.width, labels: labels, time: time, fitting: available)
        for step in 1...20 {
            let candidate = flow(
                width: available.width * (1 + Double(step) * 0.1), labels: labels, time: time, fitting: available)
            if candidate.scale > best.scale + 0.001 { best = candidate }
        }
        let offset = Point(
            x: (size.width - best.content.width * best.scale) / 2,
            y: (size.height - best.content.height * best.scale) / 2)
        return Scene(
            size: size, background: Palette.canvas, nodes: [.group(best.nodes, offset: offset, scale: best.scale)])
    }

    /// Flows the cells into rows of `width`; the scale makes the result fit `fitting`.
    static func flow(
        width: Double, labels: GalleryLabels, time: Double, fitting: Size
    )
        -> (nodes: [Node], content: Size, scale: Double)
    {
        let cells = makeCells(width: width, labels: labels, time: time)
        let spacing = 20.0
        var nodes: [Node] = []
        var x = 0.0
        var y = 0.0
        var rowHeight = 0.0
        var contentWidth = 0.0
        for cell in cells {
            if x > 0 && x + cell.size.width > width {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
            }
            nodes.append(cell.build(Rect(x: x, y: y, width: cell.size.width, height: cell.size.height)))
            x += cell.size.width + spacing
            rowHeight = max(rowHeight, cell.size.height)
            contentWidth = max(contentWidth, x - spacing)
        }
        let content = Size(width: contentWidth, height: y + rowHeight)
        let scale = min(1, fitting.width / max(1, content.width), fitting.height / max(1, content.height))
        return (nodes, content, scale)
    }

    // swiftlint-free long builder: one entry per component, in the order of docs/design-system.md.
    static func makeCells(width: Double, labels: GalleryLabels, time: Double) -> [Cell] {
        let narrow = width < 500
        var cells: [Cell] = []
        cells.append(
            Cell(size: Size(width: min(width, 480), height: 130)) { frame in
                Zwanzigerfeld.fitting(filled: 13, in: frame).node()
            })
        cells.append(
            Cell(size: Size(width: 150, height: 170)) { frame in
                var field = Zwanzigerfeld(filled: 7, arrangement: .compact, beadDiameter: 24)
                let s = field.size
                field.origin = Point(x: frame.center.x - s.width / 2, y: frame.center.y - s.height / 2)
                return field.node()
            })
        cells.append(
            Cell(size: Size(width: min(width, 700), height: narrow ? 90 : 50)) { frame in
                BeadChain.fitting(sockets: [7, 14], in: frame).node()
            })
        let tileSide = Metrics.littleOnesTile
        let tilesInRow = narrow ? 2 : 4
        let tileCell = Size(
            width: Double(tilesInRow) * tileSide + Double(tilesInRow - 1) * Metrics.targetSpacing,
            height: Double(4 / tilesInRow) * tileSide + Double(4 / tilesInRow - 1) * Metrics.targetSpacing)
        cells.append(
            Cell(size: tileCell) { frame in
                let numbers = [3, 7, 12, 20]
                let states: [NumeralTile.State] = [.normal, .correct, .normal, .disabled]
                let frames = Layout.grid(
                    count: 4, columns: tilesInRow, itemSize: Size(width: tileSide, height: tileSide),
                    spacing: Size(width: Metrics.targetSpacing, height: Metrics.targetSpacing), in: frame)
                return .group(
                    zip(numbers, zip(states, frames)).map { number, pair in
                        NumeralTile(
                            number: number, frame: pair.1, id: .answer(number), label: labels.numeral(number),
                            state: pair.0
                        ).node()
                    })
            })
        cells.append(
            Cell(size: BigButton.preferredSize) { frame in
                BigButton(frame: frame, icon: .play, id: .welcomeStart, label: labels.start).node()
            })
        cells.append(
            Cell(size: Size(width: 172, height: 84)) { frame in
                let pulse = SpeakerButton.pulse(startingAt: 0)
                let scale = Timeline([pulse]).sample(pulse.key, at: time)?.value ?? 1
                return .group([
                    SpeakerButton(
                        center: Point(x: frame.minX + 42, y: frame.center.y), label: labels.speaker, pulseScale: scale
                    ).node(),
                    HomeButton(
                        center: Point(x: frame.maxX - 38, y: frame.center.y), label: labels.home, holdProgress: 0.6
                    )
                    .node(),
                ])
            })
        cells.append(
            Cell(size: Size(width: 150, height: 30)) { frame in
                ProgressDots(count: 6, completed: 3, center: frame.center).node()
            })
        let diceRow = narrow ? 3 : 6
        let dieSide = 52.0
        cells.append(
            Cell(
                size: Size(
                    width: Double(diceRow) * dieSide + Double(diceRow - 1) * 8,
                    height: Double(6 / diceRow) * dieSide + Double(6 / diceRow - 1) * 8)
            ) { frame in
                let frames = Layout.grid(
                    count: 6, columns: diceRow, itemSize: Size(width: dieSide, height: dieSide),
                    spacing: Size(width: 8, height: 8), in: frame)
                return .group(frames.enumerated().map { DotPattern(.dice($0.offset + 1), frame: $0.element).node() })
            })
        cells.append(Cell(size: Size(width: 80, height: 96)) { DotPattern(.fingers(3), frame: $0).node() })
        cells.append(Cell(size: Size(width: 150, height: 96)) { DotPattern(.fingers(8), frame: $0).node() })
        cells.append(
            Cell(size: Size(width: 130, height: 120)) { DotPattern(.tenStickAndFingers(14), frame: $0).node() })
        cells.append(Cell(size: Size(width: 110, height: 96)) { DotPattern(.scattered(9, seed: 7), frame: $0).node() })
        cells.append(
            Cell(size: Size(width: 170, height: 64)) {
                ObjectGroup(count: 7, imageName: "obj_apfel", arrangement: .field, frame: $0).node()
            })
        cells.append(
            Cell(size: Size(width: 120, height: 56)) {
                ObjectGroup(count: 8, imageName: "obj_ente", arrangement: .dice, frame: $0).node()
            })
        cells.append(
            Cell(size: Size(width: 110, height: 90)) {
                ObjectGroup(count: 5, imageName: "obj_apfel", arrangement: .scattered(seed: 3), frame: $0).node()
            })
        cells.append(
            Cell(size: Size(width: 110, height: 40)) { StarCounter(count: 12, frame: $0.insetBy(dx: 6, dy: 0)).node() })
        cells.append(
            Cell(size: Size(width: 170, height: 170)) { frame in
                StarBurst(center: frame.center, radius: 70).node(at: time)
            })
        cells.append(Cell(size: Size(width: 150, height: 96)) { Cloud(frame: $0, numeral: 5).node() })
        cells.append(
            Cell(size: Size(width: 172, height: 104)) { frame in
                let back = Rect(x: frame.minX, y: frame.minY, width: 80, height: 104)
                let face = Rect(x: frame.maxX - 80, y: frame.minY, width: 80, height: 104)
                return .group([
                    Card(frame: back, faceUp: false, id: .gameElement(.memory, "card", "0"), label: labels.card).node(),
                    Card(
                        frame: face, faceUp: true,
                        content: DotPattern(.dice(5), frame: face.insetBy(dx: 10, dy: 22)).node(),
                        id: .gameElement(.memory, "card", "1"), label: labels.card
                    ).node(),
                ])
            })
        cells.append(
            Cell(size: Size(width: 3 * 84 + 2 * 12, height: 64)) { frame in
                let frames = Layout.row(
                    count: 3, itemSize: Size(width: 84, height: 64), spacing: 12, in: frame)
                return .group(
                    frames.enumerated().map { index, stoneFrame in
                        let n = index + 4
                        return Stone(
                            frame: stoneFrame, numeral: n, id: .gameElement(.froschsprung, "stone", String(n)),
                            label: labels.stone(n)
                        ).node()
                    })
            })
        return cells
    }
}
