import ZKCore
import ZKDesignSystem
import ZKScene

/// S-01: the app's name over a bead chain while launch finishes.
struct SplashScreen: ScreenModel {
    /// How long the splash stays before the first screen (a calm start, no flashing).
    static let duration = 1.2

    /// When the app started.
    let startedAt: Double

    var screenID: ScreenID { .splash }
    var destination: Destination { .entry(.splash(self)) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] { [] }

    func tick(_ context: ScreenContext) -> [AppEffect] {
        context.time - startedAt >= SplashScreen.duration ? [.open(.onboarding(.firstScreen), saying: nil)] : []
    }

    func isAnimating(_ context: ScreenContext) -> Bool { true }

    func scene(_ context: ScreenContext) -> Scene {
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
