import Testing
import ZKApp
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore

/// Space and Enter in a script activate the focused element as the window does: a press while the
/// key is down, its release, then a plain tap, also on an adjustable element (Zahlenmonster's plate
/// gives back its last cookie). The screen hears where the focus went first.
@MainActor @Suite struct KeyboardActivationTests {
    final class Plate: HostScreen {
        let name = "S05"
        var intents: [AppIntent] = []
        static let plate = A11yID.gameElement(.zahlenmonster, "plate")
        func scene(size: Size, time: Double) -> Scene {
            Scene(
                size: size, background: Color(hex: 0),
                nodes: [
                    Node.rect(Rect(x: 100, y: 100, width: 200, height: 160), fill: Color(hex: 0xFFFFFF)).interactive(
                        Plate.plate, label: "Teller", role: .adjustable)
                ])
        }
        func handle(_ intent: AppIntent, time: Double) -> HostResponse {
            intents.append(intent)
            return HostResponse()
        }
    }

    @Test func theKeyboardActivatesAnAdjustableElementWithAPlainTap() {
        let plate = Plate()
        let registry = ScreenRegistry.standard()
        registry.register(.home) { _ in plate }
        let runner = ScriptRunner(registry: registry, output: { _ in }, screenshot: { _, _ in nil })
        #expect(runner.run("screen S05\nkey tab\nkey space\ntap S07.zahlenmonster.plate") == .ok)
        #expect(
            plate.intents == [
                .focus(Plate.plate), .press(Plate.plate), .release(Plate.plate), .tap(Plate.plate),
                .tapAt(Plate.plate, Point(x: 200, y: 180)),
            ])
    }
}
