import ZKCore

/// Which wrong numbers sit next to the answer (games.md 10, Options).
public enum DistractorProfile: String, CaseIterable, Codable, Sendable {
    /// Step 1: at least two away from the answer.
    case far
    /// Step 2: n ± 1, then n ± 2.
    case near
    /// Step 3: n ± 1, the teen partner (14 ↔ 4), the mirrored numerals 6 ↔ 9, then n ± 2.
    case confusable

    /// The profile of a step.
    public static func forStep(_ step: DifficultyStep) -> DistractorProfile {
        switch step {
        case .step1: .far
        case .step2: .near
        case .step3: .confusable
        }
    }

    /// Where a shortfall is filled from: the next profile, then the remaining one.
    var fallbackOrder: [DistractorProfile] {
        switch self {
        case .far: [.far, .near, .confusable]
        case .near: [.near, .confusable, .far]
        case .confusable: [.confusable, .near, .far]
        }
    }
}
