import ZKCore

/// What a round does after its last task and before "Geschafft!" (docs/games.md#punkt-zu-punkt: the
/// picture fills with colour and its name is spoken).
public struct RoundOutro: Sendable, Equatable {
    public let lines: [AudioID]
    /// Reported when the outro starts, before `roundCompleted` (a first-time picture's sticker).
    public let events: [GameEvent]
    /// The outro stays at least this long, also without voice.
    public let holdSeconds: Double

    public init(lines: [AudioID], events: [GameEvent] = [], holdSeconds: Double = 2) {
        self.lines = lines
        self.events = events
        self.holdSeconds = holdSeconds
    }
}
