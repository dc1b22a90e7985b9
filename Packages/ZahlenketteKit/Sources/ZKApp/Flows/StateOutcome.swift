import ZKAudio
import ZKCore

/// What a flow outside the child's session (the gate, the parent area) leaves behind (docs/app.md#flows): the state to move
/// to (nil: the state stays) and what the host hears and reports.
@MainActor
struct StateOutcome {
    var next: AppState?
    var output = AppOutput()

    /// The state stays; only `output` (a sound, an event).
    static func stay(_ output: AppOutput = AppOutput()) -> StateOutcome {
        StateOutcome(next: nil, output: output)
    }

    /// `next` shows, reported as a navigation, with `line` spoken (or the voice quieted; `quiet`
    /// sends no sound at all).
    static func show(_ next: AppState, saying line: AudioID?, quiet: Bool = false) -> StateOutcome {
        StateOutcome(next: next, output: .shown(next.destination.screenID, saying: line, quiet: quiet))
    }

    /// Changes the parent page about to show (its file outcome, a kept selection).
    mutating func changePage(_ change: (inout ParentDestination) -> Void) {
        guard case .parent(let pass, var place, let paused) = next else { return }
        change(&place)
        next = .parent(pass, place, paused: paused)
    }
}
