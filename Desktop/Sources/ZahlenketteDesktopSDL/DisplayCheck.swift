internal import CSDL2
import Foundation
import ZKApp
import ZahlenketteDesktopCore

/// Opens SDL's video before anything else of a window (issue 19): when no display is there, the
/// message to print; nil when a window can show.
enum DisplayCheck {
    static func problem(resources: URL) -> String? {
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        let driver: String? =
            SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0
            ? SDL_GetCurrentVideoDriver().map { String(cString: $0) } : nil
        guard NoDisplay.isMissing(driver: driver, requested: requested) else { return nil }
        return NoDisplay.message(german: LaunchFallback.sentence("error.launch.no_display", resources: resources))
    }
}
