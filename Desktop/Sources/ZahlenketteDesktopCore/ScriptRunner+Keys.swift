import ZKApp
import ZKCore
import ZKScene

/// Keys in a journey (issue 19), played like the window plays them (`KeyboardInput`): a key is a
/// touch without a position, pressed when it goes down and released when it goes up, and `key
/// <name> <seconds>` keeps it down that long.
extension ScriptRunner {
    func pressKey(_ key: HostKey, holding seconds: Double, scene: Scene, screen: any HostScreen) -> String? {
        // The first key after pointer play only shows the ring where the screen starts it (the
        // task's first answer); it is not also a move or a press.
        let wasActive = keyboardActive
        keyboardActive = true
        let before = focus.focused
        if let failure = syncFocus(scene) { return failure }
        if !wasActive, focus.focused != before, KeyboardInput.showsRingFirst(key) { return nil }
        let scene = self.scene ?? scene
        switch KeyboardInput.plan(key, focused: focus.focused, in: scene) {
        case .nothing(let reason):
            return "key \(key.rawValue): \(reason)"
        case .hold(let id, let tapAfterRelease):
            return holdKey(on: id, for: seconds, tapAfterRelease: tapAfterRelease, screen: screen)
        case .send(let intent):
            if case .input(.scroll(let id, let points)) = intent { say("event scroll id=\(id) points=\(points)") }
            return respond(screen.handle(intent, time: time))
        case .focus(let action):
            focus.apply(action, in: scene)
            say("event focus id=\(focus.focused?.rawValue ?? "none")")
            return tellFocus(screen)
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
        on id: A11yID, for seconds: Double, tapAfterRelease: Bool, screen: any HostScreen
    )
        -> String?
    {
        let shown = screen.name
        if let failure = respond(screen.handle(.press(id), time: time)) { return failure }
        let end = time + seconds
        while time < end, screen.name == shown {
            time = min(end, time + ScriptRunner.tickStep)
            screen.audioStatus(voicePlaying: false)
            if let failure = respond(screen.tick(time: time)) { return failure }
        }
        guard screen.name == shown, self.screen === screen else { return nil }
        let release = screen.handle(.release(id), time: time)
        if let failure = respond(release) { return failure }
        guard tapAfterRelease, !release.acted, screen.name == shown else { return nil }
        return respond(screen.handle(.tap(id), time: time))
    }

    /// Lets the ring follow the scene's keyboard hints and reports a move it made by itself.
    func syncFocus(_ scene: Scene) -> String? {
        guard focus.sync(with: scene, showing: keyboardActive), let screen else { return nil }
        say("event focus id=\(focus.focused?.rawValue ?? "none")")
        return tellFocus(screen)
    }

    /// The screen learns where the focus is (a text field takes text only while it has it).
    private func tellFocus(_ screen: any HostScreen) -> String? {
        respond(screen.handle(.focus(focus.focused), time: time))
    }
}
