internal import CSDL2
import Foundation
import ZKCore
import ZKScene
import ZahlenketteDesktopCore

/// The headless modes: `--screenshot` and `--script` (docs/design-system.md#host-modes).
@MainActor
public enum HeadlessHost {
    /// Renders one frame of `screen` at `size` points into `output`. Returns the exit status.
    public static func screenshot(
        output: String, screen key: String, size: Size, fixture: ScreenFixture, options: AppLauncher.Options
    )
        -> Int32
    {
        switch AppLauncher.open(key, fixture: fixture, options: options) {
        case .failure(let error):
            FileHandleWriter.standardError("zahlenkette: \(error.description)\n")
            return 2
        case .success(let screen):
            let viewport = Layout.viewport(for: size)
            // At the host's 0, where a fixture left the app: timed pictures (a lid that opened, a
            // pulse) show as they stand then.
            let scene = screen.scene(size: viewport.layoutSize, time: 0)
            if let error = write(scene, windowSize: size, scale: viewport.scale, to: output) {
                FileHandleWriter.standardError("zahlenkette: \(error)\n")
                return 1
            }
            return 0
        }
    }

    /// Draws `scene` into a PNG of `windowSize` pixels; returns an error sentence or nil.
    static func write(_ scene: Scene, windowSize: Size, scale: Double, to path: String, focus: A11yID? = nil) -> String?
    {
        do {
            let fonts = try FontLibrary()
            let canvas = try OffscreenCanvas(
                pixelWidth: Int(windowSize.width.rounded()), pixelHeight: Int(windowSize.height.rounded()), fonts: fonts
            )
            canvas.render(scene, scale: scale, focus: focus)
            try canvas.savePNG(to: path)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Replays the script at `path`; prints one line per event and `ok` or `fail …`.
    public static func script(path: String, options: AppLauncher.Options) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandleWriter.standardOutput("fail the script \(path) cannot be read.\n")
            return 1
        }
        let text = String(decoding: data, as: UTF8.self)
        var runner: ScriptRunner?
        runner = ScriptRunner(
            options: options, output: { FileHandleWriter.standardOutput($0 + "\n") },
            screenshot: { scene, file in
                let window = runner?.size ?? scene.size
                return write(
                    scene, windowSize: window, scale: Layout.viewport(for: window).scale, to: file,
                    focus: runner?.focus.focused)
            })
        // Journeys start where a child starts: the app's splash screen.
        let outcome = runner?.run(text, startScreen: "app") ?? .fail("the runner could not start.")
        return outcome == .ok ? 0 : 1
    }
}
