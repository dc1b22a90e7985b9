internal import CSDL2
import Foundation
import ZKApp
import ZKAudio
import ZKCore
import ZKScene
import ZahlenketteDesktopA11y
import ZahlenketteDesktopCore

/// The interactive window (docs/design-system.md#host-modes): 1024 x 768 by default, resizable, F11 fullscreen,
/// HiDPI aware, the 375-pt rule; mouse, touch and keyboard focus; the frame loop sleeps in
/// SDL_WaitEventTimeout while nothing animates.
@MainActor
public final class WindowHost {
    let resources: SDLWindowResources
    var window: OpaquePointer { resources.window }
    var renderer: OpaquePointer { resources.renderer }
    let sceneRenderer: SceneRenderer
    var canvas: PixelCanvas?
    let audio: any AudioService
    /// The app the window shows; it routes between its screens itself.
    let screen: AppScreen
    var focus = FocusRing()
    private var shownName = ""
    var fullscreen: Bool
    var pressed: A11yID?
    /// True while the pressed element is one that is held (the round's house): it heard the press
    /// and hears the release.
    var pressedHolds = false
    /// The frame last put on screen and its viewport: what a pointer lands on, so a hit test does
    /// not draw the app again (docs/app.md#input).
    var shownFrame: (scene: Scene, viewport: ScaledViewport)?
    /// The path over a drawable element while the pointer is down (WindowHost+Strokes).
    var capture = StrokeCapture()
    /// The element a key holds down until it goes up (WindowHost+Keys).
    var keyHold: KeyHold?
    /// True since the last key press, false after a pointer press: the focus ring shows, and a new
    /// task puts it on its first answer (issue 19).
    var keyboardActive = false
    /// Tells the blink of a fullscreen switch from the child leaving (issue 19).
    var focusFilter = WindowFocusFilter()
    /// A press on a scrollable element that may become a sideways drag (D-0651).
    var scrollDrag: ScrollDrag?
    let clock = ContinuousClock()
    let start: ContinuousClock.Instant
    /// When set, the loop ends after this many seconds (benchmarks).
    package var runLimit: Double?
    /// Called once after the first frame is presented.
    package var onFirstPresent: (() -> Void)?
    /// The AT-SPI bridge, while assistive technology listens (WindowHost+Accessibility).
    var accessibility: AccessibilityBridge?
    /// The bridge could not start; it is not tried again.
    var accessibilityFailed = false
    /// The key a screen reader's press holds on the round's house, and when it lets go.
    var accessibilityHold: (key: HostKey, releaseAt: Double)?
    /// Where `screen …` and `event …` lines go (stdout, like `--script`).
    var output: (String) -> Void = { FileHandleWriter.standardOutput($0 + "\n") }

    public init(
        screen: AppScreen, size: Size, fullscreen: Bool, audio: any AudioService
    )
        throws
    {
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else { throw SDLError("SDL_Init") }
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        guard
            let window = SDL_CreateWindow(
                "Zahlenkette", zk_windowpos_centered(), zk_windowpos_centered(), Int32(size.width), Int32(size.height),
                flags)
        else { throw SDLError("SDL_CreateWindow") }
        WindowIcon.apply(to: window, path: WindowIcon.defaultPath)
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        // The click that brings the window back is a click too: the first one on play resumes.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // Frames are drawn on the CPU into one buffer (D-0403), so presenting needs no GPU; the
        // software renderer also avoids loading a GL stack (hundreds of ms on a GPU-less machine).
        // ZK_RENDERER=accelerated opts into the GPU for presenting (vsync, HiDPI scaling).
        let wantsGPU = ProcessInfo.processInfo.environment["ZK_RENDERER"] == "accelerated"
        if !wantsGPU { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        let preferred =
            wantsGPU
            ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            : nil
        guard let renderer = preferred ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateRenderer")
        }
        self.resources = SDLWindowResources(window: window, renderer: renderer)
        self.sceneRenderer = SceneRenderer(fonts: try FontLibrary())
        self.screen = screen
        self.fullscreen = fullscreen
        self.audio = audio
        self.start = clock.now
        self.shownName = screen.name
        // Typed text reaches the screen as text intents (the nickname on S-03).
        SDL_StartTextInput()
    }

