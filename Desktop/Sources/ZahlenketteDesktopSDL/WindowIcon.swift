internal import CSDL2
import Foundation
import ZahlenketteDesktopCore

/// The window's icon (issue 20): the launcher's bead chain from the resources, set through SDL so
/// the title bar and task switcher show it even when no desktop entry is installed.
enum WindowIcon {
    /// Loads `path` and hands it to SDL; a missing picture leaves SDL's default icon and says so.
    /// Returns whether the icon was set.
    @discardableResult
    static func apply(to window: OpaquePointer, path: String?) -> Bool {
        guard let path, let surface = load(path) else {
            HostLog.warn("the window icon \(path ?? "Icons/256x256.png") is missing; the window keeps SDL's icon")
            return false
        }
        defer { SDL_FreeSurface(surface) }
        SDL_SetWindowIcon(window, surface)
        return true
    }

    /// The icon's picture, or nil when the file is missing or cannot be decoded.
    static func load(_ path: String) -> UnsafeMutablePointer<SDL_Surface>? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return IMG_Load(path)
    }

    /// The icon of the located resources.
    static var defaultPath: String? {
        guard case .success(let resources) = ResourceLocator.process else { return nil }
        return resources.windowIcon.path
    }
}
