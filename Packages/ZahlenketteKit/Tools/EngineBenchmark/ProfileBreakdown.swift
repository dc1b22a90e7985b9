/// A graded population's figures split by where its children start — typical, far behind, far
/// ahead (issue 11) — so that the population's average hides no group the engine serves worse.
struct ProfileBreakdown {
    /// The policies split by profile: the engine against the fixed curriculum, the oracle and the
    /// oracle teacher that holds the band, and the observer teacher when it plays.
    static let policies: [PolicyKind] = [
        .engine, .fixed, .oracle, .oracleTeacher, .observerTeacher, .observerTeacherRounds,
        .observerTeacherRoundsWidening,
    ]

    let profile: GradedLearner.Profile
    let children: Int
    let summaries: [PolicyKind: PolicySummary]

    /// One breakdown per profile present among `children`; results are in child order, as
    /// `BenchmarkOptions.runChildren` returns them. Empty for the classic populations.
    static func split(
        _ population: Population, children: [(index: Int, seed: UInt64)], summaries: [PolicyKind: PolicySummary]
    ) -> [ProfileBreakdown] {
        GradedLearner.Profile.allCases.compactMap { profile in
            let positions = children.indices.filter { population.profile(of: children[$0].index) == profile }
            guard !positions.isEmpty else { return nil }
            var split: [PolicyKind: PolicySummary] = [:]
            for kind in policies {
                guard let summary = summaries[kind] else { continue }
                split[kind] = PolicySummary(results: positions.map { summary.results[$0] })
            }
            return ProfileBreakdown(profile: profile, children: positions.count, summaries: split)
        }
    }
}
