internal import CSDL2
import ZKApp
import ZKCore
import ZKScene
import ZahlenketteDesktopCore

/// An element a key holds down: pressed when the key went down, released when it goes up.
struct KeyHold {
    let id: A11yID
    /// The key that holds it (Space and Enter count as one activation key).
    let key: HostKey
    let tapAfterRelease: Bool
    /// The screen it was pressed on; a hold that left it (out of a round) ends there.
    let screenName: String
}

/// The keyboard in the window (issue 19), planned by `KeyboardInput` like `--script` plays it: a
/// key is a touch without a position; Space, Enter and Escape press while they are down, so a
/// second on the house leaves a round with the same ring as a held finger. Ctrl+Q quits like
/// closing the window.
extension WindowHost {
    /// The host key of an SDL key, nil for keys the host leaves alone.
    static func hostKey(_ keysym: SDL_Keysym) -> HostKey? {
        let mod = UInt32(keysym.mod)
        let shift = mod & UInt32(KMOD_SHIFT.rawValue) != 0
        let ctrl = mod & UInt32(KMOD_CTRL.rawValue) != 0
        switch Int(keysym.sym) {
        case Int(SDLK_TAB.rawValue): return shift ? .shiftTab : .tab
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_SPACE.rawValue): return .space
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_F11.rawValue): return .f11
        case Int(SDLK_F12.rawValue): return .f12
        case Int(SDLK_q.rawValue) where ctrl: return .ctrlQ
        default: return nil
        }
    }

    func key(_ keysym: SDL_Keysym) -> Outcome {
        if Int(keysym.sym) == Int(SDLK_BACKSPACE.rawValue) {
            respond(screen.handle(.deleteBackward, time: time))
            return .redraw
        }
        guard let hostKey = WindowHost.hostKey(keysym) else { return .none }
        return press(hostKey)
    }

    /// A host key went down.
    func press(_ hostKey: HostKey) -> Outcome {
        let wasActive = keyboardActive
        keyboardActive = true
        let scene = currentScene().0
        if focus.sync(with: scene, showing: true) {
            tellFocus()
            // The first key after pointer play only shows the ring where the screen starts it.
            if !wasActive, KeyboardInput.showsRingFirst(hostKey) { return .redraw }
        }
        switch KeyboardInput.plan(hostKey, focused: focus.focused, in: scene) {
        case .hold(let id, let tapAfterRelease):
            guard keyHold == nil else { return .none }
            keyHold = KeyHold(id: id, key: hostKey, tapAfterRelease: tapAfterRelease, screenName: screen.name)
            respond(screen.handle(.press(id), time: time))
        case .send(let intent):
            respond(screen.handle(intent, time: time))
        case .focus(let action):
            focus.apply(action, in: scene)
            tellFocus()
        case .toggleFullscreen:
            fullscreen.toggle()
            focusFilter.fullscreenSwitched(at: time)
            SDL_SetWindowFullscreen(window, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
        case .quit:
            return .quit
        case .nothing:
            return .none
        }
        return .redraw
    }

    func keyUp(_ keysym: SDL_Keysym) -> Outcome {
        guard let hostKey = WindowHost.hostKey(keysym) else { return .none }
        return lift(hostKey)
    }

    /// A host key went up: the element it held is released, then tapped unless the release did
    /// something by itself (as after a pointer's lift).
    func lift(_ hostKey: HostKey) -> Outcome {
        guard let hold = keyHold, InputMapping.action(for: hold.key) == InputMapping.action(for: hostKey) else {
            return .none
        }
        keyHold = nil
        guard screen.name == hold.screenName else { return .redraw }
        let release = screen.handle(.release(hold.id), time: time)
        respond(release)
        if hold.tapAfterRelease, !release.acted, screen.name == hold.screenName {
            respond(screen.handle(.tap(hold.id), time: time))
        }
        return .redraw
    }

    /// The screen learns where the keyboard focus is (S-03's nickname takes text only then).
    func tellFocus() {
        respond(screen.handle(.focus(focus.focused), time: time))
    }

    /// Typed text (SDL's text input, also the space of a Space key): the screen decides whether a
    /// field with the focus takes it.
    func typed(_ text: String) {
        respond(screen.handle(.text(text), time: time))
    }

    /// The window lost or regained the focus; a fullscreen switch's blink is neither (issue 19).
    func windowFocus(gained: Bool) {
        if gained {
            if focusFilter.focusGained(at: time) { respond(screen.handle(.activate, time: time)) }
            startAccessibilityIfWanted()
        } else if focusFilter.focusLost(at: time) {
            focusLost()
        }
    }

    /// The window really lost the focus: whatever a finger or key held is let go, and a stroke or
    /// drag under way is dropped, so the first click after coming back lands as a click (on the
    /// pause cover's play); then the app pauses.
    func focusLost() {
        if let hold = keyHold {
            keyHold = nil
            respond(screen.handle(.release(hold.id), time: time))
        }
        // A finger on the house lets go with the pause itself (the round drops its hold).
        pressed = nil
        capture = StrokeCapture()
        scrollDrag = nil
        respond(screen.handle(.suspend, time: time))
    }

    /// True while the window has the keyboard focus.
    var hasInputFocus: Bool {
        SDL_GetWindowFlags(window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
    }
}
