/// Every number the engine decides with, each beside the section of docs/engine.md that states its rule
/// and the spec section it comes from.
public enum EngineConstants {
    // MARK: Mastery model (docs/engine.md#learning-from-a-task, spec 9.2)

    /// 9.2: the learning rate of the mastery update m ← m + rate·w·(t − m).
    public static let masteryRate = 0.30
    /// 9.2: the weight of a primary-skill credit.
    public static let primaryWeight = 1.0
    /// 9.2: the weight of a secondary-skill credit.
    public static let secondaryWeight = 0.5
    /// 9.2: the target of a first-try success.
    public static let targetFirstTry = 1.0
    /// 9.2: the target of a success after an error or a hint.
    public static let targetAfterRetry = 0.5
    /// 9.2: the target of a shown solution.
    public static let targetSolutionShown = 0.0
    /// 9.2: losses are multiplied by this in stretch tasks and re-entry rounds.
    public static let protectedLossFactor = 0.5
    /// 9.2: mastered needs at least this mastery …
    public static let masteredEnter = 0.80
    /// 9.2: … and this many first-try successes …
    public static let masteredFirstTries = 3
    /// 9.2: … on at least this many days.
    public static let masteredDays = 2
    /// 9.2: a mastered cell stays mastered down to this mastery.
    public static let masteredExit = 0.65
    /// 9.2: difficult needs at least this much evidence …
    public static let difficultEvidence = 4.0
    /// 9.2: … and mastery below this.
    public static let difficultEnter = 0.40
    /// 9.2: a difficult cell becomes learning again at this mastery.
    public static let difficultExit = 0.50

    /// D-0131: the answer tiles per step at littleOnes (docs/engine.md#what-it-knows, games spec 10), for the chance of a guess.
    public static let answerTilesLittleOnes = [2, 3, 3]
    /// D-0131: the answer tiles per step at vorschule (docs/engine.md#what-it-knows, games spec 10).
    public static let answerTilesVorschule = [3, 3, 4]

    // MARK: Applicable cells (docs/engine.md#what-it-knows, spec 9.4)

    /// 9.4: decompose never applies to numbers below this.
    public static let decomposeLowest = 2
    /// 9.4: the highest decompose number at littleOnes.
    public static let decomposeHighestLittleOnes = 5
    /// 9.4: the highest decompose number at vorschule (V1).
    public static let decomposeHighestVorschule = 10
    /// 9.4, 4.11: cells exist for the numbers 1 to 20.
    public static let numberDomain = 1...20

    // MARK: Leitner (docs/engine.md#learning-from-a-task, spec 9.5)

    /// 9.5: the review interval in days of boxes 1 to 5.
    public static let leitnerIntervals = [1, 3, 7, 14, 30]
    /// 9.5: the first box.
    public static let leitnerFirstBox = 1
    /// 9.5: the last box.
    public static let leitnerLastBox = 5

    // MARK: Difficulty stepping (docs/engine.md#learning-from-a-task, spec 9.6)

    /// 9.6: the first-try window of a game.
    public static let stepWindow = 6
    /// 9.6: stepping up needs this many first-try successes in a full window.
    public static let stepUpFirstTries = 5
    /// 9.6: stepping up needs this many rounds at the step.
    public static let stepUpRounds = 2
    /// 9.6: a full window with at most this many first-try successes steps down.
    public static let stepDownFirstTries = 2
    /// 9.6: this many shown solutions in a row step down.
    public static let stepDownShownInARow = 2
    /// 9.6: a game starts at step 2 when the skill's mean mastery in range reaches this.
    public static let startStep2Mastery = 0.60

    // MARK: Controller (docs/engine.md#learning-from-a-task, spec 9.7)

    /// 9.7: the controller reads the last this-many non-stretch tasks.
    public static let controllerWindow = 20
    /// 9.7: below this many tasks the controller stays neutral.
    public static let controllerMinimumTasks = 8
    /// 9.7: easing starts below this first-try rate.
    public static let easingEnter = 0.70
    /// 9.7: easing ends at this rate.
    public static let easingExit = 0.75
    /// 9.7: challenging starts above this rate.
    public static let challengingEnter = 0.90
    /// 9.7: challenging ends at this rate.
    public static let challengingExit = 0.85

    // MARK: Range widening and narrowing (docs/engine.md#range, spec 9.8)

    /// 9.8 W1: share of trainable in-range cells with enough evidence.
    public static let w1CellShare = 0.50
    /// 9.8 W1: the evidence a cell needs to count.
    public static let w1Evidence = 3.0
    /// 9.8 W1: the evidenced cells span at least this many skills.
    public static let w1Skills = 2
    /// 9.8 W2: share of the evidenced cells that are mastered.
    public static let w2MasteredShare = 0.70
    /// 9.8 W3: at most this many difficult cells.
    public static let w3MaxDifficult = 1
    /// 9.8 W4: counted sessions at the stage.
    public static let w4Sessions = 5
    /// 9.8 W4: on at least this many days.
    public static let w4Days = 3
    /// 9.8 W5: the last this-many next-stage probes are read …
    public static let w5ProbeWindow = 3
    /// 9.8 W5: … and this many of them must be first-try correct.
    public static let w5ProbeSuccesses = 2
    /// 9.8 W6: days since the first narrowing.
    public static let w6DaysAfterFirst = 7
    /// 9.8 W6: days since the second and later narrowings.
    public static let w6DaysAfterSecond = 14
    /// 9.8 W6: sessions since the last narrowing.
    public static let w6Sessions = 3
    /// 9.8: narrowing is checked only in these sessions at a new stage.
    public static let narrowingSessions = 3...10
    /// 9.8: narrowing reads the last this-many primary tasks on the added numbers …
    public static let narrowingWindow = 12
    /// 9.8: … and narrows below this first-try rate.
    public static let narrowingRate = 0.50

