import ZKApp
import ZKCore
import ZKScene

/// Keys in a journey (issue 19), played like the window plays them (`KeyboardInput`): a key is a
/// touch without a position, pressed when it goes down and released when it goes up, and `key
/// <name> <seconds>` keeps it down that long.
extension ScriptRunner {
    func pressKey(_ key: HostKey, holding seconds: Double, scene: Scene, screen: AppScreen) -> String? {
        // The first key after pointer play only shows the ring where the screen starts it (the
        // task's first answer); it is not also a move or a press.
        let wasActive = keyboardActive
        keyboardActive = true
        let before = focus.focused
        syncFocus(scene)
        if !wasActive, focus.focused != before, KeyboardInput.showsRingFirst(key) { return nil }
        let scene = self.scene ?? scene
        switch KeyboardInput.plan(key, focused: focus.focused, in: scene) {
        case .nothing(let reason):
            return "key \(key.rawValue): \(reason)"
        case .hold(let id, let tapAfterRelease):
            return holdKey(on: id, for: seconds, tapAfterRelease: tapAfterRelease, screen: screen)
        case .send(let intent):
            if case .input(.scroll(let id, let points)) = intent { say("event scroll id=\(id) points=\(points)") }
            respond(screen.handle(intent, time: time))
            return nil
        case .focus(let action):
            focus.apply(action, in: scene)
            say("event focus id=\(focus.focused?.rawValue ?? "none")")
            tellFocus(screen)
            return nil
        case .toggleFullscreen:
            say("event fullscreen")
            return nil
        case .quit:
            say("event quit")
            quit = true
            return nil
        }
    }

    /// The key down on `id` for `seconds` (time passes as in `wait`), then up: a release that did
    /// nothing by itself is followed by a tap, as after a pointer's lift. A hold that took the app
    /// elsewhere (out of a round) ends there.
    private func holdKey(
        on id: A11yID, for seconds: Double, tapAfterRelease: Bool, screen: AppScreen
    )
        -> String?
    {
        let shown = screen.name
        respond(screen.handle(.press(id), time: time))
        let end = time + seconds
        while time < end, screen.name == shown {
            time = min(end, time + ScriptRunner.tickStep)
            screen.audioStatus(voicePlaying: false)
            respond(screen.tick(time: time))
        }
        guard screen.name == shown else { return nil }
        let release = screen.handle(.release(id), time: time)
        respond(release)
        guard tapAfterRelease, !release.acted, screen.name == shown else { return nil }
        respond(screen.handle(.tap(id), time: time))
        return nil
    }

    /// Lets the ring follow the scene's keyboard hints and reports a move it made by itself.
    func syncFocus(_ scene: Scene) {
        guard focus.sync(with: scene, showing: keyboardActive), let screen else { return }
        say("event focus id=\(focus.focused?.rawValue ?? "none")")
        tellFocus(screen)
    }

    /// The screen learns where the focus is (a text field takes text only while it has it).
    private func tellFocus(_ screen: AppScreen) {
        respond(screen.handle(.focus(focus.focused), time: time))
    }
}
