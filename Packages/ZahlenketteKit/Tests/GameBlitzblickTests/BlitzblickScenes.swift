import TestSupport
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Reading Blitzblick's picture in tests: what the window shows, and every drawn thing with the
/// opacity it is drawn at (for the 3 Hz timeline).
enum BlitzblickScenes {
    static let size = Size(width: 1024, height: 768)
    static let windowID = A11yID.gameElement(.blitzblick, "window")
    /// The key of the cloud's outline in `leaves`.
    static let cloudKey = "path fill=\(Palette.cloud)"

    /// What the window shows at `time`.
    struct Window: Equatable {
        var quantity: Bool
        var cloud: Bool
        /// Red or blue outlines around fives.
        var fives: Bool
        /// Accent rings around counted things.
        var lit: Int
    }

    static func window(_ round: any GameRound, at time: Double) -> Window {
        let scene = GameTestKit.scene(round, size: size, time: time)
        let shown = leaves(scene.nodes)
        let rings = shown.filter { $0.key.hasPrefix("ring \(Palette.accent)") && $0.opacity > 0.5 }.count
        return Window(
            quantity: scene.element(windowID).flatMap { CountingLabels.groups($0.label) } != nil,
            cloud: shown.contains { $0.key.hasPrefix(cloudKey) && $0.opacity > 0.05 },
            fives: shown.contains {
                $0.key == "rect stroke=\(Palette.beadRed)" || $0.key == "rect stroke=\(Palette.beadBlue)"
            },
            lit: rings)
    }

    /// Every leaf of the drawing with its effective opacity, keyed by what it is (kind, colours,
    /// text, picture), not where it is: a thing that moves or pulses keeps its key.
    static func leaves(_ nodes: [Node], opacity: Double = 1) -> [(key: String, opacity: Double)] {
        nodes.flatMap { node -> [(key: String, opacity: Double)] in
            switch node.shape {
            case .group(let group): return leaves(group.children, opacity: opacity * group.opacity)
            case .rect(_, _, let fill, let stroke): return [(key("rect", fill, stroke), opacity)]
            case .circle(_, _, let fill, let stroke): return [(key("circle", fill, stroke), opacity)]
            case .ring(_, _, _, let color, _): return [("ring \(color)", opacity)]
            case .line(_, _, let stroke): return [("line \(stroke.color)", opacity)]
            case .path(_, let fill, let stroke): return [(key("path", fill, stroke), opacity)]
            case .text(let string, _, let style): return [("text \(string) \(style.color)", opacity)]
            case .image(let name, _): return [("image \(name)", opacity)]
            }
        }
    }

    private static func key(_ kind: String, _ fill: Color?, _ stroke: Stroke?) -> String {
        [kind, fill.map { "fill=\($0)" }, stroke.map { "stroke=\($0.color)" }].compactMap { $0 }.joined(separator: " ")
    }
}
