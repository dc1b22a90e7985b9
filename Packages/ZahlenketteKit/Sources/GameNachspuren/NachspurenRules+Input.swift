import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

/// How Nachspuren reads strokes, the keyboard pen and time (docs/games.md#nachspuren). A stroke
/// under 15 pt is nothing; a lift under 300 ms that resumes within 20 pt continues the stroke, so a
/// stroke that ends short waits that long before it counts. The activation key held on the canvas
/// moves a pen along the open stroke; released early, the pen waits where it is.
extension NachspurenRules: RoundGame, JourneyPlayable {
    public func playfield(_ view: RoundView<NachspurenRules>) -> [Node] {
        guard view.frame.width > 0, view.frame.height > 0 else { return [] }
        return NachspurenPicture(view: view, rules: self, layout: layout(view)).nodes()
    }

    public func interpret(
        _ intent: GameIntent, view: RoundView<NachspurenRules>
    ) -> PlayInput<NachspurenAttempt, NachspurenPlay> {
        switch intent {
        case .stroke(NachspurenRules.canvasID, let stroke): strokeInput(stroke, view: view)
        case .press(NachspurenRules.canvasID): penPressed(view)
        case .release(NachspurenRules.canvasID): penReleased(view)
        default: .none
        }
    }

    /// The ghost finger ends its demo, a short stroke without continuation counts, the pen
    /// reaches the end of its stroke.
    public func tick(_ view: RoundView<NachspurenRules>) -> PlayInput<NachspurenAttempt, NachspurenPlay>? {
        if view.phase == .activity, let elapsed = view.activityElapsed, elapsed >= ghostDuration(view) {
            return PlayInput(activityStep: true)
        }
        if let pending = view.play.pending, let lift = pending.samples.last,
            view.time - lift.time >= trace.resumeSeconds
        {
            return countPending(pending, view: view)
        }
        if let pen = view.play.pen, pen.pressedAt != nil, penProgress(pen, view: view) >= 1 {
            return penFinished(pen, view: view)
        }
        return nil
    }

    public func isAnimating(_ view: RoundView<NachspurenRules>) -> Bool {
        let play = view.play
        let fading = play.fadedAt.map { view.time - $0 < NachspurenPicture.fadeSeconds } ?? false
        return view.phase == .activity || play.pending != nil || play.pen?.pressedAt != nil || fading
    }

    /// Half-drawn things are in layout points of the old size: they go; the ink and the pen stay.
    public func playAfterResize(_ play: NachspurenPlay) -> NachspurenPlay {
        var play = play
        play.pending = nil
        play.faded = nil
        play.lastLift = nil
        return play
    }

    // MARK: - Strokes

    private func strokeInput(
        _ stroke: TracedStroke, view: RoundView<NachspurenRules>
    ) -> PlayInput<NachspurenAttempt, NachspurenPlay> {
        guard let first = stroke.samples.first, let last = stroke.samples.last else { return .none }
        var play = view.play
        var drawn = stroke
        if let lift = play.lastLift, first.time - lift.time <= trace.resumeSeconds, first.time >= lift.time - 0.001,
            first.point.distance(to: lift.point) <= trace.resumeDistance
        {
            // The finger came back: the stroke goes on. A stroke already judged stays judged.
            play.lastLift = last
            guard let pending = play.pending else { return PlayInput(play: play) }
            drawn = TracedStroke(pending.samples + stroke.samples)
            play.pending = nil
        } else if stroke.length < trace.ignoredLength {
            return .none
        } else if let pending = play.pending {
            // A new stroke elsewhere: the short one counts as it was.
            return countPending(pending, view: view)
        } else {
            play.lastLift = last
        }
        let index = target(view)
        let verdict = verdict(drawn.points, view: view)
        let attempt = { (ink: InkLine?) in
            NachspurenAttempt(stroke: index, verdict: verdict, digit: digit(ofStroke: index, in: view.task), ink: ink)
        }
        switch verdict {
        case .tooShort:
            return PlayInput(play: play)
        case .rejected(.incomplete):
            play.pending = drawn
            return PlayInput(play: play)
        case .rejected:
            play.faded = drawn
            play.fadedAt = view.time
            return PlayInput(play: play, commit: attempt(nil))
        case .accepted:
            let task = view.task
            let ziffer = task.strokes[index].digit
            let ink = InkLine(digit: ziffer, points: drawn.points.map { layout(view).unit($0, digit: ziffer) })
            // Each finished Ziffer is named; the last one is named by the success line.
            let finishes = task.lastStroke(of: ziffer) == index && ziffer < task.digits.count - 1
            let speech: [AudioID] = finishes && view.acceptsAnswers ? [.number(task.digits[ziffer])] : []
            return PlayInput(play: play, commit: attempt(ink), speech: speech)
        }
    }

