internal import CSDL2

/// The window's SDL objects, freed in reverse order when the window host goes away. Kept apart
/// from the main-actor `WindowHost` so releasing them needs no actor (docs/development.md#style: SDL resources are
/// owned by final classes and released in deinit).
final class SDLWindowResources {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// The streaming texture frames are copied into; replaced when the drawable size changes.
    var texture: OpaquePointer? {
        didSet {
            if let oldValue, oldValue != texture { SDL_DestroyTexture(oldValue) }
        }
    }

    init(window: OpaquePointer, renderer: OpaquePointer) {
        self.window = window
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
}
