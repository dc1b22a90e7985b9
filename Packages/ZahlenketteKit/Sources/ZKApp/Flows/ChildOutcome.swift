import ZKAudio
import ZKCore

/// What a child's flow leaves behind (docs/app.md#flows): the child's screen to show next (nil:
/// the screen stays), what the host hears and reports, and whether the day ends here. The flow
/// changes the session it was handed in place; `AppModel` puts both back into
/// `.child(session, place)` (`state(on:)`), and the session's flow ends the day when it is over.
@MainActor
struct ChildOutcome {
    var place: ChildDestination?
    var output = AppOutput()
    /// What the new screen asked for at once (a round's first lines), performed after it shows.
    var effects: [AppEffect] = []
    /// The day's allowance closes here (docs/app.md#sessions-daily-limits-and-the-gate): the session ends and S-16 shows.
    var endsDay = false

    /// Nothing to show; only `output` (a sound, an event).
    static func stay(_ output: AppOutput = AppOutput()) -> ChildOutcome {
        ChildOutcome(place: nil, output: output)
    }

    /// `place` shows, reported as a navigation, with `line` spoken (or the voice quieted; `quiet`
    /// sends no sound at all).
    static func show(_ place: ChildDestination, saying line: AudioID?, quiet: Bool = false) -> ChildOutcome {
        ChildOutcome(place: place, output: .shown(place.screenID, saying: line, quiet: quiet))
    }

    /// The outcome for the app on `session`: the child's screen, and the day's end after the
    /// screen's first effects.
    func state(on session: ChildSession) -> StateOutcome {
        StateOutcome(
            next: place.map { .child(session, $0) }, output: output,
            effects: endsDay ? effects + [.session(.lockToday)] : effects)
    }
}

extension AppOutput {
    /// The output of moving to `screen`: its navigation, and `line` (or a quieted voice; `quiet`
    /// screens such as the gate send no sound at all).
    static func shown(_ screen: ScreenID, saying line: AudioID?, quiet: Bool) -> AppOutput {
        let audio: [AudioEvent] = quiet ? [] : line.map { [.prompt($0)] } ?? [.stopVoice]
        return AppOutput(events: [.navigate(screen)], audio: audio)
    }
}
