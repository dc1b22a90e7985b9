import ZKCore
import ZKGameKit
import ZKScene

/// Keyboard and switch play in the game container (issue 19): each new task puts a shown focus on
/// its first answer, and Escape, held for a second, leaves the round like a held house.
extension GameContainerScreen {
    /// `scene` with its keyboard hints: the first answer as the focus start of the open task, and
    /// the house for Escape.
    static func withKeyboardHints(_ scene: Scene, round: any GameRound) -> Scene {
        var scene = scene
        scene.keyboard = KeyboardHints(
            focusStart: firstAnswer(in: scene), context: round.focusContext, escape: .gameHome)
        return scene
    }

    /// The first answer tile in reading order; in games without tiles the first element of the
    /// playfield (the jar, the first card, the pond), never the speaker or the house above it.
    static func firstAnswer(in scene: Scene) -> A11yID? {
        let playfield = scene.focusOrder.filter { $0.hitRegion.center.y > barHeight }
        return (playfield.first { $0.id.element == "answer" } ?? playfield.first)?.id
    }
}
