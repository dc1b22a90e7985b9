import ZKCore

/// A step parameter a game reads (docs/content.md#gamesgameidjson). Each game names its own in
/// `stepRequirements` of `games/<id>.json`; a step without one of them is invalid and the game is
/// hidden.
public enum GameRequirement: String, CaseIterable, Sendable, Decodable {
    /// `optionCount` (2…6) and `distractorProfile`: answer tiles.
    case tiles
    /// `displays`, at least one per level.
    case displays
    /// `flashSeconds`, 0.34…5.
    case flash
    /// `corridorWidth`, 0.05…0.6 of the glyph height.
    case corridor
    /// `difference` within 1…19 and `questions`.
    case comparison
    /// `pairs` (2…8), equal to `tasksPerRound`.
    case pairs
    /// `frogStart`, and `frogStartOffset` when the frog starts near the target.
    case frog
    /// `plate`.
    case plate
    /// `labeledNumbers`, 1…20.
    case labels
    /// `gapPosition`.
    case gap

    /// The problem of a step for this requirement, as (field, message), or nil.
    func problem(in step: StepConfig) -> (String, String)? {
        switch self {
        case .tiles:
            guard let options = step.optionCount else { return ("optionCount", "required") }
            if options.all.contains(where: { !(2...6).contains($0) }) { return ("optionCount", "2 to 6 tiles") }
            if step.distractorProfile == nil { return ("distractorProfile", "required") }
        case .displays:
            guard let displays = step.displays else { return ("displays", "required") }
            if displays.all.contains(where: \.isEmpty) { return ("displays", "at least one display per level") }
        case .flash:
            guard let flash = step.flashSeconds else { return ("flashSeconds", "required") }
            // Nothing flashes above 3 Hz, and a flash longer than 5 s is no longer a glance.
            if flash.all.contains(where: { !($0.isFinite && $0 >= 0.34 && $0 <= 5) }) {
                return ("flashSeconds", "0.34 to 5 seconds")
            }
        case .corridor:
            guard let width = step.corridorWidth else { return ("corridorWidth", "required") }
            if !(width.isFinite && width >= 0.05 && width <= 0.6) {
                return ("corridorWidth", "0.05 to 0.6 of the glyph height")
            }
        case .comparison:
            guard let difference = step.difference, difference.min >= 1, difference.min <= difference.max,
                difference.max <= 19
            else { return ("difference", "a range within 1…19") }
            guard let questions = step.questions, !questions.all.contains(where: \.isEmpty) else {
                return ("questions", "at least one question per level")
            }
        case .pairs:
            guard let pairs = step.pairs else { return ("pairs", "required") }
            if pairs.all.contains(where: { !(2...8).contains($0) }) { return ("pairs", "2 to 8 pairs") }
            // One task per pair (docs/games.md#memory): the engine's round length is the board's
            // size.
            if step.tasksPerRound != pairs { return ("tasksPerRound", "equal to pairs: one task per pair") }
        case .frog:
            guard let start = step.frogStart else { return ("frogStart", "required") }
            if start == .nearTarget {
                guard let offset = step.frogStartOffset,
                    offset.all.allSatisfy({ $0.min >= 1 && $0.min <= $0.max && $0.max <= 5 })
                else { return ("frogStartOffset", "a range within 1…5 per level") }
            }
        case .plate:
            if step.plate == nil { return ("plate", "required") }
        case .labels:
            guard let labels = step.labeledNumbers else { return ("labeledNumbers", "required") }
            if labels.contains(where: { !(1...20).contains($0) }) { return ("labeledNumbers", "numbers 1…20") }
        case .gap:
            if step.gapPosition == nil { return ("gapPosition", "required") }
        }
        return nil
    }
}
