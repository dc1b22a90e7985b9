import ZKCore
import ZKDesignSystem
import ZKLearningEngine
import ZKScene

/// S-05's Abenteuer button: today's trail as a picture, how far it goes shown by filled stops.
extension HomeScreen {
    func abenteuerButton(in frame: Rect, _ context: ScreenContext) -> Node {
        let stops = EngineConstants.abenteuerGames
        let glyph = AbenteuerPathGlyph.node(
            stops: stops, done: abenteuer.stopsDone(of: stops), in: frame.insetBy(dx: 14, dy: 10))
        // A warm tile, so the day's Abenteuer invites like the play button, one step quieter.
        return Node.group([
            .rect(frame.offsetBy(dx: 0, dy: 3), cornerRadius: Metrics.cornerRadius, fill: Palette.shadow),
            .rect(
                frame, cornerRadius: Metrics.cornerRadius, fill: Palette.accentSoft,
                stroke: Stroke(color: Palette.ink, width: 2)),
            glyph,
        ]).interactive(.home(.abenteuer), label: context.text(abenteuer.labelKey), hitRegion: frame)
    }
}
