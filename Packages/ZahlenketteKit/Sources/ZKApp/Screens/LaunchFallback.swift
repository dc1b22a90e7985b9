import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// What the window shows when the app cannot start at all (no store, not even in memory): a calm
/// picture of the bead chain for the child and one German sentence for the parent. Never a
/// developer screen, never an error code.
public enum LaunchFallback {
    /// A parent's sentence from the shipped catalog in `resources`, nil when it cannot be read
    /// (the host's messages before the app runs, such as a missing display).
    public static func sentence(_ key: String, resources: URL?) -> String? {
        let content = resources.map {
            ContentLoader.load(
                from: DirectoryContentSource(baseURL: $0.appendingPathComponent("Content")), localeIdentifier: "de_DE")
        }
        return content?.catalog.strings.lookup(key, arguments: [])
    }

    /// The fallback at `size`, its sentence from the shipped catalog when that can be read.
    @MainActor
    public static func scene(size: Size, resources: URL?) -> Scene {
        let sentence = LaunchFallback.sentence("error.launch.failed", resources: resources) ?? ""
        let width = min(size.width - 2 * Metrics.margin, 640)
        let paragraph = Paragraph(
            sentence, width: width, style: TextStyle(size: size.width < 520 ? 17 : 22, color: Palette.ink))
        let chain = BeadChain.fitting(
            count: 10,
            in: Rect(x: Metrics.margin, y: size.height * 0.2, width: size.width - 2 * Metrics.margin, height: 80))
        var nodes: [Node] = [
            Node.rect(Rect(origin: .zero, size: size), fill: nil).interactive(
                .root(.splash), label: sentence, role: .header),
            chain.node(),
        ]
        nodes += paragraph.nodes(
            in: Rect(x: (size.width - width) / 2, y: size.height * 0.45, width: width, height: paragraph.height))
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}
