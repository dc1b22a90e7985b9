import ZKCore
import ZKPersistence

/// The child's session: `SessionFlow` counts its time, keeps the daily limit and starts and ends
/// it (docs/app.md#sessions-daily-limits-and-the-gate); this hands the flow the session wherever
/// it is and applies what it chose.
extension AppModel {
    var sessions: SessionFlow { SessionFlow(environment: environment, coordinator: coordinator) }

    /// Runs the session's flow on the child's session wherever it is (playing, or paused under
    /// the gate, S-24 or the developer panel) and puts it back; nil without a session.
    @discardableResult
    func inSession<Result>(_ flow: (inout ChildSession) -> Result) -> Result? {
        guard var session = state.session else { return nil }
        let result = flow(&session)
        state.updateSession { $0 = session }
        return result
    }

    /// One tick of the session on the child's screen shown.
    func tickSession(time: Double, voicePlaying: Bool) -> AppOutput {
        let place = state.childPlace
        return inSession { sessions.tick(&$0, on: place, time: time, voicePlaying: voicePlaying) }.map(apply)
            ?? AppOutput()
    }

    /// The day's play ends for the child, and S-16 shows.
    func lockToday() -> AppOutput {
        inSession { sessions.lockToday(&$0) }.map(apply) ?? AppOutput()
    }

    /// Closes the session's record; the caller then shows a state without it.
    func endSession(reason: String) {
        inSession { sessions.end(&$0, reason: reason) }
    }

    /// What S-04 asked of the session: the chosen child's starts.
    func sessionStep(_ effect: SessionEffect, time: Double) -> AppOutput {
        switch effect {
        case .start(let index):
            guard let profile = sessions.profile(at: index) else { return AppOutput() }
            return startSession(profile, index: index, time: time)
        }
    }

    /// The session of `profile` starts after the one before it ended; its home shows, or S-16.
    func startSession(_ profile: ChildProfile, index: Int, time: Double) -> AppOutput {
        endSession(reason: "switch")
        switch sessions.start(profile, index: index, time: time) {
        case .resting(let timesUp): return apply(timesUp)
        case .playing(let session): return showHome(session, saying: .common("home"))
        }
    }

    /// The window went away: the session's seconds are saved and the clock re-anchored.
    func wentToBackground(time: Double) {
        backgroundedAt = time
        inSession { sessions.save(&$0) }
        sessions.wentToBackground()
    }

    /// The window is back: the clock is re-anchored; after five minutes away the session has
    /// ended (nil: play goes on).
    func cameBack(time: Double) -> AppOutput? {
        defer { backgroundedAt = nil }
        sessions.reanchor()
        guard let away = backgroundedAt,
            let ended = inSession({ sessions.cameBack(&$0, after: time - away) }).flatMap({ $0 })
        else { return nil }
        return apply(ended)
    }
}
