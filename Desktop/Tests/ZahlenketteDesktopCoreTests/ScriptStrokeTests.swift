import Testing
import ZKApp
import ZKCore
import ZKGameKit
import ZKScene

@testable import ZahlenketteDesktopCore

/// `trace` draws what the game wants on an element, and the activation key presses a drawable
/// element (D-0638).
@MainActor struct ScriptStrokeTests {
    /// A screen with a drawable pad that wants a particular stroke, and a plain drawable strip.
    final class DrawPad: HostScreen, TaskHooks {
        let name = "S05"
        var intents: [AppIntent] = []
        static let pad = A11yID.gameElement(.nachspuren, "canvas")
        static let strip = A11yID.gameElement(.schuettelbox, "box")
        static let wanted = TracedStroke(points: [Point(x: 110, y: 110), Point(x: 180, y: 250)], start: 3)
        var taskHooks: (any TaskHooks)? { self }
        var correctIntent: AppIntent? { nil }
        var wrongIntent: AppIntent? { nil }
        func stroke(on id: A11yID) -> TracedStroke? { id == DrawPad.pad ? DrawPad.wanted : nil }
        func scene(size: Size, time: Double) -> Scene {
            Scene(
                size: size, background: Color(hex: 0),
                nodes: [
                    Node.rect(Rect(x: 100, y: 100, width: 200, height: 200), fill: nil)
                        .interactive(DrawPad.pad, label: "Fläche", role: .drawable),
                    Node.rect(Rect(x: 100, y: 400, width: 200, height: 80), fill: nil)
                        .interactive(DrawPad.strip, label: "Streifen", role: .drawable),
                ])
        }
        func handle(_ intent: AppIntent, time: Double) -> HostResponse {
            intents.append(intent)
            return HostResponse()
        }
    }

    @Test func traceDrawsTheStrokeTheScreenWantsOrOneAcrossTheMiddle() {
        let pad = DrawPad()
        let registry = ScreenRegistry.standard()
        registry.register(.home) { _ in pad }
        let runner = ScriptRunner(registry: registry, output: { _ in }, screenshot: { _, _ in nil })
        #expect(runner.run("screen S05\ntrace S07.nachspuren.canvas\ntrace S07.schuettelbox.box") == .ok)
        #expect(pad.intents.first == .input(.stroke(DrawPad.pad, DrawPad.wanted)))
        guard case .input(.stroke(DrawPad.strip, let across))? = pad.intents.last else {
            Issue.record("expected a stroke across the strip, got \(pad.intents)")
            return
        }
        #expect(across.points.first == Point(x: 100, y: 440) && across.points.last == Point(x: 300, y: 440))
    }

    @Test func theActivationKeyPressesAndReleasesAFocusedDrawableElement() {
        let pad = DrawPad()
        let registry = ScreenRegistry.standard()
        registry.register(.home) { _ in pad }
        let runner = ScriptRunner(registry: registry, output: { _ in }, screenshot: { _, _ in nil })
        #expect(runner.run("screen S05\nkey tab\nkey space") == .ok)
        // The screen also hears where the focus went; the drawable element takes no tap.
        #expect(pad.intents == [.focus(DrawPad.pad), .press(DrawPad.pad), .release(DrawPad.pad)])
    }
}
