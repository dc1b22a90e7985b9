import ZKCore
import ZKDesignSystem
import ZKScene

/// S-01: the app's name over a bead chain while launch finishes.
enum SplashScreen {
    /// How long the splash stays before the first screen (a calm start, no flashing).
    static let duration = 1.2

    static func scene(_ context: ScreenContext) -> Scene {
        let name = context.text("brand.app_name")
        let size = context.size
        let chainFrame = Rect(
            x: Metrics.margin, y: size.height * 0.55, width: size.width - 2 * Metrics.margin, height: 80)
        let nodes: [Node] = [
            ScreenKit.root(.splash, label: context.text("splash.a11y.loading", .text(name)), in: context),
            .text(
                name,
                frame: Rect(
                    x: Metrics.margin, y: size.height * 0.3, width: size.width - 2 * Metrics.margin, height: 60),
                style: TextStyle(size: context.isCompact ? 40 : 56, weight: .bold, color: Palette.ink)),
            BeadChain.fitting(count: 10, in: chainFrame).node(),
        ]
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}