    /// The short stroke the finger did not come back to: a wrong attempt, fading.
    private func countPending(
        _ pending: TracedStroke, view: RoundView<NachspurenRules>
    ) -> PlayInput<NachspurenAttempt, NachspurenPlay> {
        var play = view.play
        play.pending = nil
        play.faded = pending
        play.fadedAt = view.time
        let index = target(view)
        return PlayInput(
            play: play,
            commit: NachspurenAttempt(
                stroke: index, verdict: .rejected(.incomplete), digit: digit(ofStroke: index, in: view.task)))
    }

    // MARK: - The keyboard pen

    private func penPressed(_ view: RoundView<NachspurenRules>) -> PlayInput<NachspurenAttempt, NachspurenPlay> {
        let index = target(view)
        guard view.acceptsAnswers, view.task.strokes.indices.contains(index) else { return .none }
        var play = view.play
        var pen = play.pen.flatMap { $0.stroke == index ? $0 : nil } ?? KeyboardPen(stroke: index)
        guard pen.pressedAt == nil else { return .none }
        pen.pressedAt = view.time
        play.pen = pen
        return PlayInput(play: play)
    }

    private func penReleased(_ view: RoundView<NachspurenRules>) -> PlayInput<NachspurenAttempt, NachspurenPlay> {
        guard var pen = view.play.pen, pen.pressedAt != nil else { return .none }
        var play = view.play
        pen.progress = penProgress(pen, view: view)
        pen.pressedAt = nil
        play.pen = pen
        return PlayInput(play: play)
    }

    /// The pen reached the end of its stroke: the stroke is drawn, and the task remembers the pen.
    private func penFinished(
        _ pen: KeyboardPen, view: RoundView<NachspurenRules>
    ) -> PlayInput<NachspurenAttempt, NachspurenPlay> {
        let task = view.task
        guard task.strokes.indices.contains(pen.stroke) else { return .none }
        let stroke = task.strokes[pen.stroke]
        var play = view.play
        play.pen = nil
        play.usedPen = true
        play.lastLift = TracedStroke.Sample(
            layout(view).point(stroke.points.last ?? .zero, digit: stroke.digit), at: view.time)
        let finishes = task.lastStroke(of: stroke.digit) == pen.stroke && stroke.digit < task.digits.count - 1
        return PlayInput(
            play: play,
            commit: NachspurenAttempt(
                stroke: pen.stroke, verdict: .accepted, digit: task.digits[stroke.digit],
                ink: InkLine(digit: stroke.digit, points: stroke.points), byPen: true),
            speech: finishes ? [.number(task.digits[stroke.digit])] : [])
    }

    // MARK: - Journeys

    /// The open stroke along its template, or, for a wrong answer, from its end back to its dot.
    public func intent(toward answer: NachspurenAttempt, view: RoundView<NachspurenRules>) -> GameIntent? {
        templateStroke(view, reversed: answer.verdict != .accepted).map { .stroke(NachspurenRules.canvasID, $0) }
    }

    public func wrongAnswer(_ view: RoundView<NachspurenRules>) -> NachspurenAttempt? {
        let index = target(view)
        return NachspurenAttempt(
            stroke: index, verdict: .rejected(.reversed), digit: digit(ofStroke: index, in: view.task))
    }

    public func stroke(on id: A11yID, view: RoundView<NachspurenRules>) -> TracedStroke? {
        guard id == NachspurenRules.canvasID, view.acceptsAnswers else { return nil }
        return templateStroke(view)
    }
}
