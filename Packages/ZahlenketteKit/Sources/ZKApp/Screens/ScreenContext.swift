import ZKContent
import ZKDesignSystem
import ZKScene

/// What every screen's scene and update depend on besides its own model.
struct ScreenContext {
    let size: Size
    let time: Double
    let catalog: ContentCatalog
    var reduceMotion = false
    /// The parent area's text size and palette (docs/usability.md#display-modes-for-grown-ups);
    /// parent pages read it from here, child screens never do.
    var parentDisplay = ParentDisplay.standard
    /// Whether a voice line is playing (a round waits for its prompt to end).
    var voicePlaying = false
    /// Continuous seconds as of the model's last update (the gate's cooldowns).
    var continuousNow = 0.0

    var strings: StringCatalog { catalog.strings }

    func text(_ key: String, _ arguments: StringArgument...) -> String {
        strings.lookup(key, arguments: arguments) ?? key
    }

    var viewport: Rect { Rect(origin: .zero, size: size) }

    /// Narrow or short windows get the compact layouts.
    var isCompact: Bool { size.width < 520 || size.height < 520 }
}
