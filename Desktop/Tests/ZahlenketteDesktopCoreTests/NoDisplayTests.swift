import Testing

@testable import ZahlenketteDesktopCore

/// Issue 19: a window started without a display stops at once with a German and an English
/// sentence instead of running invisibly.
struct NoDisplayTests {
    @Test func aHeadlessDriverNobodyAskedForMeansNoDisplay() {
        #expect(NoDisplay.isMissing(driver: "offscreen", requested: nil))
        #expect(NoDisplay.isMissing(driver: "dummy", requested: ""))
        #expect(NoDisplay.isMissing(driver: nil, requested: "x11"), "no driver opened at all")
        #expect(!NoDisplay.isMissing(driver: "x11", requested: nil))
        #expect(!NoDisplay.isMissing(driver: "wayland", requested: "wayland,x11"))
        // Headless checks and benchmarks ask for it by name.
        #expect(!NoDisplay.isMissing(driver: "offscreen", requested: "offscreen"))
        #expect(!NoDisplay.isMissing(driver: "offscreen", requested: "Offscreen"))
    }

    @Test func theMessageSaysItInGermanThenInEnglish() {
        let message = NoDisplay.message(german: "Zahlenkette braucht einen Bildschirm.")
        let lines = message.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0] == "zahlenkette: Zahlenkette braucht einen Bildschirm.")
        #expect(lines[1].hasPrefix("zahlenkette: Zahlenkette needs a display"))
        #expect(NoDisplay.message(german: nil).split(separator: "\n").count == 1)
    }
}