    var time: Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Window size in points and the pixels per point of the drawable.
    var metrics: (points: Size, pixelScale: Double) {
        var w: Int32 = 0
        var h: Int32 = 0
        var pw: Int32 = 0
        var ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        let scale = w > 0 ? Double(pw) / Double(w) : 1
        return (Size(width: Double(max(1, w)), height: Double(max(1, h))), scale)
    }

    func currentScene() -> (Scene, ScaledViewport, Double) {
        let m = metrics
        let viewport = Layout.viewport(for: m.points)
        return (screen.scene(size: viewport.layoutSize, time: time), viewport, m.pixelScale)
    }

    /// The viewport of the window's size now, without drawing anything.
    var layoutViewport: ScaledViewport { Layout.viewport(for: metrics.points) }

    /// The frame on screen; a scene is drawn for it only before the first frame.
    func sceneOnScreen() -> (scene: Scene, viewport: ScaledViewport) {
        if let shownFrame { return shownFrame }
        let (scene, viewport, _) = currentScene()
        return (scene, viewport)
    }

    func present() {
        let (drawn, viewport, pixelScale) = currentScene()
        shownFrame = (drawn, viewport)
        let scene = withLiveInk(drawn)
        if focus.sync(with: scene, showing: keyboardActive) { tellFocus() }
        var pw: Int32 = 0
        var ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        let width = Int(max(1, pw))
        let height = Int(max(1, ph))
        if canvas?.width != width || canvas?.height != height {
            canvas = PixelCanvas(width: width, height: height)
            resources.texture = SDL_CreateTexture(
                renderer, zk_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
                Int32(height))
        }
        guard let canvas, let texture = resources.texture else { return }
        sceneRenderer.draw(scene, into: canvas, scale: viewport.scale * pixelScale, focus: focus.focused)
        canvas.pixels.withUnsafeBytes { raw in
            _ = SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(width * 4))
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
        mirrorAccessibility()
    }

    /// Runs until the window closes (or `runLimit` passes).
    public func run() {
        var event = SDL_Event()
        var dirty = true
        var first = true
        while true {
            let now = time
            if let runLimit, now >= runLimit { return }
            let animating = screen.isAnimating(at: now)
            // Timers (idle replays, holds, the splash) run on every wake-up, not only while animating.
            screen.audioStatus(voicePlaying: audio.isVoicePlaying)
            screen.audioDevice(available: audio.isAvailable)
            if focusFilter.tick(at: now, hasFocus: hasInputFocus) { focusLost() }
            let shown = screen.name
            let ticked = screen.tick(time: now)
            if !ticked.events.isEmpty || !ticked.audio.isEmpty || screen.name != shown {
                respond(ticked)
                dirty = true
            }
            // After the tick, so a press is weighed against the screen as it is now (D-1223).
            if serveAccessibility() { dirty = true }
            if dirty || animating {
                present()
                dirty = false
                if first {
                    first = false
                    onFirstPresent?()
                    startAccessibilityIfWanted()
                }
            }
            audio.update()
            // Idle: block for events; animating: wake for the next frame.
            let timeout: Int32 = animating || pressed != nil || keyHold != nil ? 16 : (runLimit == nil ? 1_000 : 100)
            guard SDL_WaitEventTimeout(&event, timeout) != 0 else { continue }
            repeat {
                switch handle(event) {
                case .quit:
                    // Closing goes through the background, as on a phone: the app saves the
                    // session's time and any task still waiting to be written (docs/app.md).
                    respond(screen.handle(.suspend, time: time))
                    return
                case .redraw: dirty = true
                case .none: break
                }
            } while SDL_PollEvent(&event) != 0
        }
    }

    enum Outcome {
        case quit
        case redraw
        case none
    }

