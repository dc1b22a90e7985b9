import ZKCore

/// How journeys (headless tests, desktop `--script` commands `solve`, `answer-wrong`, `play-round`)
/// play a game like a child would. Not part of the product contract: a game adopts it so its
/// rounds can be driven through every rung without knowing its input.
public protocol JourneyPlayable: RoundGame {
    /// The next intent on the way to committing `answer` now (a tile tap, a card turn, a cookie
    /// moved, a stroke), or nil when none helps.
    func intent(toward answer: Answer, view: RoundView<Self>) -> GameIntent?

    /// An answer that is wrong for the open task now, if the game can give one.
    func wrongAnswer(_ view: RoundView<Self>) -> Answer?

    /// The intent that advances the open task's activity (a counted bead, a shake).
    func activityIntent(_ view: RoundView<Self>) -> GameIntent?

    /// In free play, the next thing a curious child would tap.
    func freePlayIntent(_ view: RoundView<Self>) -> GameIntent?

    /// The stroke a child would draw on the drawable element `id` now (the open stroke of a
    /// Nachspuren numeral, a sideways shake of the Schüttelbox), sampled from `view.time`; nil when
    /// the element wants none. The desktop's `trace <id>` draws it.
    func stroke(on id: A11yID, view: RoundView<Self>) -> TracedStroke?
}

extension JourneyPlayable {
    public func activityIntent(_ view: RoundView<Self>) -> GameIntent? { nil }

    public func freePlayIntent(_ view: RoundView<Self>) -> GameIntent? { nil }

    public func stroke(on id: A11yID, view: RoundView<Self>) -> TracedStroke? { nil }
}

/// The journey hooks of a running round, found by a cast (`round as? RoundJourneyHooks`).
public protocol RoundJourneyHooks: AnyObject {
    /// The intent that makes progress towards a correct answer now, or nil.
    var correctIntent: GameIntent? { get }
    /// An intent that commits a wrong answer now, or nil.
    var wrongIntent: GameIntent? { get }
    /// The stroke a child would draw on the drawable element `id` now, or nil.
    func stroke(on id: A11yID) -> TracedStroke?
}
