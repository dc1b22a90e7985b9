import Foundation

/// A window started where there is no display (issue 19): SDL then falls back to a driver that
/// draws to nowhere, and the app would run invisibly. The program stops at once instead, with one
/// German sentence for the parent and one English sentence, and a non-zero status.
public enum NoDisplay {
    /// SDL's video drivers that open without any screen.
    static let headlessDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// True when `driver` (nil: no driver opened at all) shows nothing, unless `requested` (the
    /// `SDL_VIDEODRIVER` variable) asked for exactly that, as headless checks and benchmarks do.
    public static func isMissing(driver: String?, requested: String?) -> Bool {
        guard let driver = driver?.lowercased() else { return true }
        guard headlessDrivers.contains(driver) else { return false }
        let asked = (requested ?? "").lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return !asked.contains(driver)
    }

    /// The message on standard error: the German sentence from the catalog (when it could be read),
    /// then the English one.
    public static func message(german: String?) -> String {
        let english =
            "Zahlenkette needs a display: no graphical session was found (DISPLAY and WAYLAND_DISPLAY are not set). "
            + "Start it from a desktop session."
        return (german.map { "zahlenkette: \($0)\n" } ?? "") + "zahlenkette: \(english)\n"
    }
}