    func handle(_ event: SDL_Event) -> Outcome {
        let type = event.type
        switch type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: windowFocus(gained: false)
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: windowFocus(gained: true)
            default: break
            }
            return .redraw
        case SDL_AUDIODEVICEREMOVED.rawValue where event.adevice.iscapture == 0:
            // The sound device went away: the next rounds show their pictures (issue 19).
            audio.deviceFailed()
            return .redraw
        case SDL_TEXTINPUT.rawValue:
            var input = event.text
            let text = withUnsafeBytes(of: &input.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            typed(text)
            return .redraw
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.which != zk_touch_mouse_id():
            return pointerDown(Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEBUTTONUP.rawValue where event.button.which != zk_touch_mouse_id():
            return pointerUp(Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEWHEEL.rawValue:
            return wheel(event.wheel)
        case SDL_MOUSEMOTION.rawValue where event.motion.which != zk_touch_mouse_id() && event.motion.state != 0:
            return pointerMoved(Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_FINGERMOTION.rawValue:
            let size = metrics.points
            return pointerMoved(
                Point(x: Double(event.tfinger.x) * size.width, y: Double(event.tfinger.y) * size.height))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERUP.rawValue:
            let size = metrics.points
            let point = Point(x: Double(event.tfinger.x) * size.width, y: Double(event.tfinger.y) * size.height)
            return type == SDL_FINGERDOWN.rawValue ? pointerDown(point) : pointerUp(point)
        case SDL_KEYDOWN.rawValue where event.key.repeat == 0 || keyHold == nil:
            return key(event.key.keysym)
        case SDL_KEYUP.rawValue:
            return keyUp(event.key.keysym)
        case SDL_MOUSEMOTION.rawValue, SDL_FINGERMOTION.rawValue:
            return strokeEvent(event)
        default:
            return .none
        }
    }

    func hit(_ windowPoint: Point) -> ResolvedElement? {
        let (scene, viewport) = sceneOnScreen()
        return scene.hitTest(viewport.layoutPoint(windowPoint))
    }

    /// A pointer goes down. Only an element that is held hears it now (a press); every other one
    /// hears one tap or drag when the pointer lifts, so a tap goes through the app once.
    func pointerDown(_ point: Point) -> Outcome {
        keyboardActive = false
        beginScrollDrag(at: point)
        guard let element = hit(point) else { return .none }
        if beginStroke(on: element, at: point) { return .redraw }
        pressed = element.id
        pressedHolds = element.holds
        guard element.holds else { return .none }
        respond(screen.handle(.press(element.id), time: time))
        return .redraw
    }

    /// A release on the pressed element is a tap; an adjustable element also learns where it was
    /// touched, in layout points (D-0526). A release elsewhere is a drag.
    private func releaseIntent(down: A11yID, on target: ResolvedElement, at windowPoint: Point) -> AppIntent {
        guard target.id == down else { return .drag(from: down, to: target.id) }
        guard target.role == .adjustable else { return .tap(down) }
        return .tapAt(down, layoutViewport.layoutPoint(windowPoint))
    }

    func pointerUp(_ point: Point) -> Outcome {
        if endStroke(at: point) { return .redraw }
        if endScrollDrag() { return .redraw }
        guard let down = pressed else { return .none }
        pressed = nil
        if pressedHolds {
            pressedHolds = false
            let shown = screen.name
            let release = screen.handle(.release(down), time: time)
            respond(release)
            // The house answered the release (left, or reminded to hold): no tap follows.
            guard !release.acted, screen.name == shown else { return .redraw }
        }
        guard let target = hit(point) else { return .none }
        respond(screen.handle(releaseIntent(down: down, on: target, at: point), time: time))
        return .redraw
    }

    func respond(_ response: HostResponse) {
        for event in response.events { output(event.line) }
        for sound in response.audio { audio.handle(sound) }
        accessibility?.announce(response.announcements)
        if screen.name != shownName {
            // The app moved on by itself (its router): a new screen starts without focus.
            shownName = screen.name
            pressed = nil
            keyHold = nil
            focus = FocusRing()
            output("screen \(screen.name)")
        }
    }
}
