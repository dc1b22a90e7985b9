import ZKCore
import ZKScene

/// The heaviest child scene of the benchmarks (issue 6): a full Zwanzigerfeld, the 20-bead chain,
/// four tiles and text. `labels` gives the tile labels.
public enum BenchmarkScene {
    public static func scene(size: Size, label: (Int) -> String) -> Scene {
        let margin = Metrics.margin
        let fieldFrame = Rect(x: margin, y: margin + 70, width: size.width - 2 * margin, height: size.height * 0.32)
        let chainFrame = Rect(x: margin, y: fieldFrame.maxY + 16, width: size.width - 2 * margin, height: 60)
        let tileSide = Metrics.littleOnesTile
        let tiles = Layout.row(
            count: 4, itemSize: Size(width: tileSide, height: tileSide), spacing: Metrics.targetSpacing,
            in: Rect(x: 0, y: chainFrame.maxY + 20, width: size.width, height: tileSide))
        var nodes: [Node] = [
            .text(
                "1 2 3 4 5 6 7 8 9 10",
                frame: Rect(x: margin + 80, y: margin, width: size.width - 2 * margin - 160, height: 60),
                style: TextStyle(size: 36, weight: .bold, color: Palette.ink)),
            SpeakerButton(center: Point(x: margin + 36, y: margin + 36), label: label(0)).node(),
            HomeButton(center: Point(x: size.width - margin - 32, y: margin + 36), label: label(-1)).node(),
            Zwanzigerfeld.fitting(filled: 20, in: fieldFrame).node(),
            BeadChain.fitting(in: chainFrame).node(),
        ]
        for (index, frame) in tiles.enumerated() {
            let number = [4, 9, 14, 19][index]
            nodes.append(NumeralTile(number: number, frame: frame, id: .answer(number), label: label(number)).node())
        }
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}
