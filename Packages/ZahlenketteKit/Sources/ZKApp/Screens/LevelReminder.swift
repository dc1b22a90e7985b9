import Foundation
import ZKCore
import ZKDesignSystem
import ZKScene

/// S-03's answer to the check mark tapped before a level was chosen (issue 19): the check mark
/// turns into an arrow pointing at the level cards, whose outlines glow in the accent colour, for
/// `CreateProfileForm.reminderSeconds`. A parent who cannot hear learns what is missing.
struct LevelReminder {
    /// 0...1, a gentle 0.8 Hz glow; steady under Reduce Motion.
    let glow: Double

    init(form: CreateProfileForm, context: ScreenContext) {
        let elapsed = context.time - (form.levelReminderAt ?? context.time)
        glow = context.reduceMotion ? 1 : 0.5 - 0.5 * cos(elapsed * 0.8 * 2 * Double.pi)
    }

    /// The level cards' outline while the reminder shows.
    var cardOutline: Stroke {
        Stroke(color: Palette.accent, width: 4 + 4 * glow)
    }

    /// The arrow drawn on the check mark's button, toward the middle of the level cards.
    func arrow(on button: Rect, toward cards: [Rect]) -> Node {
        let target = cards.dropFirst().reduce(cards.first ?? button) { $0.union($1) }.center
        let side = min(button.height * 0.7, 48)
        return Glyphs.arrow(in: Rect(center: button.center, size: Size(width: side, height: side)), toward: target)
    }
}
