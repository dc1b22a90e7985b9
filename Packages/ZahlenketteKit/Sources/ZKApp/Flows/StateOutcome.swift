import ZKAudio
import ZKCore

/// What a flow leaves behind (docs/app.md#flows): the state to move to (nil: the state stays),
/// what the host hears and reports, and what another feature does next.
@MainActor
struct StateOutcome {
    var next: AppState?
    var output = AppOutput()
    /// What follows in another feature (a screen it opens, a session it starts), performed after
    /// `next` shows.
    var effects: [AppEffect] = []

    /// The state stays; only `output` (a sound, an event).
    static func stay(_ output: AppOutput = AppOutput()) -> StateOutcome {
        StateOutcome(next: nil, output: output)
    }

    /// `next` shows, reported as a navigation, with `line` spoken (or the voice quieted; `quiet`
    /// sends no sound at all).
    static func show(_ next: AppState, saying line: AudioID?, quiet: Bool = false) -> StateOutcome {
        StateOutcome(next: next, output: .shown(next.destination.screenID, saying: line, quiet: quiet))
    }

    /// The state stays; `effects` follow, after `output`.
    static func then(_ effects: AppEffect..., output: AppOutput = AppOutput()) -> StateOutcome {
        StateOutcome(next: nil, output: output, effects: effects)
    }

    /// Changes the parent page about to show (its file outcome, a kept selection).
    mutating func changePage(_ change: (inout ParentDestination) -> Void) {
        guard case .parent(let pass, var place, let paused) = next else { return }
        change(&place)
        next = .parent(pass, place, paused: paused)
    }
}