    // MARK: Round planning (docs/engine.md#planning-a-round, spec 9.9)

    /// 9.9.1: the stretch share of the 10 % rule.
    public static let stretchShare = 0.10
    /// 9.9.2: a game's tasksPerRound override is clamped into this range.
    public static let tasksPerRoundBounds = 2...8
    /// 9.9.1: a stretch task needs a round this long, so it is neither first nor last.
    public static let stretchMinimumRound = 3
    /// 9.9.3: at most this many new cells per round.
    public static let newCellsPerRound = 2
    /// 9.9.3: new cells only up to this number at littleOnes, or higher per `newCellsAhead`.
    public static let newCellsBaseLittleOnes = 3
    /// 9.9.3: new cells only up to this number at vorschule, or higher per `newCellsAhead`.
    public static let newCellsBaseVorschule = 6
    /// 9.9.3: new cells up to the highest practised number plus this.
    public static let newCellsAhead = 2
    /// 9.1 (D-0120): rounds are planned so the predicted first-try rate reaches this.
    public static let roundSuccessTarget = 0.80

    // MARK: Interspersal (docs/engine.md#interspersal)

    /// A number whose corrected expectation shown normally reaches this is known now: it carries a
    /// round at the success target.
    public static let knownNow = roundSuccessTarget
    /// A round's goal, the sum of its expectations, stays within these shares of its length.
    public static let goalShare = 0.5...0.95
    /// When too few known numbers carry a round, at most this many numbers being learned fill it,
    /// each coming again (incremental rehearsal's small working set).
    public static let workingSet = 2
    /// No new number enters a round while this many of the skill's practised numbers are open: not
    /// known now and not answered right unaided at their last task (D-0186).
    public static let openNumbersLimit = 2
    /// Known numbers come at the game's step only while the controller's window has at least this
    /// first-try rate (the challenging mode's exit); below it, at step one (D-0163).
    public static let knownAtStepRate = challengingExit

    // MARK: Success estimate (docs/engine.md#known-now, D-0105)

    /// The first-try estimate of a cell before any primary task.
    public static let successEstimatePrior = 0.5
    /// The estimate moves this far towards each primary first-try flag.
    public static let successEstimateRate = 0.3

    // MARK: Scaffolded tasks (docs/engine.md#help, D-0118)

    /// A scaffolded task's credits count with this share of their weight.
    public static let scaffoldedCreditFactor = 0.5
    /// The planner assumes the easiest form removes this share of the chance to fail (D-0119).
    public static let scaffoldLift = 0.4
    /// D-0120, D-0189: the prediction bias divides by the tasks' weight plus this, so a few tasks
    /// correct little.
    public static let biasShrinkTasks = 10.0
    /// D-0189: in the calibration of the planner's expectations each task counts 1 − 1/this times as
    /// much as the next of its kind (docs/engine.md#known-now).
    public static let calibrationMemoryTasks = 60.0

    // MARK: Predicted first tries (docs/engine.md#known-now, D-0119)

    /// A cell's estimate fades with a half-life of this many Leitner intervals between practice days.
    public static let recallHalfLifePerInterval = 6.6
    /// … towards this chance.
    public static let recallFloor = 0.35
    /// A stretch task one step up is predicted this much harder than the cell at the round's step.
    public static let stepPenalty = 0.15

    // MARK: Re-entry (docs/engine.md#learning-from-a-task, spec 9.15)

    /// 9.15: days without a task that start re-entry.
    public static let reentryGapDays = 14
    /// 9.15: re-entry lasts this many rounds.
    public static let reentryRounds = 3

    // MARK: Abenteuer (docs/engine.md#abenteuer-and-zahlenfreunde, spec 9.16)

    /// 9.16.2: games per Abenteuer.
    public static let abenteuerGames = 3
    /// 9.16.2: a game's weight is 1 + this × the share of its skill's weak cells.
    public static let abenteuerWeakShareFactor = 2.0
    /// 9.16.2: factor for a game of the last Abenteuer, and again for a game played today.
    public static let abenteuerRepeatFactor = 0.5

    // MARK: Friends (docs/engine.md#abenteuer-and-zahlenfreunde, spec 9.17)

    /// 9.17: primary tasks a number needs.
    public static let friendTasks = 5
    /// 9.17: first-try successes among them.
    public static let friendFirstTries = 3
    /// 9.17: days they are spread over.
    public static let friendDays = 2
    /// 9.17: the first friend's primary tasks.
    public static let firstFriendTasks = 3
    /// 9.17: the first friend's first-try successes.
    public static let firstFriendFirstTries = 1
    /// 9.17: the first friend's days.
    public static let firstFriendDays = 1

    // MARK: Damaged snapshots (D-0107)

    /// A due date more than this many days after today is treated as damaged (the longest interval).
    public static let maximumDueAhead = 30
}
