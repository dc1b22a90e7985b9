import ZKCore

/// What the round asks the app to do (input in, effects out). The app's coordinator performs them.
public enum RoundEffect: Sendable, Equatable {
    /// Speak these clips in sequence, cutting the running line (a new prompt).
    case speak([AudioID])
    /// Speak these clips after the running line (feedback).
    case speakAfterCurrent([AudioID])
    /// A sound effect over the voice.
    case playEffect(AudioID)
    /// Report to the app's result coordinator.
    case emit(GameEvent)
}
