import ZKCore
import ZKPersistence

/// The rules of a profile's settings (docs/parent-area.md#settings): which Zahlenraum, limit and break choices exist, and
/// what a level change does to the range.
public enum ProfileSettingsRules {
    /// "Ohne Limit" is nil (docs/parent-area.md#settings).
    public static let limitChoices: [Int?] = [10, 15, 20, 30, 45, 60, nil]
    /// "Aus" is nil.
    public static let breakChoices: [Int?] = [nil, 10, 15, 20]

    /// Automatisch (nil) and the fixed stages the level allows
    /// (docs/parent-area.md#settings: littleOnes at most 1–10, vorschule at least
    /// 1–10).
    public static func rangeChoices(for level: Level) -> [RangeStage?] {
        [nil] + RangeStage.allCases.filter { level.clamp($0) == $0 }.map { Optional($0) }
    }

    /// The profile with the parent's Zahlenraum: nil lets the engine decide again; a stage the
    /// level does not allow is clamped into it.
    public static func settingRange(_ stage: RangeStage?, of profile: ChildProfile) -> ChildProfile {
        var changed = profile
        changed.rangeOverride = stage.map(profile.level.clamp)
        return changed
    }

    /// A level change (docs/parent-area.md#settings): the fixed stage and the engine's
    /// stage are clamped into what the new level allows. Values of the cells are kept.
    public static func changingLevel(
        to level: Level, profile: ChildProfile, learning: LearningState
    ) -> (profile: ChildProfile, learning: LearningState) {
        var changed = profile
        changed.level = level
        changed.rangeOverride = profile.rangeOverride.map(level.clamp)
        var state = learning
        state.range = level.clamp(learning.range)
        return (changed, state)
    }

    /// The next choice after `current` in `choices`, wrapping around (a row tapped again).
    public static func next<T: Equatable>(after current: T, in choices: [T]) -> T {
        guard let index = choices.firstIndex(of: current), !choices.isEmpty else { return choices.first ?? current }
        return choices[(index + 1) % choices.count]
    }
}
