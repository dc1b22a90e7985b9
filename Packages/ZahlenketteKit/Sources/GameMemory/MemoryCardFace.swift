import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// The face of a card (docs/games.md#memory): the numeral n, or n as a Zwanzigerfeld, a dice face,
/// fingers, a ten-stick with fingers or scattered dots.
enum MemoryCardFace {
    /// The quantity card's items for a listener, in its picture's groups (D-1221).
    static func listeningGroups(_ task: MemoryTask) -> [[String]] {
        switch task.display {
        case .field: CountingLabel.fives(CountingLabel.dot, task.number)
        case .dice: CountingLabel.groups(.dice(task.number))
        case .fingers: CountingLabel.groups(.fingers(task.number))
        case .tenStick: CountingLabel.groups(.tenStickAndFingers(task.number))
        case .scattered: CountingLabel.groups(.scattered(task.number, seed: task.layoutSeed))
        }
    }

    /// The drawing on a card in `frame`.
    static func content(of card: Int, in task: MemoryTask, frame: Rect) -> Node {
        let area = frame.insetBy(dx: frame.width * 0.1, dy: frame.height * 0.1)
        guard card == task.quantityCard else {
            // Two bold digits need about 1.3 em: the numeral fills the card without spilling.
            let size = min(area.height * 0.8, area.width / 1.35)
            return .text(
                String(task.number), frame: area, style: TextStyle(size: size, weight: .bold, color: Palette.ink))
        }
        switch task.display {
        case .field:
            return Zwanzigerfeld.fitting(filled: task.number, in: area, maximumDiameter: 40).node()
        case .dice:
            return DotPattern(.dice(task.number), frame: area).node()
        case .fingers:
            return DotPattern(.fingers(task.number), frame: area).node()
        case .tenStick:
            return DotPattern(.tenStickAndFingers(task.number), frame: area).node()
        case .scattered:
            return DotPattern(.scattered(task.number, seed: task.layoutSeed), frame: area).node()
        }
    }
}
