import ZKCore

/// What the engine keeps for one (skill, number) cell (docs/engine.md#learning-from-a-task, spec 9.2, 9.5).
public struct CellState: Hashable, Codable, Sendable {
    /// Mastery m in 0…1.
    public var mastery: Double
    /// Sum of credit weights.
    public var evidence: Double
    public var status: CellStatus
    /// First-try successes on primary credits.
    public var firstTrySuccesses: Int
    /// Distinct days with a first-try success.
    public var firstTryDays: Int
    /// The last day with a first-try success.
    public var lastFirstTryOn: LocalDate?
    /// Leitner box 1…5, nil before the first primary credit.
    public var box: Int?
    /// Leitner due date, nil before the first primary credit.
    public var dueOn: LocalDate?
    /// The last day the box moved up (at most once a day).
    public var lastPromotedOn: LocalDate?
    /// The last day of a primary credit ("oldest first" for maintenance).
    public var lastPracticedOn: LocalDate?
    /// A running estimate of the first-try probability, used to compose rounds near the success
    /// target (D-0105). Starts at `EngineConstants.successEstimatePrior`.
    public var successEstimate: Double
    /// How the last primary task on the cell went (D-0120).
    public var previousAttempt: PreviousAttempt

    public init(
        mastery: Double = 0, evidence: Double = 0, status: CellStatus = .new, firstTrySuccesses: Int = 0,
        firstTryDays: Int = 0, lastFirstTryOn: LocalDate? = nil, box: Int? = nil, dueOn: LocalDate? = nil,
        lastPromotedOn: LocalDate? = nil, lastPracticedOn: LocalDate? = nil,
        successEstimate: Double = EngineConstants.successEstimatePrior, previousAttempt: PreviousAttempt = .none
    ) {
        self.mastery = mastery
        self.evidence = evidence
        self.status = status
        self.firstTrySuccesses = firstTrySuccesses
        self.firstTryDays = firstTryDays
        self.lastFirstTryOn = lastFirstTryOn
        self.box = box
        self.dueOn = dueOn
        self.lastPromotedOn = lastPromotedOn
        self.lastPracticedOn = lastPracticedOn
        self.successEstimate = successEstimate
        self.previousAttempt = previousAttempt
    }

    private enum CodingKeys: String, CodingKey {
        case mastery, evidence, status, firstTrySuccesses, firstTryDays, lastFirstTryOn, box, dueOn, lastPromotedOn
        case lastPracticedOn, successEstimate, previousAttempt
    }

    /// Cells stored before `previousAttempt` existed decode with `.none`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mastery = try container.decode(Double.self, forKey: .mastery)
        evidence = try container.decode(Double.self, forKey: .evidence)
        status = try container.decode(CellStatus.self, forKey: .status)
        firstTrySuccesses = try container.decode(Int.self, forKey: .firstTrySuccesses)
        firstTryDays = try container.decode(Int.self, forKey: .firstTryDays)
        lastFirstTryOn = try container.decodeIfPresent(LocalDate.self, forKey: .lastFirstTryOn)
        box = try container.decodeIfPresent(Int.self, forKey: .box)
        dueOn = try container.decodeIfPresent(LocalDate.self, forKey: .dueOn)
        lastPromotedOn = try container.decodeIfPresent(LocalDate.self, forKey: .lastPromotedOn)
        lastPracticedOn = try container.decodeIfPresent(LocalDate.self, forKey: .lastPracticedOn)
        successEstimate = try container.decode(Double.self, forKey: .successEstimate)
        previousAttempt = try container.decodeIfPresent(PreviousAttempt.self, forKey: .previousAttempt) ?? .none
    }

    /// A cell that has never been credited.
    public static let fresh = CellState()

    /// Due for review on `today` (9.5): it has a box and its due date has come.
    public func isDue(on today: LocalDate) -> Bool {
        guard box != nil, let dueOn else { return false }
        return dueOn <= today
    }
}
